import type { TChangePasswordBody, TTokenPair } from '@congrega/contract/auth';
import * as accounts from '@congrega/contract/endpoints/accounts';
import { apiCall } from '../../../lib/api-call.ts';

export type ChangePasswordInput = TChangePasswordBody;

/** POST /user/alterar-senha: other sessions end; this one continues with the returned token pair. */
export function changePassword(input: ChangePasswordInput): Promise<TTokenPair> {
  return apiCall(accounts.changePassword, { body: input });
}
