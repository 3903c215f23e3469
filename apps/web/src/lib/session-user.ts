import type { TClientAccount } from '@congrega/contract/user';
import { accountEndpoints } from './account-endpoints.ts';
import { apiCall } from './api-call.ts';
import { ApiError, type ApiRequestOptions } from './api-client.ts';

type Options = Pick<ApiRequestOptions, 'navigateOnNetworkError'>;

/** The session's user data calls: the client account at the host church and the roles there. */
export async function loadClientAccount(accountId: number, churchId: number, options: Options = {}): Promise<TClientAccount | null> {
  try {
    const { listMyClientAccounts } = await accountEndpoints();
    const { usuarios } = await apiCall(listMyClientAccounts, { params: { id: accountId }, query: { cliente: churchId } }, options);
    return usuarios[0] ?? null;
  } catch (err) {
    // No client account at this church is not a failure: the user is sent to complete registration.
    if (err instanceof ApiError && err.code === 'CLIENT_ACCOUNT_NOT_FOUND') return null;
    throw err;
  }
}

export async function loadRoles(accountId: number, churchId: number, options: Options = {}): Promise<string[]> {
  const { listMyRoles } = await accountEndpoints();
  const { userIgrejaRoles } = await apiCall(listMyRoles, { params: { id: accountId }, query: { cliente: churchId } }, options);
  return userIgrejaRoles.map((r) => r.role);
}
