import type { TProviderAccount } from '@congrega/contract/auth';
import * as accounts from '@congrega/contract/endpoints/accounts';
import { apiCall } from '../../../lib/api-call.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** GET /user/?email=: the shared account of an e-mail, or null when there is none (404 ACCOUNT_NOT_FOUND). */
export async function lookupAccount(email: string): Promise<TProviderAccount | null> {
  try {
    return await apiCall(accounts.lookupAccount, { query: { email } });
  } catch (err) {
    if (err instanceof ApiError && err.code === 'ACCOUNT_NOT_FOUND') return null;
    throw err;
  }
}
