import * as accounts from '@congrega/contract/endpoints/accounts';
import { apiCall } from '../../../lib/api-call.ts';

/** POST /security/recuperar-senha: e-mails a one-time link to set a new password (404 EMAIL_NOT_FOUND). */
export function recoverPassword(email: string): Promise<unknown> {
  return apiCall(accounts.recoverPassword, { body: { email } });
}
