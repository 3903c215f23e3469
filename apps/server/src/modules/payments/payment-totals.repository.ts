import { and, eq, gte, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pagamentoTotais as t, relatorioFinanceiroFuso } from './report-rollup.schema.ts';
import type { PaymentFilter } from './payment-search.repository.ts';

/**
 * The payments list's totals read from their rollup (pagamento_totais, migration 0067: per church, order day and
 * month in the rollup's zone, method, status and destination, kept at every change's commit) when the filter says
 * nothing else: a range of the church's whole days (its whole months read as months, the edge days as days) and any
 * of method, status and destination, with the rollup counted in the church's zone. Any other filter (reason, payer,
 * refund, search) returns undefined and the caller aggregates the payments themselves. The same figures either way
 * (finance-reports-rollup.test.ts holds them to the raw aggregate).
 */
export interface PaymentTotalsRow {
  quantidade: number;
  bruto: number;
  taxas: number;
  estornado: number;
}

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
function nextMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 12 ? `${String(y + 1).padStart(4, '0')}-01-01` : `${day.slice(0, 5)}${String(m + 1).padStart(2, '0')}-01`;
}

/** The rollup rows that sum to the days [from, to) (either end open): whole months as months, the rest as days. */
function rangeOf(from: string | undefined, to: string | undefined): SQL | undefined {
  const days = (a: string | undefined, b: string | undefined) =>
    and(eq(t.escala, 'd'), a === undefined ? undefined : gte(t.inicio, a), b === undefined ? undefined : lt(t.inicio, b));
  const monthsFrom = from === undefined ? undefined : firstOfMonth(from) === from ? from : nextMonth(from);
  const monthsTo = to === undefined ? undefined : firstOfMonth(to);
  if (monthsFrom !== undefined && monthsTo !== undefined && monthsFrom >= monthsTo) return days(from, to);
  return or(
    and(
      eq(t.escala, 'm'),
      monthsFrom === undefined ? undefined : gte(t.inicio, monthsFrom),
      monthsTo === undefined ? undefined : lt(t.inicio, monthsTo),
    ),
    ...(from !== undefined && from !== monthsFrom ? [days(from, monthsFrom)] : []),
    ...(to !== undefined && to !== monthsTo ? [days(monthsTo, to)] : []),
  );
}

/** Whether the rollup can answer the filter: only days, method, status and destination. */
export function rollupAnswers(f: PaymentFilter): boolean {
  const days = f.days ?? {};
  return (
    f.zone !== undefined &&
    (f.from === undefined) === (days.from === undefined) &&
    (f.to === undefined) === (days.to === undefined) &&
    f.motivo === undefined &&
    f.pagador === undefined &&
    f.usuarioId === undefined &&
    f.comEstorno === undefined &&
    f.pagoAposCancelamento === undefined &&
    !f.q
  );
}

/** The filtered set's count and sums from the rollup; undefined when it cannot answer (rollupAnswers, or its zone). */
export async function rolledUpTotals(tx: Tx, churchId: number, f: PaymentFilter): Promise<PaymentTotalsRow | undefined> {
  if (!rollupAnswers(f)) return undefined;
  const [zone] = await tx
    .select({ fuso: relatorioFinanceiroFuso.fuso })
    .from(relatorioFinanceiroFuso)
    .where(eq(relatorioFinanceiroFuso.igrejaId, churchId));
  if (zone?.fuso !== f.zone) return undefined;
  const sum = (c: AnyColumn) => sql<number>`coalesce(sum(${c}), 0)`.mapWith(Number);
  const [row] = await tx
    .select({ quantidade: sum(t.quantidade), bruto: sum(t.bruto), taxas: sum(t.taxas), estornado: sum(t.estornado) })
    .from(t)
    .where(
      and(
        eq(t.igrejaId, churchId),
        rangeOf(f.days?.from, f.days?.to),
        f.metodo ? eq(t.metodo, f.metodo) : undefined,
        f.status ? eq(t.status, f.status) : undefined,
        f.destino ? eq(t.destino, f.destino) : undefined,
      ),
    );
  return row!;
}
