import type { Tx } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { AuthContext } from './auth.ts';

/**
 * The logged-in caller's client account at the host church; member data belongs to it. An account not registered
 * (or inactive) at this church gets 403 CLIENT_ACCOUNT_NOT_FOUND. Costs no statement: plugins/auth.ts read it with
 * the session check (`auth.usuarioId`). Called inside the use case's transaction (`tx`), like every member step.
 */
export async function requireMember(_tx: Tx, auth: AuthContext): Promise<number> {
  if (auth.usuarioId === null) throw new AppError('CLIENT_ACCOUNT_NOT_FOUND', {}, { status: 403 });
  return auth.usuarioId;
}
