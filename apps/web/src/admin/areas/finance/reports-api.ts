import type {
  TEventsReport,
  TFeesReport,
  TFinanceReportKind,
  TGivingReport,
  TRecurringReport,
  TRefundsReport,
} from '@congrega/contract/admin/finance-reports';
import * as reports from '@congrega/contract/endpoints/admin-finance-reports';
import { useQuery } from '@tanstack/react-query';
import { apiCall, apiFile } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/** The money console's reports of a year (finance view): each one call, its CSV from the server's export. */
const REPORTS = {
  giving: reports.financeReportGiving,
  events: reports.financeReportEvents,
  fees: reports.financeReportFees,
  refunds: reports.financeReportRefunds,
  recurring: reports.financeReportRecurring,
} as const;

const EXPORTS = {
  giving: reports.financeReportGivingExport,
  events: reports.financeReportEventsExport,
  fees: reports.financeReportFeesExport,
  refunds: reports.financeReportRefundsExport,
  recurring: reports.financeReportRecurringExport,
} as const satisfies Record<TFinanceReportKind, unknown>;

/** Each report's answer. */
export interface ReportOf {
  giving: TGivingReport;
  events: TEventsReport;
  fees: TFeesReport;
  refunds: TRefundsReport;
  recurring: TRecurringReport;
}

/** A report of `ano`; its figures do not change under the screen, so a year asked again within a minute is not refetched. */
export function useFinanceReport<K extends TFinanceReportKind>(kind: K, church: string, ano: number) {
  return useQuery({
    queryKey: churchKey(church, 'finance', 'reports', kind, ano),
    queryFn: ({ signal }) =>
      apiCall(REPORTS[kind] as typeof reports.financeReportGiving, { params: { church }, query: { ano } }, { signal }) as Promise<
        ReportOf[K]
      >,
    staleTime: 60_000,
  });
}

/** A report's CSV (the server's export, same figures). */
export function loadReportCsv(kind: TFinanceReportKind, church: string, ano: number): Promise<Blob> {
  return apiFile(EXPORTS[kind], { params: { church }, query: { ano } });
}
