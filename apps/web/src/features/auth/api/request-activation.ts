import { apiRequest } from '../../../lib/api-client.ts';

/** POST /security/solicitar-verificacao-email/?igreja=&email=: e-mails a new activation link. */
export function requestActivationEmail(churchId: number, email: string): Promise<unknown> {
  return apiRequest('/security/solicitar-verificacao-email/', { method: 'POST', query: { igreja: churchId, email } });
}
