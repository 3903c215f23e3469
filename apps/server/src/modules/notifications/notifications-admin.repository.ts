import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TAdminNotification } from '@congrega/contract/admin/notifications';
import type { Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { notificacao, notificacaoAbertura } from './notifications.schema.ts';

/**
 * The console's figures of a church-wide notification: the active members the church had when it was sent (its
 * reach), the pushes delivered and the members who opened it.
 */
const figures = {
  id: notificacao.id,
  titulo: notificacao.titulo,
  corpo: notificacao.corpo,
  tipo: notificacao.tipo,
  rota: notificacao.rota,
  dataCadastro: notificacao.dataCadastro,
  entregues: notificacao.pushEntregues,
  alcance: sql<number>`(select count(*) from ${usuario} u where u.igreja_id = ${notificacao.igrejaId}
    and u.flag_ativo and u.criado_em <= ${notificacao.dataCadastro})`.mapWith(Number),
  abertas: sql<number>`(select count(*) from ${notificacaoAbertura} a where a.igreja_id = ${notificacao.igrejaId}
    and a.notificacao_id = ${notificacao.id})`.mapWith(Number),
};

const view = (row: Omit<TAdminNotification, 'dataCadastro'> & { dataCadastro: Date }): TAdminNotification => ({
  ...row,
  dataCadastro: row.dataCadastro.toISOString(),
});

const churchWide = (churchId: number) => and(eq(notificacao.igrejaId, churchId), isNull(notificacao.usuarioId));

export async function listChurchNotifications(
  tx: Tx,
  churchId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: TAdminNotification[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    tx
      .select(figures)
      .from(notificacao)
      .where(churchWide(churchId))
      .orderBy(desc(notificacao.dataCadastro), desc(notificacao.id))
      .limit(page.limit)
      .offset(page.offset),
    tx.select({ total: count() }).from(notificacao).where(churchWide(churchId)),
  ]);
  return { rows: rows.map(view), total: Number(totalRow?.total ?? 0) };
}

export async function findChurchNotification(tx: Tx, churchId: number, id: number): Promise<TAdminNotification | undefined> {
  const [row] = await tx
    .select(figures)
    .from(notificacao)
    .where(and(churchWide(churchId), eq(notificacao.id, id)));
  return row && view(row);
}

/** A notification for every member of the church (the console's hand send, content published: notifyChurch), its push pending. */
export async function insertChurchNotification(
  tx: Tx,
  churchId: number,
  values: {
    igrejaOrigemCodigo: string;
    titulo: string;
    corpo: string;
    tipo: string;
    rota: string | null;
    idEntidadeRelacionada?: number | null;
  },
): Promise<number> {
  const [row] = await tx
    .insert(notificacao)
    .values({ ...values, igrejaId: churchId })
    .returning({ id: notificacao.id });
  return row!.id;
}
