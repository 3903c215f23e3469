import type { TNotification } from '@congrega/contract/user';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notificacao } from './notifications.schema.ts';

type NotificationRow = typeof notificacao.$inferSelect;

function toNotification(row: NotificationRow): TNotification {
  return {
    id: row.id,
    titulo: row.titulo,
    corpo: row.corpo,
    dataCadastro: row.dataCadastro.toISOString(),
    dataUltimaAlteracao: row.dataUltimaAlteracao.toISOString(),
    tipo: { codigo: row.tipo },
    igreja: { codigo: row.igrejaOrigemCodigo },
    idEntidadeRelacionada: row.idEntidadeRelacionada,
    rota: row.rota,
  };
}

/**
 * The first `first` notifications of one audience, newest first, and how many it has, in ONE statement: the
 * church's for everyone (`usuarioId` null) or those addressed to one client account. The feed merges the two.
 */
export async function notificationsOf(
  tx: Tx,
  churchId: number,
  usuarioId: number | null,
  first: number,
): Promise<{ rows: TNotification[]; total: number }> {
  const audience = usuarioId === null ? isNull(notificacao.usuarioId) : eq(notificacao.usuarioId, usuarioId);
  const rows = await tx
    .select({ row: notificacao, total: sql<number>`(count(*) over ())::int`.mapWith(Number) })
    .from(notificacao)
    .where(and(eq(notificacao.igrejaId, churchId), audience))
    .orderBy(desc(notificacao.dataCadastro), desc(notificacao.id))
    .limit(first);
  return { rows: rows.map((r) => toNotification(r.row)), total: rows[0]?.total ?? 0 };
}

/** The church's notifications for everyone plus those addressed to one client account, newest first. */
export async function listNotifications(
  tx: Tx,
  churchId: number,
  usuarioId: number | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: TNotification[]; total: number }> {
  const audience =
    usuarioId === undefined ? isNull(notificacao.usuarioId) : or(isNull(notificacao.usuarioId), eq(notificacao.usuarioId, usuarioId));
  const where = and(eq(notificacao.igrejaId, churchId), audience);
  const rows = await tx
    .select()
    .from(notificacao)
    .where(where)
    .orderBy(desc(notificacao.dataCadastro), desc(notificacao.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totalRow] = await tx.select({ total: count() }).from(notificacao).where(where);
  return { total: Number(totalRow?.total ?? 0), rows: rows.map(toNotification) };
}

/** A notification for one client account of the church (other modules' use cases call it in their transaction). */
export async function insertPersonalNotification(
  tx: Tx,
  churchId: number,
  values: {
    usuarioId: number;
    igrejaOrigemCodigo: string;
    titulo: string;
    corpo: string;
    tipo: string;
    idEntidadeRelacionada: number | null;
  },
): Promise<void> {
  await tx.insert(notificacao).values({ ...values, igrejaId: churchId });
}
