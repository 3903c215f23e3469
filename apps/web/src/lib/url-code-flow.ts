import { accountEndpoints } from './account-endpoints.ts';
import { apiCall } from './api-call.ts';
import { completeLogin, logout, sessionStore } from './session.ts';
import { urlCodeStore } from './url-code.ts';

/**
 * After auto login, a church-switch code found in the link is offered, never redeemed on its own (login CSRF,
 * see lib/url-code.ts): the preview names its account; when that account is the one logged in there is nothing
 * to do, otherwise the shell asks (app/url-code-prompt.tsx).
 */
export async function offerUrlCode(code: string): Promise<void> {
  try {
    const { email } = await apiCall((await accountEndpoints()).previewCode, { body: { codigo: code } }, { navigateOnNetworkError: false });
    const { account, status } = sessionStore.getState();
    if (status === 'member' && account?.email === email) return;
    urlCodeStore.set({ code, email, currentEmail: account?.email ?? null });
  } catch {
    // An expired, used or foreign code (or no connection): the link simply opens its page.
  }
}

/** The person confirmed the account the code names: any other session ends first, then the code is redeemed. */
export async function acceptUrlCode(): Promise<void> {
  const pending = urlCodeStore.get();
  if (!pending) return;
  try {
    if (sessionStore.getState().account) await logout();
    const pair = await apiCall((await accountEndpoints()).exchangeCode, { body: { codigo: pending.code } });
    await completeLogin(pair);
  } finally {
    urlCodeStore.set(null);
  }
}

export function declineUrlCode(): void {
  urlCodeStore.set(null);
}
