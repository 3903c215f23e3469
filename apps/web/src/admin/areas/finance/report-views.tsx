import type {
  TEventsReport,
  TEventsReportRow,
  TFeesReport,
  TFeesReportRow,
  TRecurringReport,
  TRefundsReport,
  TRefundsReportRow,
} from '@congrega/contract/admin/finance-reports';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { MONTHS, ReportFrame, useMoney, useMonthName } from './report-frame.tsx';

/**
 * The reports but giving (giving-report.tsx): event revenue by ticket type, fees per month and method, refunds
 * per month and method, recurring gifts per month. Each a chart of its figures and their table (report-frame.tsx).
 */
const total = <T,>(rows: readonly T[], pick: (r: T) => number) => rows.reduce((s, r) => s + pick(r), 0);
const perMonth = <T extends { mes: number }>(rows: readonly T[], pick: (r: T) => number) =>
  MONTHS.map((m) =>
    total(
      rows.filter((r) => r.mes === m),
      pick,
    ),
  );

function useMethodName() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (metodo: string | null) => (metodo ? t(`finance.methods.${metodo}`) : t('reports.noMethod'));
}

export function EventsReport({ data }: { data: TEventsReport }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const money = useMoney(data.moeda);
  const net = (r: TEventsReportRow) => r.bruto - r.taxas - r.estornado;
  const sums = {
    gross: total(data.linhas, (r) => r.bruto),
    fees: total(data.linhas, (r) => r.taxas),
    refunded: total(data.linhas, (r) => r.estornado),
  };
  return (
    <ReportFrame
      kind="events"
      ano={data.ano}
      title={t('reports.kinds.events')}
      caption={t('reports.events.caption', { year: data.ano })}
      rows={data.linhas}
      rowKey={(r) => r.ingressoId}
      chart={
        data.linhas.length
          ? {
              labels: data.linhas.map((r) => `${r.evento} · ${r.ingresso}`),
              series: [{ label: t('reports.gross'), values: data.linhas.map((r) => r.bruto), type: 'bars' }],
              currency: data.moeda,
              label: t('reports.events.summary', {
                year: data.ano,
                gross: money(sums.gross),
                fees: money(sums.fees),
                refunded: money(sums.refunded),
                net: money(sums.gross - sums.fees - sums.refunded),
              }),
            }
          : null
      }
      columns={[
        { key: 'evento', header: t('reports.events.event'), cell: (r) => r.evento },
        { key: 'ingresso', header: t('reports.events.ticket'), cell: (r) => r.ingresso },
        { key: 'bilhetes', header: t('reports.events.tickets'), cell: (r) => r.bilhetes },
        { key: 'bruto', header: t('reports.gross'), cell: (r) => money(r.bruto) },
        { key: 'taxas', header: t('reports.fees'), cell: (r) => money(r.taxas) },
        { key: 'estornado', header: t('reports.refunded'), cell: (r) => money(r.estornado) },
        { key: 'liquido', header: t('reports.net'), cell: (r) => money(net(r)) },
      ]}
    >
      <p className="muted">{t('reports.netRule')}</p>
    </ReportFrame>
  );
}

export function FeesReport({ data }: { data: TFeesReport }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const money = useMoney(data.moeda);
  const month = useMonthName();
  const methodName = useMethodName();
  const methods = [...new Set(data.linhas.map((r) => r.metodo))];
  return (
    <ReportFrame
      kind="fees"
      ano={data.ano}
      title={t('reports.kinds.fees')}
      caption={t('reports.fees.caption', { year: data.ano })}
      rows={data.linhas}
      rowKey={(r) => `${r.mes}:${r.metodo ?? ''}`}
      chart={
        data.linhas.length
          ? {
              labels: MONTHS.map((m) => month(m, 'short')),
              series: methods.map((metodo) => ({
                label: methodName(metodo),
                values: perMonth(
                  data.linhas.filter((r) => r.metodo === metodo),
                  (r: TFeesReportRow) => r.taxas,
                ),
                type: 'line' as const,
              })),
              currency: data.moeda,
              label: t('reports.fees.summary', { year: data.ano, fees: money(total(data.linhas, (r) => r.taxas)) }),
            }
          : null
      }
      columns={[
        { key: 'mes', header: t('reports.month'), cell: (r) => month(r.mes) },
        { key: 'metodo', header: t('reports.method'), cell: (r) => methodName(r.metodo) },
        { key: 'pagamentos', header: t('reports.fees.payments'), cell: (r) => r.pagamentos },
        { key: 'bruto', header: t('reports.gross'), cell: (r) => money(r.bruto) },
        { key: 'taxas', header: t('reports.fees'), cell: (r) => money(r.taxas) },
      ]}
    />
  );
}

export function RefundsReport({ data }: { data: TRefundsReport }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const money = useMoney(data.moeda);
  const month = useMonthName();
  const methodName = useMethodName();
  return (
    <ReportFrame
      kind="refunds"
      ano={data.ano}
      title={t('reports.kinds.refunds')}
      caption={t('reports.refunds.caption', { year: data.ano })}
      rows={data.linhas}
      rowKey={(r) => `${r.mes}:${r.metodo ?? ''}`}
      chart={
        data.linhas.length
          ? {
              labels: MONTHS.map((m) => month(m, 'short')),
              series: [{ label: t('reports.refunded'), values: perMonth(data.linhas, (r: TRefundsReportRow) => r.valor), type: 'bars' }],
              currency: data.moeda,
              label: t('reports.refunds.summary', {
                year: data.ano,
                count: total(data.linhas, (r) => r.quantidade),
                amount: money(total(data.linhas, (r) => r.valor)),
              }),
            }
          : null
      }
      columns={[
        { key: 'mes', header: t('reports.month'), cell: (r) => month(r.mes) },
        { key: 'metodo', header: t('reports.method'), cell: (r) => methodName(r.metodo) },
        { key: 'quantidade', header: t('reports.refunds.count'), cell: (r) => r.quantidade },
        { key: 'valor', header: t('reports.refunded'), cell: (r) => money(r.valor) },
      ]}
    >
      <p className="muted">{t('reports.refunds.rule')}</p>
    </ReportFrame>
  );
}

export function RecurringReport({ data }: { data: TRecurringReport }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const month = useMonthName();
  const ended = data.linhas.filter((r) => r.ativasFimMes !== null);
  const last = ended.at(-1);
  return (
    <ReportFrame
      kind="recurring"
      ano={data.ano}
      title={t('reports.kinds.recurring')}
      caption={t('reports.recurring.caption', { year: data.ano })}
      rows={data.linhas}
      rowKey={(r) => r.mes}
      chart={{
        labels: data.linhas.map((r) => month(r.mes, 'short')),
        series: [
          { label: t('reports.recurring.started'), values: data.linhas.map((r) => r.iniciadas), type: 'bars' },
          { label: t('reports.recurring.cancelled'), values: data.linhas.map((r) => r.canceladas), type: 'line' },
          { label: t('reports.recurring.active'), values: data.linhas.map((r) => r.ativasFimMes), type: 'line' },
        ],
        label: t('reports.recurring.summary', {
          year: data.ano,
          started: total(data.linhas, (r) => r.iniciadas),
          cancelled: total(data.linhas, (r) => r.canceladas),
          active: last ? t('reports.recurring.activeAt', { count: last.ativasFimMes ?? 0, month: month(last.mes) }) : '',
        }),
      }}
      columns={[
        { key: 'mes', header: t('reports.month'), cell: (r) => month(r.mes) },
        { key: 'iniciadas', header: t('reports.recurring.started'), cell: (r) => r.iniciadas },
        { key: 'canceladas', header: t('reports.recurring.cancelled'), cell: (r) => r.canceladas },
        {
          key: 'ativas',
          header: t('reports.recurring.active'),
          cell: (r) => (r.ativasFimMes === null ? <span className="muted">{t('reports.recurring.notEnded')}</span> : r.ativasFimMes),
        },
      ]}
    >
      <p className="muted">{t('reports.recurring.rule')}</p>
    </ReportFrame>
  );
}
