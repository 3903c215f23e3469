import type { TClientAccount } from '@congrega/contract/user';
import { ApiError, apiRequest, type ApiRequestOptions } from './api-client.ts';

type Options = Pick<ApiRequestOptions, 'navigateOnNetworkError'>;

/** The session's user data calls: the client account at the host church and the roles there. */
export async function loadClientAccount(accountId: number, churchId: number, options: Options = {}): Promise<TClientAccount | null> {
  try {
    const { usuarios } = await apiRequest<{ usuarios: TClientAccount[] }>(`/user/${accountId}/usuario`, {
      query: { cliente: churchId },
      ...options,
    });
    return usuarios[0] ?? null;
  } catch (err) {
    // No client account at this church is not a failure: the user is sent to complete registration.
    if (err instanceof ApiError && err.code === 'CLIENT_ACCOUNT_NOT_FOUND') return null;
    throw err;
  }
}

export async function loadRoles(accountId: number, churchId: number, options: Options = {}): Promise<string[]> {
  const { userIgrejaRoles } = await apiRequest<{ userIgrejaRoles: Array<{ role: string }> }>(`/user/${accountId}/role`, {
    query: { cliente: churchId },
    ...options,
  });
  return userIgrejaRoles.map((r) => r.role);
}
