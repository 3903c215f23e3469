import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inZonedYears, proportionalShare, zonedMonth, zonedYear, zonedYearStart } from '../../db/report-sql.ts';
import { ticketRevenueWhere } from '../events/event-revenue.repository.ts';
import { doacaoRecorrente } from '../giving/giving.schema.ts';
import { MONEY_RECEIVED, pagamento, pagamentoItem, pagamentoMotivo } from '../payments/payments.schema.ts';
import { pagamentoEstorno } from '../payments/refunds.schema.ts';

/**
 * The money console's yearly reports recomputed from the payments themselves (the aggregates the reports ran before
 * the rollup of migration 0059), and the recurring gifts' months by a join of each month with each gift (before the
 * one-pass count): what the reports must equal, row for row. Test-only.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Gifts per reason and month of `ano - 1` and `ano`: each payment's total split between its items by their values. */
export async function rawGifts(tx: Tx, churchId: number, ano: number, timeZone: string) {
  const result = await tx.execute(sql`
    with pago as (
      select ${pagamento.id} as id, ${pagamento.total} as total, ${pagamento.valor} as valor,
        ${zonedYear(pagamento.pagoEm, timeZone)} as ano, ${zonedMonth(pagamento.pagoEm, timeZone)} as mes
      from ${pagamento}
      where ${pagamento.igrejaId} = ${churchId} and ${MONEY_RECEIVED} and ${pagamento.destinoTipo} = 'doacao'
        and ${inZonedYears(pagamento.pagoEm, ano - 1, ano + 1, timeZone)}
    ), parte as (
      select pago.ano, pago.mes, pago.total, pago.valor, i.id_pagamento_motivo as motivo_id, coalesce(i.valor, pago.valor) as w,
        sum(coalesce(i.valor, pago.valor)) over ordem as acc, row_number() over ordem as k
      from pago left join ${pagamentoItem} i on i.igreja_id = ${churchId} and i.id_pagamento = pago.id
      window ordem as (partition by pago.id order by i.id rows unbounded preceding)
    ), soma as (
      select ano, mes, motivo_id, sum(${proportionalShare('total', 'valor')}) as valor from parte group by ano, mes, motivo_id
    )
    select s.ano, s.mes, s.motivo_id, m.nome as motivo, s.valor::text as valor
    from soma s left join ${pagamentoMotivo} m on m.igreja_id = ${churchId} and m.id = s.motivo_id`);
  return rowsOf<Record<string, unknown>>(result);
}

/** Paid payments per month and method of `ano`: how many, their totals and fees. */
export async function rawFees(tx: Tx, churchId: number, ano: number, timeZone: string) {
  const result = await tx.execute(sql`
    select ${zonedMonth(pagamento.pagoEm, timeZone)} as mes, ${pagamento.metodo} as metodo, count(*)::text as pagamentos,
      sum(${pagamento.total})::text as bruto, sum(${pagamento.taxas})::text as taxas
    from ${pagamento}
    where ${pagamento.igrejaId} = ${churchId} and ${MONEY_RECEIVED} and ${inZonedYears(pagamento.pagoEm, ano, ano + 1, timeZone)}
    group by 1, 2`);
  return rowsOf<Record<string, unknown>>(result);
}

/** Refunds not refused, by the month they were recorded and the payment's method. */
export async function rawRefunds(tx: Tx, churchId: number, ano: number, timeZone: string) {
  const result = await tx.execute(sql`
    select ${zonedMonth(pagamentoEstorno.criadoEm, timeZone)} as mes, p.metodo as metodo, count(*)::text as quantidade,
      sum(${pagamentoEstorno.valor})::text as valor
    from ${pagamentoEstorno} join ${pagamento} p on p.igreja_id = ${churchId} and p.id = ${pagamentoEstorno.idPagamento}
    where ${pagamentoEstorno.igrejaId} = ${churchId} and ${pagamentoEstorno.status} <> 'recusado'
      and ${inZonedYears(pagamentoEstorno.criadoEm, ano, ano + 1, timeZone)}
    group by 1, 2`);
  return rowsOf<Record<string, unknown>>(result);
}

/** Event revenue of `ano` per ticket type. */
export function rawEvents(tx: Tx, churchId: number, ano: number, timeZone: string) {
  return ticketRevenueWhere(tx, churchId, inZonedYears(pagamento.pagoEm, ano, ano + 1, timeZone));
}

/** Recurring gifts started, cancelled and in force at the end of each month of `ano` (null before it ended). */
export async function rawRecurring(tx: Tx, churchId: number, ano: number, timeZone: string) {
  const jan = sql`${`${String(ano).padStart(4, '0')}-01-01 00:00:00`}::timestamp`;
  const result = await tx.execute(sql`
    with mes as (
      select g as mes, ((${jan} + make_interval(months => g - 1)) at time zone ${timeZone}) as inicio,
        ((${jan} + make_interval(months => g)) at time zone ${timeZone}) as fim
      from generate_series(1, 12) g
    ), doacao as (
      select ${doacaoRecorrente.criadoEm} as criado, ${doacaoRecorrente.canceladoEm} as cancelado
      from ${doacaoRecorrente}
      where ${doacaoRecorrente.igrejaId} = ${churchId} and ${doacaoRecorrente.criadoEm} < ${zonedYearStart(ano + 1, timeZone)}
    )
    select m.mes,
      count(d.criado) filter (where d.criado >= m.inicio and d.criado < m.fim)::text as iniciadas,
      count(d.criado) filter (where d.cancelado >= m.inicio and d.cancelado < m.fim)::text as canceladas,
      case when m.fim > now() then null
        else count(d.criado) filter (where d.criado < m.fim and (d.cancelado is null or d.cancelado >= m.fim))::text end as ativas
    from mes m left join doacao d on d.criado < m.fim
    group by m.mes, m.fim
    order by m.mes`);
  return rowsOf<Record<string, unknown>>(result);
}
