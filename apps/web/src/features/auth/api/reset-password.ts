import { apiRequest } from '../../../lib/api-client.ts';

export interface ResetPasswordInput {
  token: string;
  senha: string;
  confirmarSenha: string;
}

/** POST /security/redefinir-senha: sets the new password with the e-mailed link's token. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return apiRequest('/security/redefinir-senha', { method: 'POST', body: input });
}
