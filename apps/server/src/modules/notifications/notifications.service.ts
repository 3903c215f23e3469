import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../db/client.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { insertChurchNotification } from './notifications-admin.repository.ts';
import { insertPersonalNotification, listNotifications } from './notifications.repository.ts';
import type { AuthContext } from '../../core/auth.ts';

/** A notification for one member of the church (their personal feed), in the caller's transaction. */
export interface MemberNotice {
  usuarioId: number;
  titulo: string;
  corpo: string;
  /** What it is about (a feature's own kind, e.g. a group's join request) and that thing's id. */
  tipo: string;
  idEntidadeRelacionada: number | null;
}

/** Puts a notice in one member's notification feed at this church (groups: a join request and its answer). */
export async function notifyMember(tx: Tx, church: TenantChurch, notice: MemberNotice): Promise<void> {
  await insertPersonalNotification(tx, church.id, { ...notice, igrejaOrigemCodigo: church.codigo });
}

/** A notice for every member of the church (content: a devotional, news item or lesson published), in the caller's transaction. */
export type ChurchNotice = Omit<MemberNotice, 'usuarioId'>;

/** Puts a notice in the feed of every member of the church (`usuario_id` null); the church names its origin. */
export async function notifyChurch(tx: Tx, church: Pick<TenantChurch, 'id' | 'codigo'>, notice: ChurchNotice): Promise<void> {
  await insertChurchNotification(tx, church.id, { ...notice, igrejaOrigemCodigo: church.codigo, rota: null });
}

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
