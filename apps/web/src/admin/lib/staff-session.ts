import { staffLogin, staffLogout, staffRefresh, staffTotp } from '@congrega/contract/endpoints/admin-session';
import type { TStaffTokens, TStaffTotpBody } from '@congrega/contract/admin/staff-session';
import { useSyncExternalStore } from 'react';
import { apiCall } from '../../lib/api-call.ts';
import { ApiError, setApiAuthHooks } from '../../lib/api-client.ts';

/**
 * The console's session: the staff access token in memory only (never in storage: a reload gets a new one from the
 * HttpOnly refresh cookie of /api/v1/admin/session), refreshed once on a 401 by api-client (single flight), ended
 * by logout or a refused refresh. Login is two steps when the account has TOTP: the password answers a challenge
 * that `verifySecondFactor` spends with a code or a recovery code.
 */
export type StaffSessionStatus = 'starting' | 'in' | 'out';
type State = { status: StaffSessionStatus; token: string | null };

let state: State = { status: 'starting', token: null };
const listeners = new Set<() => void>();
const endListeners = new Set<() => void>();

function set(next: State) {
  state = next;
  for (const listener of [...listeners]) listener();
}

function signIn(tokens: TStaffTokens) {
  set({ status: 'in', token: tokens.token });
}

function signOut() {
  const wasIn = state.status === 'in';
  set({ status: 'out', token: null });
  if (wasIn) for (const listener of [...endListeners]) listener();
}

let refreshing: Promise<boolean> | null = null;

/**
 * The session calls go without the access token: api-client retries a 401 that carried one through `refresh`,
 * which must never wait on itself (the cookie is what these calls present).
 */
function withoutToken<T>(call: () => Promise<T>): Promise<T> {
  const token = state.token;
  state = { ...state, token: null };
  return call().finally(() => {
    if (state.token === null && state.status === 'in') state = { ...state, token };
  });
}

/** One refresh through the cookie at a time; false (and signed out) when the server refuses it. */
export function refreshStaffToken(): Promise<boolean> {
  refreshing ??= withoutToken(() => apiCall(staffRefresh, { body: undefined }, { navigateOnNetworkError: false }))
    .then((tokens) => {
      signIn(tokens);
      return true;
    })
    .catch((err: unknown) => {
      // Refused: the session is over. No answer (offline): keep it for the next try, unless none had started.
      if (err instanceof ApiError || state.status === 'starting') signOut();
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** At start: a session is back when the refresh cookie still holds one. */
export function startStaffSession(): Promise<boolean> {
  return refreshStaffToken();
}

/** Step 1. 'in' when no second factor is asked, else the challenge for step 2. */
export async function logIn(username: string, password: string): Promise<{ status: 'in' } | { status: 'totp'; desafio: string }> {
  const result = await apiCall(staffLogin, { body: { username, password } });
  if (result.status === 'totp') return { status: 'totp', desafio: result.desafio };
  signIn(result);
  return { status: 'in' };
}

/** Step 2: the challenge spent with the authenticator's code or a recovery code. */
export async function verifySecondFactor(body: TStaffTotpBody): Promise<void> {
  signIn(await apiCall(staffTotp, { body }));
}

export async function logOut(): Promise<void> {
  try {
    await withoutToken(() => apiCall(staffLogout, { body: undefined }, { navigateOnNetworkError: false }));
  } catch {
    // The session ends here whatever the server answered; its refresh token expires on its own.
  } finally {
    signOut();
  }
}

export function getStaffSession(): State {
  return state;
}

export function subscribeStaffSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Called once each time a session ends (logout, refused refresh): the app drops what it had loaded. */
export function onStaffSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => void endListeners.delete(listener);
}

export function useStaffSession(): State {
  return useSyncExternalStore(subscribeStaffSession, getStaffSession, getStaffSession);
}

setApiAuthHooks({ getToken: () => state.token, refresh: refreshStaffToken, logout: async () => signOut() });

/** Test helper. */
export function resetStaffSessionForTests(next: State = { status: 'out', token: null }): void {
  state = next;
  refreshing = null;
}
