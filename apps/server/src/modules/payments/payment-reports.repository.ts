import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inZonedYears, proportionalShare, zonedMonth, zonedYear } from '../../db/report-sql.ts';
import { MONEY_RECEIVED, pagamento, pagamentoItem, pagamentoMotivo } from './payments.schema.ts';
import { pagamentoEstorno } from './refunds.schema.ts';

/**
 * The money console's yearly reports of payments (admin/finance-reports.ts has the rules): one aggregate statement
 * each, church first in every filter, months in the church's time zone. Paid payments are found by
 * `pagamento_pago_idx` (igreja_id, pago_em; migrations 0031, 0038), refunds by `pagamento_estorno_criado_idx`.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type GiftMonthRow = { ano: number; mes: number; motivo_id: number | null; motivo: string | null; valor: string };

/**
 * Gifts received per reason and month in the years `ano - 1` and `ano`: each payment's total split between its
 * items by their values, which add up to the payment's `valor` (the checkout records the gift's reasons so: it is
 * the split's whole, read from the row instead of a second pass over the items), in one sort of the items; a
 * payment without items is counted whole under no reason. Reasons are named after the aggregate.
 */
export async function giftsByReasonMonth(tx: Tx, churchId: number, ano: number, timeZone: string): Promise<GiftMonthRow[]> {
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
  return rowsOf<GiftMonthRow>(result);
}

export type FeeMonthRow = { mes: number; metodo: string | null; pagamentos: string; bruto: string; taxas: string };

/** Paid payments of every destination per month and method: how many, their totals and the fees payers covered. */
export async function feesByMonthMethod(tx: Tx, churchId: number, ano: number, timeZone: string): Promise<FeeMonthRow[]> {
  const month = zonedMonth(pagamento.pagoEm, timeZone);
  const result = await tx.execute(sql`
    select ${month} as mes, ${pagamento.metodo} as metodo, count(*)::text as pagamentos,
      sum(${pagamento.total})::text as bruto, sum(${pagamento.taxas})::text as taxas
    from ${pagamento}
    where ${pagamento.igrejaId} = ${churchId} and ${MONEY_RECEIVED} and ${inZonedYears(pagamento.pagoEm, ano, ano + 1, timeZone)}
    group by 1, 2`);
  return rowsOf<FeeMonthRow>(result);
}

export type RefundMonthRow = { mes: number; metodo: string | null; quantidade: string; valor: string };

/** Refunds not refused (processing or concluded), by the month they were recorded and the payment's method. */
export async function refundsByMonthMethod(tx: Tx, churchId: number, ano: number, timeZone: string): Promise<RefundMonthRow[]> {
  const result = await tx.execute(sql`
    select ${zonedMonth(pagamentoEstorno.criadoEm, timeZone)} as mes, p.metodo as metodo, count(*)::text as quantidade,
      sum(${pagamentoEstorno.valor})::text as valor
    from ${pagamentoEstorno} join ${pagamento} p on p.igreja_id = ${churchId} and p.id = ${pagamentoEstorno.idPagamento}
    where ${pagamentoEstorno.igrejaId} = ${churchId} and ${pagamentoEstorno.status} <> 'recusado'
      and ${inZonedYears(pagamentoEstorno.criadoEm, ano, ano + 1, timeZone)}
    group by 1, 2`);
  return rowsOf<RefundMonthRow>(result);
}
