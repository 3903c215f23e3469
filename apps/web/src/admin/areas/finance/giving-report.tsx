import type { TGivingReport, TGivingReportRow } from '@congrega/contract/admin/finance-reports';
import { useState } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Fact, Facts } from '../../kit/facts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { MONTHS, ReportFrame, useMoney, useMonthName } from './report-frame.tsx';

/**
 * Gifts by reason per month against the year before: a reason picked (all by default) draws this year's months as
 * bars and last year's as a line; the table lists each reason's month, online and counted cash apart.
 */
const reasonKey = (r: Pick<TGivingReportRow, 'motivoId'>) => String(r.motivoId ?? '');
const sum = (rows: TGivingReportRow[], pick: (r: TGivingReportRow) => number) => rows.reduce((s, r) => s + pick(r), 0);
const thisYear = (r: TGivingReportRow) => r.online + r.dinheiro;
const lastYear = (r: TGivingReportRow) => r.anteriorOnline + r.anteriorDinheiro;

export function GivingReport({ data }: { data: TGivingReport }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const money = useMoney(data.moeda);
  const month = useMonthName();
  const [reason, setReason] = useState('');
  const reasonName = (r: TGivingReportRow) => r.motivo || t('reports.giving.deletedReason');
  const reasons = [...new Map(data.linhas.map((r) => [reasonKey(r), reasonName(r)])).entries()];
  const rows = reason ? data.linhas.filter((r) => reasonKey(r) === reason) : data.linhas;
  const byMonth = (pick: (r: TGivingReportRow) => number) =>
    MONTHS.map((m) =>
      sum(
        rows.filter((r) => r.mes === m),
        pick,
      ),
    );
  const previous = data.ano - 1;
  const totals = { current: sum(rows, thisYear), previous: sum(rows, lastYear) };
  const chosen = reason ? reasons.find(([k]) => k === reason)?.[1] : t('reports.giving.allReasons');
  return (
    <ReportFrame
      kind="giving"
      ano={data.ano}
      title={t('reports.kinds.giving')}
      caption={t('reports.giving.caption', { year: data.ano, previous })}
      rows={rows}
      rowKey={(r) => `${reasonKey(r)}:${r.mes}`}
      chart={
        rows.length
          ? {
              labels: MONTHS.map((m) => month(m, 'short')),
              series: [
                { label: String(data.ano), values: byMonth(thisYear), type: 'bars' },
                { label: String(previous), values: byMonth(lastYear), type: 'line' },
              ],
              currency: data.moeda,
              label: t('reports.giving.summary', {
                reason: chosen,
                year: data.ano,
                total: money(totals.current),
                previous,
                previousTotal: money(totals.previous),
              }),
            }
          : null
      }
      columns={[
        { key: 'mes', header: t('reports.month'), cell: (r) => month(r.mes) },
        { key: 'motivo', header: t('reports.giving.reason'), cell: reasonName },
        { key: 'online', header: t('reports.giving.online'), cell: (r) => money(r.online) },
        { key: 'dinheiro', header: t('reports.giving.cash'), cell: (r) => money(r.dinheiro) },
        { key: 'total', header: t('reports.giving.total', { year: data.ano }), cell: (r) => money(thisYear(r)) },
        { key: 'anterior', header: t('reports.giving.total', { year: previous }), cell: (r) => money(lastYear(r)) },
      ]}
    >
      <div className="list-filters-fields">
        <Field label={t('reports.giving.reason')}>
          {(control) => (
            <select {...control} className="input" value={reason} onChange={(e) => setReason(e.target.value)}>
              <option value="">{t('reports.giving.allReasons')}</option>
              {reasons.map(([key, name]) => (
                <option key={key} value={key}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Facts>
        <Fact label={t('reports.giving.total', { year: data.ano })}>
          <span className="amount">{money(totals.current)}</span>{' '}
          <span className="muted">
            {t('reports.giving.split', { online: money(sum(rows, (r) => r.online)), cash: money(sum(rows, (r) => r.dinheiro)) })}
          </span>
        </Fact>
        <Fact label={t('reports.giving.total', { year: previous })}>
          <span className="amount">{money(totals.previous)}</span>
        </Fact>
      </Facts>
    </ReportFrame>
  );
}
