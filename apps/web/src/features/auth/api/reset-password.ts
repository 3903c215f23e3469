import type { TResetPasswordBody } from '@congrega/contract/auth';
import * as accounts from '@congrega/contract/endpoints/accounts';
import { apiCall } from '../../../lib/api-call.ts';

export type ResetPasswordInput = TResetPasswordBody;

/** POST /security/redefinir-senha: sets the new password with the e-mailed link's token. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return apiCall(accounts.resetPassword, { body: input });
}
