import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { listNotifications } from './notifications.repository.ts';

/**
 * GET /igreja/{id}/notificacao/: the host church's feed for the caller (`id` must be the host church).
 * A caller without a client account here still sees the church-wide notifications.
 */
export async function notificationFeed(
  app: FastifyInstance,
  hostChurchId: number,
  churchParam: number,
  auth: AuthContext,
  query: { page: number; limit: number },
) {
  if (churchParam !== hostChurchId) throw new AppError('NOT_FOUND');
  // One transaction for the page; the caller's client account (personal notifications) came with the session check.
  const { rows, total } = await app.database.withChurch(hostChurchId, (tx) =>
    listNotifications(tx, hostChurchId, auth.usuarioId ?? undefined, { limit: query.limit, offset: (query.page - 1) * query.limit }),
  );
  return { notificacoes: rows, total, page: query.page, limit: query.limit };
}
