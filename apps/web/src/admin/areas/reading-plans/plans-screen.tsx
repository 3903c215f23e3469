import type { TAdminReadingPlanListItem, TAdminReadingPlanListQuery } from '@congrega/contract/admin/reading-plans';
import { adminReadingPlanCreate } from '@congrega/contract/endpoints/admin-reading-plans';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { useListParams } from '../../kit/list-params.ts';
import { ListFilters } from '../../kit/list-tools.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { usePlanList } from './plans-api.ts';
import './plans.css';

const PAGE_SIZE = 30;
const FILTERS = ['q'] as const;

/** The church's reading plans ("Planos de leitura") with their statistics, paged by the server; each opens its editor. */
export function PlansScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const mayCreate = useMayCall()(adminReadingPlanCreate);
  const list = useListParams(FILTERS);
  const query: TAdminReadingPlanListQuery = { q: list.filters.q, page: list.page, limit: PAGE_SIZE };
  const plans = usePlanList(church.slug, query);
  const columns: Column<TAdminReadingPlanListItem>[] = [
    {
      key: 'titulo',
      header: t('plans.title'),
      cell: (p) => <Link to={consolePath(lang, church.slug, `reading-plans/${p.id}`)}>{p.titulo}</Link>,
    },
    { key: 'totalDias', header: t('plans.days'), cell: (p) => <span className="amount">{p.totalDias}</span> },
    {
      key: 'ativo',
      header: t('plans.state'),
      cell: (p) =>
        p.ativo ? (
          <span className="status-badge status-paid">{t('plans.published')}</span>
        ) : (
          <span className="status-badge status-failed">{t('plans.draft')}</span>
        ),
    },
    { key: 'iniciados', header: t('plans.started'), cell: (p) => <span className="amount">{p.estatisticas.iniciados}</span> },
    { key: 'emDia', header: t('plans.onTrack'), cell: (p) => <span className="amount">{p.estatisticas.emDia}</span> },
    { key: 'concluidos', header: t('plans.finished'), cell: (p) => <span className="amount">{p.estatisticas.concluidos}</span> },
  ];
  return (
    <>
      <PageHeader
        title={t('areas.readingPlans')}
        actions={
          mayCreate ? (
            <Link className={buttonClass('primary')} to={consolePath(lang, church.slug, 'reading-plans/new')}>
              {t('plans.new')}
            </Link>
          ) : undefined
        }
      >
        <p className="muted">{t('plans.intro')}</p>
      </PageHeader>
      <ListFilters values={list.filters} onApply={list.setFilters}>
        <Field label={t('plans.search')}>
          {(control) => <input {...control} className="input" name="q" type="search" maxLength={100} defaultValue={list.filters.q ?? ''} />}
        </Field>
      </ListFilters>
      <QueryState query={plans} isEmpty={() => false}>
        {(data) => (
          <DataList
            caption={t('areas.readingPlans')}
            columns={columns}
            rows={data.itens}
            rowKey={(p) => p.id}
            paging={{ page: data.page, pageSize: data.limit, total: data.total, onPage: list.setPage }}
            empty={list.filters.q ? t('plans.noMatch') : t('plans.empty')}
          />
        )}
      </QueryState>
    </>
  );
}
