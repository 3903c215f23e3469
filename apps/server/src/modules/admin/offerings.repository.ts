import type { TOfferingBatchState } from '@congrega/contract/admin/offerings';
import { and, asc, count, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { likePrefix, likeText } from '../../lib/like-text.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { congregacao } from '../church/church.schema.ts';
import { evento, eventoInscricao } from '../events/events.schema.ts';
import { pagamento, pagamentoMotivo } from '../payments/payments.schema.ts';
import { ofertaLote, ofertaLoteAjuste, ofertaLoteItem } from './offerings.schema.ts';
import { descLast } from '../../db/order.ts';

/** SQL of the cash offerings (offerings.schema.ts): every function runs in the caller's church transaction. */

/** A staff member's name at the church (their client account there), else the account's e-mail, else its id. */
export const staffName = (contaId: SQLWrapper, churchId: number | SQLWrapper) =>
  sql<string>`coalesce((select coalesce(nullif(trim(u.nome || ' ' || u.sobrenome), ''), c.email) from conta c
    left join usuario u on u.conta_id = c.id and u.igreja_id = ${churchId} where c.id = ${contaId}), '#' || ${contaId})`;
const memberName = sql<string>`trim(${usuario.nome} || ' ' || ${usuario.sobrenome})`;

function batchColumns(churchId: number) {
  return {
    id: ofertaLote.id,
    data: ofertaLote.data,
    congregacaoId: ofertaLote.congregacaoId,
    congregacaoNome: congregacao.nome,
    culto: ofertaLote.culto,
    observacao: ofertaLote.observacao,
    estado: ofertaLote.estado,
    contadoPorContaId: ofertaLote.contadoPorContaId,
    contadoPorNome: staffName(ofertaLote.contadoPorContaId, churchId),
    confirmadoPorContaId: ofertaLote.confirmadoPorContaId,
    confirmadoPorNome: sql<
      string | null
    >`case when ${ofertaLote.confirmadoPorContaId} is null then null else ${staffName(sql`${ofertaLote.confirmadoPorContaId}`, churchId)} end`,
    confirmadoEm: ofertaLote.confirmadoEm,
    criadoEm: ofertaLote.criadoEm,
  };
}

export async function listBatches(tx: Tx, churchId: number, f: { estado?: TOfferingBatchState; offset: number; limit: number }) {
  const where = and(eq(ofertaLote.igrejaId, churchId), f.estado ? eq(ofertaLote.estado, f.estado) : undefined);
  const rows = await tx
    .select({
      ...batchColumns(churchId),
      linhas: sql<number>`(select count(*)::int from ${ofertaLoteItem} i where i.igreja_id = ${churchId} and i.id_lote = ${ofertaLote.id})`,
    })
    .from(ofertaLote)
    .leftJoin(congregacao, eq(congregacao.id, ofertaLote.congregacaoId))
    .where(where)
    .orderBy(descLast(ofertaLote.data), descLast(ofertaLote.id))
    .offset(f.offset)
    .limit(f.limit);
  const [total] = await tx.select({ n: count() }).from(ofertaLote).where(where);
  return { rows, total: total?.n ?? 0 };
}
export type BatchRow = Awaited<ReturnType<typeof listBatches>>['rows'][number];

export async function findBatch(tx: Tx, churchId: number, id: number, { lock = false } = {}) {
  const query = tx
    .select(batchColumns(churchId))
    .from(ofertaLote)
    .leftJoin(congregacao, eq(congregacao.id, ofertaLote.congregacaoId))
    .where(and(eq(ofertaLote.igrejaId, churchId), eq(ofertaLote.id, id)));
  const [row] = await (lock ? query.for('update', { of: ofertaLote }) : query);
  return row;
}

/**
 * Counted and adjusted cents per batch, reason and method (the totals of a page of batches or of one); ticket lines
 * (no reason) come as `motivoId` null.
 */
export async function batchSums(tx: Tx, churchId: number, batchIds: number[]) {
  if (!batchIds.length) return [];
  const parts = sql`select id_lote, id_pagamento_motivo, metodo, valor, 0 as ajuste from ${ofertaLoteItem}
      where igreja_id = ${churchId} and id_lote in ${batchIds}
    union all select id_lote, id_pagamento_motivo, metodo, 0, valor from ${ofertaLoteAjuste}
      where igreja_id = ${churchId} and id_lote in ${batchIds}`;
  const result = await tx.execute(sql`
    select s.id_lote as "loteId", s.id_pagamento_motivo as "motivoId", m.nome as "motivoNome", s.metodo,
      sum(s.valor)::int as contado, sum(s.ajuste)::int as ajustes
    from (${parts}) s left join ${pagamentoMotivo} m on m.id = s.id_pagamento_motivo
    group by s.id_lote, s.id_pagamento_motivo, m.nome, m.ordem, s.metodo
    order by m.ordem, m.nome, s.metodo`);
  return (result as unknown as { rows: SumRow[] }).rows;
}
export interface SumRow {
  loteId: number;
  motivoId: number | null;
  motivoNome: string | null;
  metodo: string;
  contado: number;
  ajustes: number;
}

export function listLines(tx: Tx, churchId: number, loteId: number) {
  return (
    tx
      .select({
        id: ofertaLoteItem.id,
        motivoId: ofertaLoteItem.motivoId,
        motivoNome: pagamentoMotivo.nome,
        metodo: ofertaLoteItem.metodo,
        valor: ofertaLoteItem.valor,
        envelope: ofertaLoteItem.envelope,
        usuarioId: ofertaLoteItem.usuarioId,
        membroNome: memberName,
        inscricaoId: eventoInscricao.id,
        eventoId: eventoInscricao.eventoId,
        eventoTitulo: evento.titulo,
        pedido: pagamento.codigo,
        criadoPorContaId: ofertaLoteItem.criadoPorContaId,
        criadoPorNome: staffName(ofertaLoteItem.criadoPorContaId, churchId),
        criadoEm: ofertaLoteItem.criadoEm,
      })
      .from(ofertaLoteItem)
      .leftJoin(pagamentoMotivo, eq(pagamentoMotivo.id, ofertaLoteItem.motivoId))
      .leftJoin(usuario, eq(usuario.id, ofertaLoteItem.usuarioId))
      // A ticket line's payment, its registration and event (desk sales, issue 32).
      .leftJoin(pagamento, and(eq(pagamento.igrejaId, churchId), eq(pagamento.id, ofertaLoteItem.pagamentoId)))
      .leftJoin(eventoInscricao, and(eq(eventoInscricao.igrejaId, churchId), eq(eventoInscricao.idPagamento, ofertaLoteItem.pagamentoId)))
      .leftJoin(evento, eq(evento.id, eventoInscricao.eventoId))
      .where(and(eq(ofertaLoteItem.igrejaId, churchId), eq(ofertaLoteItem.loteId, loteId)))
      .orderBy(asc(ofertaLoteItem.id))
  );
}
export type LineRow = Awaited<ReturnType<typeof listLines>>[number];

export function listAdjustments(tx: Tx, churchId: number, loteId: number) {
  return tx
    .select({
      id: ofertaLoteAjuste.id,
      motivoId: ofertaLoteAjuste.motivoId,
      motivoNome: pagamentoMotivo.nome,
      metodo: ofertaLoteAjuste.metodo,
      valor: ofertaLoteAjuste.valor,
      justificativa: ofertaLoteAjuste.justificativa,
      criadoPorContaId: ofertaLoteAjuste.criadoPorContaId,
      criadoPorNome: staffName(ofertaLoteAjuste.criadoPorContaId, churchId),
      criadoEm: ofertaLoteAjuste.criadoEm,
    })
    .from(ofertaLoteAjuste)
    .innerJoin(pagamentoMotivo, eq(pagamentoMotivo.id, ofertaLoteAjuste.motivoId))
    .where(and(eq(ofertaLoteAjuste.igrejaId, churchId), eq(ofertaLoteAjuste.loteId, loteId)))
    .orderBy(asc(ofertaLoteAjuste.id));
}
export type AdjustmentRow = Awaited<ReturnType<typeof listAdjustments>>[number];

/** The accounts that wrote a line of the batch (the four-eyes check). */
export async function lineAuthors(tx: Tx, churchId: number, loteId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ contaId: ofertaLoteItem.criadoPorContaId })
    .from(ofertaLoteItem)
    .where(and(eq(ofertaLoteItem.igrejaId, churchId), eq(ofertaLoteItem.loteId, loteId)));
  return rows.map((r) => r.contaId);
}

export async function findLine(tx: Tx, churchId: number, loteId: number, id: number) {
  const [row] = await tx
    .select()
    .from(ofertaLoteItem)
    .where(and(eq(ofertaLoteItem.igrejaId, churchId), eq(ofertaLoteItem.loteId, loteId), eq(ofertaLoteItem.id, id)));
  return row;
}

export async function insertBatch(tx: Tx, values: typeof ofertaLote.$inferInsert) {
  const [row] = await tx.insert(ofertaLote).values(values).returning({ id: ofertaLote.id });
  return row!.id;
}

export async function deleteBatch(tx: Tx, churchId: number, id: number) {
  await tx.delete(ofertaLote).where(and(eq(ofertaLote.igrejaId, churchId), eq(ofertaLote.id, id)));
}

export async function commitBatch(tx: Tx, churchId: number, id: number, contaId: number, at: Date) {
  await tx
    .update(ofertaLote)
    .set({ estado: 'confirmado', confirmadoPorContaId: contaId, confirmadoEm: at })
    .where(and(eq(ofertaLote.igrejaId, churchId), eq(ofertaLote.id, id)));
}

export async function insertLine(tx: Tx, values: typeof ofertaLoteItem.$inferInsert) {
  const [row] = await tx.insert(ofertaLoteItem).values(values).returning();
  return row!;
}

export async function updateLine(
  tx: Tx,
  churchId: number,
  id: number,
  values: Pick<typeof ofertaLoteItem.$inferInsert, 'motivoId' | 'metodo' | 'valor' | 'envelope' | 'usuarioId' | 'criadoPorContaId'>,
) {
  const [row] = await tx
    .update(ofertaLoteItem)
    .set(values)
    .where(and(eq(ofertaLoteItem.igrejaId, churchId), eq(ofertaLoteItem.id, id)))
    .returning();
  return row!;
}

export async function deleteLine(tx: Tx, churchId: number, id: number) {
  await tx.delete(ofertaLoteItem).where(and(eq(ofertaLoteItem.igrejaId, churchId), eq(ofertaLoteItem.id, id)));
}

export async function insertAdjustment(tx: Tx, values: typeof ofertaLoteAjuste.$inferInsert) {
  const [row] = await tx.insert(ofertaLoteAjuste).values(values).returning();
  return row!;
}

/** The church's reasons (funds): all of them with `ativos: false` (an adjustment may name an old one). */
export function listReasons(tx: Tx, churchId: number, { ativos = true } = {}) {
  return tx
    .select({ id: pagamentoMotivo.id, nome: pagamentoMotivo.nome })
    .from(pagamentoMotivo)
    .where(and(eq(pagamentoMotivo.igrejaId, churchId), ativos ? eq(pagamentoMotivo.flagAtivo, true) : undefined))
    .orderBy(asc(pagamentoMotivo.ordem), asc(pagamentoMotivo.nome));
}

export async function findReason(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select({ id: pagamentoMotivo.id, flagAtivo: pagamentoMotivo.flagAtivo })
    .from(pagamentoMotivo)
    .where(and(eq(pagamentoMotivo.igrejaId, churchId), eq(pagamentoMotivo.id, id)));
  return row;
}

export function listCongregations(tx: Tx, churchId: number) {
  return tx
    .select({ id: congregacao.id, nome: congregacao.nome })
    .from(congregacao)
    .where(and(eq(congregacao.igrejaId, churchId), eq(congregacao.flagAtivo, true)))
    .orderBy(asc(congregacao.nome));
}

export async function congregationExists(tx: Tx, churchId: number, id: number) {
  const [row] = await tx
    .select({ id: congregacao.id })
    .from(congregacao)
    .where(and(eq(congregacao.igrejaId, churchId), eq(congregacao.id, id)));
  return row !== undefined;
}

export async function memberExists(tx: Tx, churchId: number, usuarioId: number) {
  const [row] = await tx
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, usuarioId)));
  return row !== undefined;
}

/**
 * Up to 10 members whose name contains the text (or starts with it, under three letters): the candidates come from
 * congrega_people_match (migration 0026, its trigram index), then the name alone must match, so a counter cannot
 * find a person by e-mail.
 */
export function searchMembersByName(tx: Tx, churchId: number, q: string) {
  const pattern = [...q].length < 3 ? likePrefix(q) : likeText(q);
  return tx
    .select({ usuarioId: usuario.id, nome: memberName })
    .from(usuario)
    .where(
      and(
        eq(usuario.igrejaId, churchId),
        sql`${usuario.id} in (select congrega_people_match(${pattern}, false))`,
        sql`(${usuario.nome} || ' ' || ${usuario.sobrenome}) ilike ${pattern}`,
      ),
    )
    .orderBy(asc(usuario.nome), asc(usuario.sobrenome), asc(usuario.id))
    .limit(10);
}

/** A member's envelope lines at the church (their data export). */
export function envelopeLinesOf(tx: Tx, churchId: number, usuarioId: number) {
  return tx
    .select({
      data: ofertaLote.data,
      motivo: pagamentoMotivo.nome,
      metodo: ofertaLoteItem.metodo,
      valor: ofertaLoteItem.valor,
      envelope: ofertaLoteItem.envelope,
    })
    .from(ofertaLoteItem)
    .innerJoin(ofertaLote, eq(ofertaLote.id, ofertaLoteItem.loteId))
    .innerJoin(pagamentoMotivo, eq(pagamentoMotivo.id, ofertaLoteItem.motivoId))
    .where(and(eq(ofertaLoteItem.igrejaId, churchId), eq(ofertaLoteItem.usuarioId, usuarioId)))
    .orderBy(desc(ofertaLote.data));
}

/** Unlinks the member from their envelopes (erasure): the amounts stay in their batches (the trigger allows this). */
export async function unlinkEnvelopes(tx: Tx, churchId: number, usuarioId: number) {
  await tx
    .update(ofertaLoteItem)
    .set({ usuarioId: null })
    .where(and(eq(ofertaLoteItem.igrejaId, churchId), eq(ofertaLoteItem.usuarioId, usuarioId)));
}
