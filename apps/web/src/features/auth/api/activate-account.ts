import { apiRequest } from '../../../lib/api-client.ts';

/** POST /security/ativar-conta: activates the account of the e-mailed activation link. */
export function activateAccount(token: string): Promise<unknown> {
  return apiRequest('/security/ativar-conta', { method: 'POST', body: { token } });
}
