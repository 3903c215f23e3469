import type {
  TEventsReport,
  TFeesReport,
  TFinanceReportKind,
  TGivingReport,
  TGivingReportRow,
  TRecurringReport,
  TRefundsReport,
} from '@congrega/contract/admin/finance-reports';
import { resolveTimeZone } from '@congrega/contract/datetime';
import { eventRevenueOfYear } from '../events/events.public.ts';
import { recurringMonths } from '../giving/giving.public.ts';
import { feeMonths, giftMonths, refundMonths } from '../payments/payments.public.ts';
import { adminRead, type AdminContext } from './admin-tx.ts';
import { reportCsv } from './finance-reports-csv.ts';
import { cashByReasonMonth } from './offerings-report.repository.ts';

/**
 * The money console's yearly reports (finance view; rules in packages/contract/src/admin/finance-reports.ts): each
 * one church transaction of the modules' aggregates (the giving report two: online gifts and counted cash), months
 * in the church's time zone, and its CSV from the same figures.
 */
const zoneOf = (ctx: AdminContext) => resolveTimeZone(ctx.staff.church.fusoHorario);
const head = (ctx: AdminContext, ano: number) => ({ ano, moeda: ctx.staff.church.moeda });

export function givingReport(ctx: AdminContext, ano: number): Promise<TGivingReport> {
  return adminRead(ctx, async (tx, church) => {
    const online = await giftMonths(tx, church.id, ano, zoneOf(ctx));
    const cash = await cashByReasonMonth(tx, church.id, ano);
    const rows = new Map<string, TGivingReportRow>();
    const add = (r: { ano: number; mes: number; motivoId: number | null; motivo: string | null; valor: number }, cash: boolean) => {
      const key = `${r.motivoId ?? ''}:${r.mes}`;
      const row = rows.get(key) ?? {
        motivoId: r.motivoId,
        motivo: r.motivo ?? '',
        mes: r.mes,
        online: 0,
        dinheiro: 0,
        anteriorOnline: 0,
        anteriorDinheiro: 0,
      };
      if (!row.motivo && r.motivo) row.motivo = r.motivo;
      const field = r.ano === ano ? (cash ? 'dinheiro' : 'online') : cash ? 'anteriorDinheiro' : 'anteriorOnline';
      row[field] += r.valor;
      rows.set(key, row);
    };
    for (const r of online) add(r, false);
    for (const r of cash)
      add({ ano: Number(r.ano), mes: Number(r.mes), motivoId: Number(r.motivo_id), motivo: r.motivo, valor: Number(r.valor) }, true);
    const linhas = [...rows.values()].sort(
      (a, b) => a.motivo.localeCompare(b.motivo) || (a.motivoId ?? 0) - (b.motivoId ?? 0) || a.mes - b.mes,
    );
    return { ...head(ctx, ano), linhas };
  });
}

export function eventsReport(ctx: AdminContext, ano: number): Promise<TEventsReport> {
  return adminRead(ctx, async (tx, church) => ({ ...head(ctx, ano), linhas: await eventRevenueOfYear(tx, church.id, ano, zoneOf(ctx)) }));
}

const byMonthMethod = (a: { mes: number; metodo: string | null }, b: { mes: number; metodo: string | null }) =>
  a.mes - b.mes || (a.metodo ?? '').localeCompare(b.metodo ?? '');

export function feesReport(ctx: AdminContext, ano: number): Promise<TFeesReport> {
  return adminRead(ctx, async (tx, church) => ({
    ...head(ctx, ano),
    linhas: (await feeMonths(tx, church.id, ano, zoneOf(ctx))).sort(byMonthMethod),
  }));
}

export function refundsReport(ctx: AdminContext, ano: number): Promise<TRefundsReport> {
  return adminRead(ctx, async (tx, church) => ({
    ...head(ctx, ano),
    linhas: (await refundMonths(tx, church.id, ano, zoneOf(ctx))).sort(byMonthMethod),
  }));
}

export function recurringReport(ctx: AdminContext, ano: number): Promise<TRecurringReport> {
  return adminRead(ctx, async (tx, church) => ({ ano, linhas: await recurringMonths(tx, church.id, ano, zoneOf(ctx)) }));
}

/** A report's CSV (the same figures as its screen; amounts in units of the currency with two decimals). */
export async function reportExport(ctx: AdminContext, kind: TFinanceReportKind, ano: number): Promise<string> {
  switch (kind) {
    case 'giving':
      return reportCsv.giving(await givingReport(ctx, ano));
    case 'events':
      return reportCsv.events(await eventsReport(ctx, ano));
    case 'fees':
      return reportCsv.fees(await feesReport(ctx, ano));
    case 'refunds':
      return reportCsv.refunds(await refundsReport(ctx, ano));
    case 'recurring':
      return reportCsv.recurring(await recurringReport(ctx, ano));
  }
}
