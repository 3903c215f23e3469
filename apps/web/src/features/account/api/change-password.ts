import type { TTokenPair } from '@congrega/contract/auth';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ChangePasswordInput {
  senhaAtual: string;
  novaSenha: string;
  confirmarSenha: string;
}

/** POST /user/alterar-senha: other sessions end; this one continues with the returned token pair. */
export function changePassword(input: ChangePasswordInput): Promise<TTokenPair> {
  return apiRequest<TTokenPair>('/user/alterar-senha', { method: 'POST', body: input });
}
