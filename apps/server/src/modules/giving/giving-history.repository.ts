import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { igreja } from '../church/church.schema.ts';
import { pagamento, pagamentoItem, pagamentoMotivo } from '../payments/payments.schema.ts';

/**
 * SQL of the giver's history and yearly statement, run in the use case's church transaction. Every query filters
 * by church and by the giver's client account: the index pagamento_usuario_idx (igreja_id, id_usuario, criado_em)
 * serves both; row-level security backs the church filter.
 */

/** Payments of this destination are donations (POST /pagamento/ with `motivos`). */
const DONATION = 'doacao';

function ownDonations(churchId: number, usuarioId: number) {
  return and(eq(pagamento.igrejaId, churchId), eq(pagamento.idUsuario, usuarioId), eq(pagamento.destinoTipo, DONATION));
}

export type HistoryRow = {
  id: number;
  codigo: string;
  status: string;
  metodo: string | null;
  moeda: string;
  total: number;
  valorEstornado: number;
  descricao: string;
  recorrente: boolean;
  criadoEm: Date;
  pagoEm: Date | null;
};

/** One page of the member's donations, newest first, and how many there are in all. */
export async function listDonationPage(
  tx: Tx,
  churchId: number,
  usuarioId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: HistoryRow[]; total: number }> {
  const rows = await tx
    .select({
      id: pagamento.id,
      codigo: pagamento.codigo,
      status: pagamento.status,
      metodo: pagamento.metodo,
      moeda: pagamento.moeda,
      total: pagamento.total,
      valorEstornado: pagamento.valorEstornado,
      descricao: pagamento.descricao,
      recorrente: sql<boolean>`${pagamento.doacaoRecorrenteId} is not null`,
      criadoEm: pagamento.criadoEm,
      pagoEm: pagamento.pagoEm,
    })
    .from(pagamento)
    .where(ownDonations(churchId, usuarioId))
    .orderBy(desc(pagamento.criadoEm), desc(pagamento.id))
    .offset(page.offset)
    .limit(page.limit);
  const [counted] = await tx.select({ n: count() }).from(pagamento).where(ownDonations(churchId, usuarioId));
  return { rows, total: counted?.n ?? 0 };
}

export type ItemRow = { idPagamento: number; nome: string | null; valor: number };

/** The reasons (name and value) of these payments, in insertion order. */
export async function listDonationItems(tx: Tx, churchId: number, paymentIds: number[]): Promise<ItemRow[]> {
  if (paymentIds.length === 0) return [];
  return tx
    .select({ idPagamento: pagamentoItem.idPagamento, nome: pagamentoMotivo.nome, valor: pagamentoItem.valor })
    .from(pagamentoItem)
    .leftJoin(pagamentoMotivo, and(eq(pagamentoMotivo.id, pagamentoItem.idPagamentoMotivo), eq(pagamentoMotivo.igrejaId, churchId)))
    .where(and(eq(pagamentoItem.igrejaId, churchId), inArray(pagamentoItem.idPagamento, paymentIds)))
    .orderBy(asc(pagamentoItem.idPagamento), asc(pagamentoItem.id));
}

export type StatementPaymentRow = {
  id: number;
  metodo: string | null;
  moeda: string;
  valor: number;
  total: number;
  descricao: string;
  pagoEm: Date;
};

/** The member's approved donations paid in calendar year `ano` of the church's zone `timeZone`, oldest first. */
export async function listApprovedDonationsOfYear(
  tx: Tx,
  churchId: number,
  usuarioId: number,
  ano: number,
  timeZone: string,
): Promise<StatementPaymentRow[]> {
  const paidAt = sql<Date>`coalesce(${pagamento.pagoEm}, ${pagamento.criadoEm})`;
  const yearStart = (y: number) => sql`(${`${y}-01-01 00:00:00`}::timestamp at time zone ${timeZone})`;
  return tx
    .select({
      id: pagamento.id,
      metodo: pagamento.metodo,
      moeda: pagamento.moeda,
      valor: pagamento.valor,
      total: pagamento.total,
      descricao: pagamento.descricao,
      pagoEm: paidAt.mapWith(pagamento.pagoEm),
    })
    .from(pagamento)
    .where(
      and(ownDonations(churchId, usuarioId), eq(pagamento.status, 'aprovado'), gte(paidAt, yearStart(ano)), lt(paidAt, yearStart(ano + 1))),
    )
    .orderBy(asc(paidAt), asc(pagamento.id));
}

/** The statement's heading: the church's name and the giver's name and CPF (their own document). */
export async function findStatementHeading(tx: Tx, churchId: number, usuarioId: number) {
  const [row] = await tx
    .select({ igreja: igreja.nome, nome: usuario.nome, sobrenome: usuario.sobrenome, cpf: usuario.cpf })
    .from(usuario)
    .innerJoin(igreja, eq(igreja.id, usuario.igrejaId))
    .where(and(eq(usuario.igrejaId, churchId), eq(usuario.id, usuarioId)))
    .limit(1);
  return row;
}
