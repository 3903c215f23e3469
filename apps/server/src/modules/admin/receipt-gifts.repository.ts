import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { igreja } from '../church/church.schema.ts';
import { pagamento, pagamentoItem, pagamentoMotivo } from '../payments/payments.schema.ts';
import { ofertaLote, ofertaLoteItem } from './offerings.schema.ts';
import { donationsOfYear, envelopesOfYear, paidAt } from './receipts.repository.ts';

/**
 * SQL of what a yearly receipt prints (receipts-runner.ts reads it for a chunk of givers): the church's heading, the
 * givers, their online donations and envelopes of the year. Runs in the caller's church transaction.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What a receipt prints of the church. */
export async function findChurchHeading(tx: Tx, churchId: number) {
  const [row] = await tx
    .select({
      nome: igreja.nome,
      moeda: igreja.moeda,
      fusoHorario: igreja.fusoHorario,
      razaoSocial: igreja.razaoSocial,
      cnpj: igreja.cnpj,
      idioma: igreja.idioma,
      logradouro: igreja.logradouro,
      numero: igreja.numero,
      complemento: igreja.complemento,
      bairro: igreja.bairro,
      cidade: igreja.cidade,
      estado: igreja.estado,
      cep: igreja.cep,
    })
    .from(igreja)
    .where(eq(igreja.id, churchId));
  return row;
}
export type ChurchHeadingRow = NonNullable<Awaited<ReturnType<typeof findChurchHeading>>>;

/** The givers' names and CPFs. */
export function listGivers(tx: Tx, churchId: number, usuarioIds: number[]) {
  if (!usuarioIds.length) return Promise.resolve([]);
  return tx
    .select({ id: usuario.id, nome: usuario.nome, sobrenome: usuario.sobrenome, cpf: usuario.cpf })
    .from(usuario)
    .where(and(eq(usuario.igrejaId, churchId), inArray(usuario.id, usuarioIds)));
}

export type GiftRow = { usuarioId: number; mes: number; valor: number; total: number; estornado: number; idioma: string; id: number };

/** The givers' online donations of the year, with the month they were paid in, oldest first. */
export async function listYearPayments(tx: Tx, churchId: number, usuarioIds: number[], ano: number, timeZone: string): Promise<GiftRow[]> {
  if (!usuarioIds.length) return [];
  return tx
    .select({
      id: pagamento.id,
      usuarioId: sql<number>`${pagamento.idUsuario}`.mapWith(Number),
      mes: sql<number>`extract(month from (${paidAt} at time zone ${timeZone}))::int`.mapWith(Number),
      valor: pagamento.valor,
      total: pagamento.total,
      estornado: pagamento.valorEstornado,
      idioma: pagamento.idioma,
    })
    .from(pagamento)
    .where(and(donationsOfYear(churchId, ano, timeZone), inArray(pagamento.idUsuario, usuarioIds)))
    .orderBy(asc(paidAt), asc(pagamento.id));
}

/** The reasons (name and value) of these payments; a reason deleted since is named by the payment's description. */
export function listPaymentReasons(tx: Tx, churchId: number, paymentIds: number[]) {
  if (!paymentIds.length) return Promise.resolve([]);
  return tx
    .select({
      idPagamento: pagamentoItem.idPagamento,
      nome: sql<string>`coalesce(${pagamentoMotivo.nome}, ${pagamento.descricao})`,
      valor: pagamentoItem.valor,
    })
    .from(pagamentoItem)
    .innerJoin(pagamento, and(eq(pagamento.id, pagamentoItem.idPagamento), eq(pagamento.igrejaId, churchId)))
    .leftJoin(pagamentoMotivo, and(eq(pagamentoMotivo.id, pagamentoItem.idPagamentoMotivo), eq(pagamentoMotivo.igrejaId, churchId)))
    .where(and(eq(pagamentoItem.igrejaId, churchId), inArray(pagamentoItem.idPagamento, paymentIds)))
    .orderBy(asc(pagamentoItem.idPagamento), asc(pagamentoItem.id));
}

/** The givers' envelopes of the year's committed batches, summed per giver, month and reason. */
export async function listYearEnvelopes(tx: Tx, churchId: number, usuarioIds: number[], ano: number) {
  if (!usuarioIds.length) return [];
  const result = await tx.execute(sql`
    select ${ofertaLoteItem.usuarioId} as "usuarioId", extract(month from ${ofertaLote.data})::int as mes,
      ${pagamentoMotivo.nome} as motivo, sum(${ofertaLoteItem.valor})::int as valor
    from ${ofertaLoteItem}
    join ${ofertaLote} on ${ofertaLote.id} = ${ofertaLoteItem.loteId} and ${ofertaLote.igrejaId} = ${churchId}
    join ${pagamentoMotivo} on ${pagamentoMotivo.id} = ${ofertaLoteItem.motivoId}
    where ${envelopesOfYear(churchId, ano)} and ${ofertaLoteItem.usuarioId} in ${usuarioIds}
    group by 1, 2, 3`);
  return rowsOf<{ usuarioId: number; mes: number; motivo: string; valor: number }>(result);
}
