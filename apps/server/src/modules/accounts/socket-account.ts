import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/**
 * The member behind an access token sent over a socket (chat, band mode), where no HTTP auth hook runs: the same
 * check as the hooks (`app.sessionFromToken`: the host church's token, its session still live), plus a client
 * account at this church. Errors: TOKEN_EXPIRED, UNAUTHENTICATED, CLIENT_ACCOUNT_NOT_FOUND.
 */
export async function socketTokenAccount(
  app: FastifyInstance,
  church: TenantChurch,
  token: string,
): Promise<{ contaId: number; usuarioId: number }> {
  const session = await app.sessionFromToken(token, church.id);
  if (session.usuarioId === null) throw new AppError('CLIENT_ACCOUNT_NOT_FOUND');
  return { contaId: session.contaId, usuarioId: session.usuarioId };
}
