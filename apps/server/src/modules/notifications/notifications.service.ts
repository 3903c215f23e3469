import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { findClientAccountId } from '../accounts/roles.repository.ts';
import { listNotifications } from './notifications.repository.ts';

/**
 * GET /igreja/{id}/notificacao/: the host church's feed for the caller (`id` must be the host church).
 * A caller without a client account here still sees the church-wide notifications.
 */
export async function notificationFeed(
  app: FastifyInstance,
  hostChurchId: number,
  churchParam: number,
  contaId: number,
  query: { page: number; limit: number },
) {
  if (churchParam !== hostChurchId) throw new AppError('NOT_FOUND');
  // One transaction: the caller's client account (personal notifications) and the page.
  const { rows, total } = await app.database.withChurch(hostChurchId, async (tx) => {
    const usuarioId = await findClientAccountId(tx, hostChurchId, contaId);
    return listNotifications(tx, hostChurchId, usuarioId, { limit: query.limit, offset: (query.page - 1) * query.limit });
  });
  return { notificacoes: rows, total, page: query.page, limit: query.limit };
}
