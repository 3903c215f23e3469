import type { TNotification } from '@congrega/contract/user';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../db/client.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import { insertChurchNotification } from './notifications-admin.repository.ts';
import { insertPersonalNotification, listNotifications, notificationsOf } from './notifications.repository.ts';
import { cachedPublicRead } from '../../core/public-reads.ts';
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

/** Pages reaching deeper than this many rows are read whole each time (the cached head covers what members open). */
const CACHED_FEED_DEPTH = 200;

const newestFirst = (a: TNotification, b: TNotification) =>
  a.dataCadastro === b.dataCadastro ? b.id - a.id : a.dataCadastro < b.dataCadastro ? 1 : -1;

/**
 * GET /igreja/{id}/notificacao/: the host church's feed for the caller (`id` must be the host church).
 * A caller without a client account here still sees the church-wide notifications. The church-wide head (the
 * first page end's worth) is the church's cached public read (core/public-reads.ts; written only by the console,
 * adminWrite, and the scheduled publishing jobs, which end it); the caller's own are one statement, merged in.
 */
export async function notificationFeed(
  app: FastifyInstance,
  hostChurchId: number,
  churchParam: number,
  auth: AuthContext,
  query: { page: number; limit: number },
) {
  if (churchParam !== hostChurchId) throw new AppError('NOT_FOUND');
  const offset = (query.page - 1) * query.limit;
  const first = offset + query.limit;
  const usuarioId = auth.usuarioId;
  if (first > CACHED_FEED_DEPTH) {
    const { rows, total } = await app.database.withChurch(hostChurchId, (tx) =>
      listNotifications(tx, hostChurchId, usuarioId ?? undefined, { limit: query.limit, offset }),
    );
    return { notificacoes: rows, total, page: query.page, limit: query.limit };
  }
  const [church, own] = await Promise.all([
    cachedPublicRead(app, hostChurchId, 'notifications', `head:${first}`, async () => ({
      value: await app.database.withChurch(hostChurchId, (tx) => notificationsOf(tx, hostChurchId, null, first)),
    })),
    usuarioId === null
      ? { rows: [], total: 0 }
      : app.database.withChurch(hostChurchId, (tx) => notificationsOf(tx, hostChurchId, usuarioId, first)),
  ]);
  const merged = [...church.rows, ...own.rows].sort(newestFirst).slice(offset, first);
  return { notificacoes: merged, total: church.total + own.total, page: query.page, limit: query.limit };
}
