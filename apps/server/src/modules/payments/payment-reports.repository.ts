import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prepareReportRollup } from '../../db/report-sql.ts';
import { pagamentoMotivo } from './payments.schema.ts';
import { relatorioFinanceiroMes as mes } from './report-rollup.schema.ts';

/**
 * The money console's yearly reports of payments (admin/finance-reports.ts has the rules), read from the report
 * rollup (report-rollup.schema.ts: kept by triggers in the transaction of every change, months in the church's time
 * zone), church first by its primary key: a few hundred rows whatever the number of payments. What they count is the
 * raw aggregate over the payments (admin/finance-reports-raw.test-helpers.ts, which the comparison test holds them
 * to): gifts split between their items, paid payments of every destination, refunds not refused.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type GiftMonthRow = { ano: number; mes: number; motivo_id: number | null; motivo: string | null; valor: string };

/** Gifts received per reason and month in the years `ano - 1` and `ano` (a payment without items: no reason). */
export async function giftsByReasonMonth(tx: Tx, churchId: number, ano: number, timeZone: string): Promise<GiftMonthRow[]> {
  await prepareReportRollup(tx, churchId, timeZone);
  const result = await tx.execute(sql`
    select r.ano, r.mes, nullif(r.chave, 0) as motivo_id, m.nome as motivo, r.valor::text as valor
    from ${mes} r left join ${pagamentoMotivo} m on m.igreja_id = ${churchId} and m.id = r.chave
    where r.igreja_id = ${churchId} and r.relatorio = 'doacao' and r.ano in (${ano - 1}, ${ano}) and r.quantidade > 0`);
  return rowsOf<GiftMonthRow>(result);
}

export type FeeMonthRow = { mes: number; metodo: string | null; pagamentos: string; bruto: string; taxas: string };

/** Paid payments of every destination per month and method: how many, their totals and the fees payers covered. */
export async function feesByMonthMethod(tx: Tx, churchId: number, ano: number, timeZone: string): Promise<FeeMonthRow[]> {
  await prepareReportRollup(tx, churchId, timeZone);
  const result = await tx.execute(sql`
    select r.mes, nullif(r.metodo, '') as metodo, r.quantidade::text as pagamentos, r.valor::text as bruto, r.taxas::text as taxas
    from ${mes} r
    where r.igreja_id = ${churchId} and r.relatorio = 'taxa' and r.ano = ${ano} and r.quantidade > 0`);
  return rowsOf<FeeMonthRow>(result);
}

export type RefundMonthRow = { mes: number; metodo: string | null; quantidade: string; valor: string };

/** Refunds not refused (processing or concluded), by the month they were recorded and the payment's method. */
export async function refundsByMonthMethod(tx: Tx, churchId: number, ano: number, timeZone: string): Promise<RefundMonthRow[]> {
  await prepareReportRollup(tx, churchId, timeZone);
  const result = await tx.execute(sql`
    select r.mes, nullif(r.metodo, '') as metodo, r.quantidade::text as quantidade, r.valor::text as valor
    from ${mes} r
    where r.igreja_id = ${churchId} and r.relatorio = 'estorno' and r.ano = ${ano} and r.quantidade > 0`);
  return rowsOf<RefundMonthRow>(result);
}
