import * as accounts from '@congrega/contract/endpoints/accounts';
import { apiCall } from '../../../lib/api-call.ts';

/** POST /security/ativar-conta: activates the account of the e-mailed activation link. */
export function activateAccount(token: string): Promise<unknown> {
  return apiCall(accounts.activateAccount, { body: { token } });
}
