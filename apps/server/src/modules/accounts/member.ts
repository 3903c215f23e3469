import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { findClientAccountId } from './roles.repository.ts';

/**
 * The logged-in caller's client account at the host church, resolved once per use case inside its transaction.
 * Member data belongs to it; an account not registered at this church gets 403 CLIENT_ACCOUNT_NOT_FOUND.
 */
export async function requireMember(tx: Tx, auth: AuthContext): Promise<number> {
  const usuarioId = await findClientAccountId(tx, auth.churchId, auth.contaId);
  if (usuarioId === undefined) throw new AppError('CLIENT_ACCOUNT_NOT_FOUND', {}, { status: 403 });
  return usuarioId;
}
