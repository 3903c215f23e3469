import './reports.css';
import { FINANCE_REPORT_KINDS, REPORT_YEAR_MIN, type TFinanceReportKind } from '@congrega/contract/admin/finance-reports';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { useYearParam, YearField } from '../../kit/year-field.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { GivingReport } from './giving-report.tsx';
import { EventsReport, FeesReport, RecurringReport, RefundsReport } from './report-views.tsx';
import { useFinanceReport, type ReportOf } from './reports-api.ts';

const isKind = (v: string | null): v is TFinanceReportKind => FINANCE_REPORT_KINDS.includes(v as TFinanceReportKind);

/**
 * The money console's reports ("Relatórios"): a year and one of the five reports, both in the address (?ano=,
 * ?relatorio=; this year and the giving report by default), each a chart with the table of its figures and its CSV.
 * The chart library is loaded by the first chart drawn (report-frame.tsx), never before.
 */
export function ReportsScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [params] = useSearchParams();
  const year = useYearParam(REPORT_YEAR_MIN, (thisYear) => thisYear);
  const { ano } = year;
  const asKind = params.get('relatorio');
  const kind: TFinanceReportKind = isKind(asKind) ? asKind : 'giving';
  return (
    <>
      <PageHeader title={t('areas.reports')}>
        <p className="muted">{t('reports.intro')}</p>
      </PageHeader>
      <YearField label={t('reports.year')} year={year} />
      <nav aria-label={t('reports.choose')} className="report-nav">
        <ul>
          {FINANCE_REPORT_KINDS.map((k) => (
            <li key={k}>
              <Link to={{ search: `?ano=${ano}&relatorio=${k}` }} replace aria-current={k === kind ? 'page' : undefined}>
                {t(`reports.kinds.${k}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Report kind={kind} ano={ano} />
    </>
  );
}

function Report({ kind, ano }: { kind: TFinanceReportKind; ano: number }) {
  switch (kind) {
    case 'giving':
      return <Loaded kind={kind} ano={ano} draw={(data) => <GivingReport data={data} />} />;
    case 'events':
      return <Loaded kind={kind} ano={ano} draw={(data) => <EventsReport data={data} />} />;
    case 'fees':
      return <Loaded kind={kind} ano={ano} draw={(data) => <FeesReport data={data} />} />;
    case 'refunds':
      return <Loaded kind={kind} ano={ano} draw={(data) => <RefundsReport data={data} />} />;
    case 'recurring':
      return <Loaded kind={kind} ano={ano} draw={(data) => <RecurringReport data={data} />} />;
  }
}

function Loaded<K extends TFinanceReportKind>({ kind, ano, draw }: { kind: K; ano: number; draw: (data: ReportOf[K]) => ReactNode }) {
  const { church } = useConsole();
  const query = useFinanceReport(kind, church.slug, ano);
  return (
    <QueryState query={query} isEmpty={() => false}>
      {(data) => draw(data)}
    </QueryState>
  );
}
