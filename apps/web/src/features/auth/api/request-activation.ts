import * as accounts from '@congrega/contract/endpoints/accounts';
import { apiCall } from '../../../lib/api-call.ts';

/** POST /security/solicitar-verificacao-email/?igreja=&email=: e-mails a new activation link. */
export function requestActivationEmail(churchId: number, email: string): Promise<unknown> {
  return apiCall(accounts.requestActivation, { query: { igreja: churchId, email } });
}
