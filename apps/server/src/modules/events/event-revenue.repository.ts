import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prepareReportRollup, proportionalShare } from '../../db/report-sql.ts';
import { MONEY_RECEIVED, pagamento } from '../payments/payments.schema.ts';
import { relatorioFinanceiroMes as mes } from '../payments/report-rollup.schema.ts';
import { evento, eventoBilhete, eventoIngresso, eventoInscricao } from './events.schema.ts';

/**
 * The money console's event revenue (admin/finance-reports.ts has the rules), church first in every filter. A
 * purchase's payment (total, fees, refunded) is split between its tickets in proportion to their types' prices (all
 * to the first ticket when all are free), in whole cents that add up to the payment: one aggregate statement for an
 * event, and the same split kept per ticket type and month by the report rollup (payments/report-rollup.schema.ts)
 * for a year.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Names the sums of `soma` (per ingresso_id) by event and ticket type, in the reports' order. */
const named = (churchId: number) => sql`
    select e.id as evento_id, e.titulo as evento, t.id as ingresso_id, t.nome as ingresso, s.bilhetes::text as bilhetes,
      s.bruto::text as bruto, s.taxas::text as taxas, s.estornado::text as estornado
    from soma s
    join ${eventoIngresso} t on t.igreja_id = ${churchId} and t.id = s.ingresso_id
    join ${evento} e on e.igreja_id = ${churchId} and e.id = t.evento_id
    order by e.titulo, e.id, t.ordem, t.id`;

export type TicketRevenueRow = {
  evento_id: number;
  evento: string;
  ingresso_id: number;
  ingresso: string;
  bilhetes: string;
  bruto: string;
  taxas: string;
  estornado: string;
};

/** A year's revenue per ticket type, from the report rollup (its 'evento' buckets, summed over the months). */
export async function ticketRevenue(tx: Tx, churchId: number, ano: number, timeZone: string): Promise<TicketRevenueRow[]> {
  await prepareReportRollup(tx, churchId, timeZone);
  const result = await tx.execute(sql`
    with soma as (
      select r.chave as ingresso_id, sum(r.quantidade) as bilhetes, sum(r.valor) as bruto, sum(r.taxas) as taxas,
        sum(r.estornado) as estornado
      from ${mes} r
      where r.igreja_id = ${churchId} and r.relatorio = 'evento' and r.ano = ${ano}
      group by r.chave having sum(r.quantidade) > 0
    )
    ${named(churchId)}`);
  return rowsOf<TicketRevenueRow>(result);
}

/** One event's revenue per ticket type (the staff console's registrations), whenever it was paid. */
export function eventTicketRevenue(tx: Tx, churchId: number, eventId: number): Promise<TicketRevenueRow[]> {
  return ticketRevenueWhere(
    tx,
    churchId,
    sql`pagamento.destino_id in (select i.id from ${eventoInscricao} i where i.igreja_id = ${churchId} and i.evento_id = ${eventId})`,
  );
}

/** The revenue of the event payments `paid` selects, split per ticket type (also the raw yearly figure the rollup is held to). */
export async function ticketRevenueWhere(tx: Tx, churchId: number, paid: SQL): Promise<TicketRevenueRow[]> {
  const result = await tx.execute(sql`
    with pago as (
      select ${pagamento.id} as id, ${pagamento.total} as total, ${pagamento.taxas} as taxas, ${pagamento.valorEstornado} as estornado
      from ${pagamento}
      where ${pagamento.igrejaId} = ${churchId} and ${MONEY_RECEIVED}
        and ${pagamento.destinoTipo} = 'inscricao_evento' and ${paid}
    ), bilhete as (
      select pago.total, pago.taxas, pago.estornado, b.ingresso_id, t.valor as w,
        sum(t.valor) over ordem as acc, row_number() over ordem as k, sum(t.valor) over todo as wt
      from pago
      join ${eventoInscricao} r on r.igreja_id = ${churchId} and r.id_pagamento = pago.id
      join ${eventoBilhete} b on b.igreja_id = ${churchId} and b.inscricao_id = r.id
      join ${eventoIngresso} t on t.igreja_id = ${churchId} and t.id = b.ingresso_id
      window todo as (partition by pago.id), ordem as (todo order by b.id rows unbounded preceding)
    ), soma as (
      select ingresso_id, count(*) as bilhetes, sum(${proportionalShare('total', 'wt')}) as bruto,
        sum(${proportionalShare('taxas', 'wt')}) as taxas, sum(${proportionalShare('estornado', 'wt')}) as estornado
      from bilhete group by ingresso_id
    )
    ${named(churchId)}`);
  return rowsOf<TicketRevenueRow>(result);
}
