import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inZonedYears, proportionalShare } from '../../db/report-sql.ts';
import { MONEY_RECEIVED, pagamento } from '../payments/payments.schema.ts';
import { evento, eventoBilhete, eventoIngresso, eventoInscricao } from './events.schema.ts';

/**
 * The money console's yearly event revenue (admin/finance-reports.ts has the rules): one aggregate statement, church
 * first in every filter. A purchase's payment (total, fees, refunded) is split between its tickets in proportion to
 * their types' prices (all to the first ticket when all are free), in whole cents that add up to the payment.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

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

export function ticketRevenue(tx: Tx, churchId: number, ano: number, timeZone: string): Promise<TicketRevenueRow[]> {
  return ticketRevenueWhere(tx, churchId, inZonedYears(pagamento.pagoEm, ano, ano + 1, timeZone));
}

/** One event's revenue per ticket type (the staff console's registrations), whenever it was paid. */
export function eventTicketRevenue(tx: Tx, churchId: number, eventId: number): Promise<TicketRevenueRow[]> {
  return ticketRevenueWhere(
    tx,
    churchId,
    sql`pagamento.destino_id in (select i.id from ${eventoInscricao} i where i.igreja_id = ${churchId} and i.evento_id = ${eventId})`,
  );
}

/** The revenue of the event payments `paid` selects, split per ticket type. */
async function ticketRevenueWhere(tx: Tx, churchId: number, paid: SQL): Promise<TicketRevenueRow[]> {
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
    select e.id as evento_id, e.titulo as evento, t.id as ingresso_id, t.nome as ingresso, s.bilhetes::text as bilhetes,
      s.bruto::text as bruto, s.taxas::text as taxas, s.estornado::text as estornado
    from soma s
    join ${eventoIngresso} t on t.igreja_id = ${churchId} and t.id = s.ingresso_id
    join ${evento} e on e.igreja_id = ${churchId} and e.id = t.evento_id
    order by e.titulo, e.id, t.ordem, t.id`);
  return rowsOf<TicketRevenueRow>(result);
}
