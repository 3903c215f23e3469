import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { likeText } from '../../lib/like-text.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { eventoInscricao } from '../events/events.schema.ts';
import { doacaoConvidado } from '../giving/giving.schema.ts';
import { MONEY_RECEIVED, PAID_AFTER_CANCEL, pagamento, pagamentoItem, pagamentoMotivo } from './payments.schema.ts';
import { descLast } from '../../db/order.ts';

/**
 * SQL of the money console's payments list, totals and export (issue 31), in the caller's church transaction. The
 * list walks pagamento_console_idx (igreja_id, criado_em desc, id desc) to its page; the totals aggregate the
 * filtered set once; the export pages by keyset on the same order, so each page costs the same whatever its depth.
 * A guest's name and e-mail are the ones kept with the gift (doacao_convidado) or the ticket purchase
 * (evento_inscricao.convidado).
 */
export interface PaymentFilter {
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** The church's zone (resolved) and the days `from` and `to` start (to exclusive), when they are whole days in it. */
  zone?: string;
  days?: { from?: string; to?: string };
  metodo?: string;
  status?: string;
  destino?: string;
  motivo?: number;
  pagador?: 'membro' | 'convidado';
  usuarioId?: number;
  comEstorno?: boolean;
  /** Cancelled orders whose money arrived afterwards (true), or all but those (false). */
  pagoAposCancelamento?: boolean;
  q?: string;
}

/**
 * The payments a search names, as one `id in (...)` over a union of index lookups (an OR across the tables would scan
 * every payment of the church): the order code (exact), the payments of the members it finds (their name or e-mail
 * contains it; or, for 3+ digits, their CPF's digits do), and those of guests by the name or e-mail kept with the
 * gift or the ticket purchase. Members and guests are matched by congrega_people_match() and
 * congrega_payment_guest_match() (migrations 0026, 0034) on their trigram indexes: row-level security would keep
 * ILIKE off any index here.
 */
function search(churchId: number, q: string): SQL {
  const digits = q.replace(/\D/g, '');
  const byDigits = !/\p{L}/u.test(q) && digits.length >= 3;
  const pattern = byDigits ? `%${digits}%` : likeText(q);
  const matched = sql`select congrega_people_match(${pattern}, ${byDigits})`;
  const members = byDigits
    ? sql`select ${usuario.id} from ${usuario} where ${usuario.igrejaId} = ${churchId} and ${usuario.id} in (${matched})
        and regexp_replace(coalesce(${usuario.cpf}, ''), '\\D', '', 'g') like ${pattern}`
    : matched;
  const ids = [
    sql`select p.id from ${pagamento} p where p.igreja_id = ${churchId} and p.codigo = ${q}`,
    sql`select p.id from ${pagamento} p where p.igreja_id = ${churchId} and p.id_usuario in (${members})`,
    ...(byDigits ? [] : [sql`select congrega_payment_guest_match(${pattern})`]),
  ];
  return sql`${pagamento.id} in (${sql.join(ids, sql` union all `)})`;
}

function where(churchId: number, f: PaymentFilter): SQL | undefined {
  return and(
    eq(pagamento.igrejaId, churchId),
    f.from ? gte(pagamento.criadoEm, f.from) : undefined,
    f.to ? lt(pagamento.criadoEm, f.to) : undefined,
    f.metodo ? eq(pagamento.metodo, f.metodo) : undefined,
    f.status ? eq(pagamento.status, f.status) : undefined,
    f.destino ? eq(pagamento.destinoTipo, f.destino) : undefined,
    f.motivo === undefined
      ? undefined
      : sql`exists (select 1 from ${pagamentoItem} where ${pagamentoItem.igrejaId} = ${churchId}
          and ${pagamentoItem.idPagamentoMotivo} = ${f.motivo} and ${pagamentoItem.idPagamento} = ${pagamento.id})`,
    f.pagador === 'membro' ? isNotNull(pagamento.idUsuario) : f.pagador === 'convidado' ? isNull(pagamento.idUsuario) : undefined,
    f.usuarioId === undefined ? undefined : eq(pagamento.idUsuario, f.usuarioId),
    f.comEstorno === undefined ? undefined : f.comEstorno ? gt(pagamento.valorEstornado, 0) : eq(pagamento.valorEstornado, 0),
    f.pagoAposCancelamento === undefined ? undefined : f.pagoAposCancelamento ? PAID_AFTER_CANCEL : sql`not ${PAID_AFTER_CANCEL}`,
    f.q ? search(churchId, f.q) : undefined,
  );
}

const summary = {
  id: pagamento.id,
  codigo: pagamento.codigo,
  status: pagamento.status,
  metodo: pagamento.metodo,
  destinoTipo: pagamento.destinoTipo,
  descricao: pagamento.descricao,
  idUsuario: pagamento.idUsuario,
  moeda: pagamento.moeda,
  valor: pagamento.valor,
  taxas: pagamento.taxas,
  total: pagamento.total,
  valorEstornado: pagamento.valorEstornado,
  criadoEm: pagamento.criadoEm,
  pagoEm: pagamento.pagoEm,
  membroNome: sql<string | null>`trim(${usuario.nome} || ' ' || ${usuario.sobrenome})`,
  membroEmail: usuario.email,
};
export type PaymentSummaryRow = Awaited<ReturnType<typeof searchPaymentRows>>[number];

/**
 * Keeps the rest of the church transaction on single-process plans: without parallel workers the planner walks the
 * church's entries of pagamento_console_idx (an index-only scan of this church) instead of a parallel scan of every
 * church's payments, which it costed lower when one church holds a large share of the table (EXPLAIN ANALYZE of the
 * list's totals over 100,000 of 300,000 payments: Parallel Seq Scan of all 300,000 rows in 3 processes, against an
 * Index Only Scan of the church's 100,000), and which on a 2-core machine only adds contention.
 */
export async function churchOnlyPlans(tx: Tx): Promise<void> {
  await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
}

/** One page, newest first (the total and the sums come from paymentTotals). */
export function searchPaymentRows(tx: Tx, churchId: number, f: PaymentFilter, page: { offset: number; limit: number }) {
  return tx
    .select(summary)
    .from(pagamento)
    .leftJoin(usuario, and(eq(usuario.igrejaId, pagamento.igrejaId), eq(usuario.id, pagamento.idUsuario)))
    .where(where(churchId, f))
    .orderBy(descLast(pagamento.criadoEm), descLast(pagamento.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** The filtered set's count and, of its paid payments, the sums (contract admin/finance.ts ZFinanceTotals). */
export async function paymentTotals(tx: Tx, churchId: number, f: PaymentFilter) {
  const [row] = await tx
    .select({
      quantidade: sql<number>`count(*)`.mapWith(Number),
      bruto: sql<number>`coalesce(sum(${pagamento.total}) filter (where ${MONEY_RECEIVED}), 0)`.mapWith(Number),
      taxas: sql<number>`coalesce(sum(${pagamento.taxas}) filter (where ${MONEY_RECEIVED}), 0)`.mapWith(Number),
      estornado: sql<number>`coalesce(sum(${pagamento.valorEstornado}) filter (where ${MONEY_RECEIVED}), 0)`.mapWith(Number),
    })
    .from(pagamento)
    .where(where(churchId, f));
  return row!;
}

/** One export page after the payment `afterId` in the list's order (keyset on criado_em, id: exact timestamps). */
export function paymentsAfter(tx: Tx, churchId: number, f: PaymentFilter, afterId: number | null, limit: number) {
  const after =
    afterId === null
      ? undefined
      : sql`(${pagamento.criadoEm}, ${pagamento.id}) < (select p2.criado_em, p2.id from ${pagamento} p2 where p2.igreja_id = ${churchId} and p2.id = ${afterId})`;
  return tx
    .select(summary)
    .from(pagamento)
    .leftJoin(usuario, and(eq(usuario.igrejaId, pagamento.igrejaId), eq(usuario.id, pagamento.idUsuario)))
    .where(and(where(churchId, f), after))
    .orderBy(descLast(pagamento.criadoEm), descLast(pagamento.id))
    .limit(limit);
}

/** The guests (no account) who made these payments: the gift's giver or the ticket buyer, by payment id. */
export async function guestPayersOf(tx: Tx, churchId: number, ids: number[]): Promise<Map<number, { nome: string; email: string }>> {
  const found = new Map<number, { nome: string; email: string }>();
  if (!ids.length) return found;
  const gifts = await tx
    .select({
      id: doacaoConvidado.pagamentoId,
      nome: doacaoConvidado.nome,
      sobrenome: doacaoConvidado.sobrenome,
      email: doacaoConvidado.email,
    })
    .from(doacaoConvidado)
    .where(and(eq(doacaoConvidado.igrejaId, churchId), inArray(doacaoConvidado.pagamentoId, ids)));
  for (const g of gifts) found.set(g.id, { nome: `${g.nome} ${g.sobrenome}`.trim(), email: g.email });
  const tickets = await tx
    .select({ id: eventoInscricao.idPagamento, convidado: eventoInscricao.convidado, email: eventoInscricao.convidadoEmail })
    .from(eventoInscricao)
    .where(
      and(eq(eventoInscricao.igrejaId, churchId), inArray(eventoInscricao.idPagamento, ids), isNotNull(eventoInscricao.convidadoEmail)),
    );
  for (const t of tickets) {
    const nome = [t.convidado?.nome, t.convidado?.sobrenome].filter(Boolean).join(' ');
    if (t.id !== null && t.email) found.set(t.id, { nome: nome || t.email, email: t.email });
  }
  return found;
}

/** Every reason of the church, inactive ones too, in the church's order. */
export function listAllReasons(tx: Tx, churchId: number) {
  return tx
    .select({ id: pagamentoMotivo.id, nome: pagamentoMotivo.nome, flagAtivo: pagamentoMotivo.flagAtivo })
    .from(pagamentoMotivo)
    .where(eq(pagamentoMotivo.igrejaId, churchId))
    .orderBy(asc(pagamentoMotivo.ordem), asc(pagamentoMotivo.id));
}

/** A member's name (the list's `usuarioId` filter chip). */
export async function findMemberName(tx: Tx, churchId: number, usuarioId: number) {
  const [row] = await tx
    .select({ nome: sql<string>`trim(${usuario.nome} || ' ' || ${usuario.sobrenome})` })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, usuarioId)))
    .limit(1);
  return row?.nome;
}
