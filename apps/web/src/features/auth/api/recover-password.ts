import { apiRequest } from '../../../lib/api-client.ts';

/** POST /security/recuperar-senha: e-mails a one-time link to set a new password (404 EMAIL_NOT_FOUND). */
export function recoverPassword(email: string): Promise<unknown> {
  return apiRequest('/security/recuperar-senha', { method: 'POST', body: { email } });
}
