import type { TFinanceReportKind } from '@congrega/contract/admin/finance-reports';
import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatMoney, formatMonthName } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { CsvButton } from '../../kit/list-tools.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { loadReportCsv } from './reports-api.ts';

/**
 * What every report shows (reports-screen.tsx): its heading, the chart (uPlot, in a chunk of its own loaded only
 * here through React.lazy) named by a summary of its figures, and the table of the same figures (the chart's
 * alternative for screen readers and keyboards) with the server's CSV of them.
 */
export interface ChartSeries {
  label: string;
  values: (number | null)[];
  type: 'bars' | 'line';
}
export interface ReportChartProps {
  labels: string[];
  series: ChartSeries[];
  /** The values are cents of this currency; absent: counts. */
  currency?: string;
  /** The chart's summary, its accessible name. */
  label: string;
}

const ReportChart = lazy(() => import('./report-chart.tsx'));

export const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Month names in the console's language: `short` for the chart's axis, `long` for the tables. */
export function useMonthName(): (mes: number, width?: 'short' | 'long') => string {
  const { lang } = useConsole();
  return (mes, width = 'long') => formatMonthName(mes, width, lang);
}

/** Cents in the report's currency, in the console's language. */
export function useMoney(currency: string): (cents: number) => string {
  const { lang } = useConsole();
  return (cents) => formatMoney(cents, currency, lang);
}

export function ReportFrame<T>({
  kind,
  ano,
  title,
  chart,
  caption,
  columns,
  rows,
  rowKey,
  children,
}: {
  kind: TFinanceReportKind;
  ano: number;
  title: string;
  chart: ReportChartProps | null;
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  children?: ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const titleId = `report-${kind}`;
  return (
    <section aria-labelledby={titleId} className="report">
      <h2 id={titleId}>{title}</h2>
      {children}
      {chart ? (
        <Suspense fallback={<Skeleton rows={4} label={t('reports.chartLoading')} />}>
          <ReportChart {...chart} />
        </Suspense>
      ) : null}
      <DataList
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        empty={t('reports.empty', { year: ano })}
        tools={<CsvButton fileName={`relatorio-${kind}-${ano}.csv`} load={() => loadReportCsv(kind, church.slug, ano)} />}
      />
    </section>
  );
}
