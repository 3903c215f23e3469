import type { TPeopleQuery, TPersonSummary } from '@congrega/contract/admin/people';
import { peopleExport } from '@congrega/contract/endpoints/admin-people';
import { Link, useLocation } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { apiFile } from '../../../lib/api-call.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { useListParams } from '../../kit/list-params.ts';
import { CsvButton, ListFilters } from '../../kit/list-tools.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { usePeople } from './people-api.ts';

const PAGE_SIZE = 30;
const FILTERS = ['q', 'congregacao'] as const;

/**
 * The church's members, in name order, paged and counted by the server: one search box (name or e-mail, or digits
 * of a phone or CPF) and a congregation filter (a row's congregation, chosen from the list). Each name opens the
 * profile; the CSV is the server's export of the same filters.
 */
export function PeopleScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const location = useLocation();
  const list = useListParams(FILTERS);
  const filters = { q: list.filters.q, congregacao: list.filters.congregacao ? Number(list.filters.congregacao) : undefined };
  const query: TPeopleQuery = { ...filters, page: list.page, limit: PAGE_SIZE };
  const people = usePeople(church.slug, query);
  const congregationFilter = (p: TPersonSummary) => {
    const congregation = p.congregacao;
    if (congregation === null) return '—';
    return (
      <Button variant="ghost" className="btn-sm" onClick={() => list.setFilters({ ...list.filters, congregacao: String(congregation.id) })}>
        {congregation.nome}
        <span className="sr-only"> {t('people.onlyCongregation')}</span>
      </Button>
    );
  };
  const columns: Column<TPersonSummary>[] = [
    {
      key: 'nome',
      header: t('people.name'),
      cell: (p) => (
        <span className="person-cell">
          <Link to={consolePath(lang, church.slug, `people/${p.usuarioId}`)} state={{ back: location.search }}>
            {p.nome}
          </Link>
          <span className="muted">{p.email}</span>
        </span>
      ),
    },
    { key: 'telefone', header: t('people.phone'), cell: (p) => p.telefone ?? '—' },
    { key: 'congregacao', header: t('people.congregation'), cell: congregationFilter },
    { key: 'ativo', header: t('people.status'), cell: (p) => (p.flagAtivo ? t('people.active') : t('people.inactive')) },
    { key: 'criadoEm', header: t('people.since'), cell: (p) => formatAt(p.criadoEm, church, lang, 'date') },
  ];
  const congregationName = people.data?.itens.find((p) => String(p.congregacao?.id) === list.filters.congregacao)?.congregacao?.nome;
  const filtered = !!(list.filters.q || list.filters.congregacao);
  return (
    <>
      <PageHeader title={t('areas.people')}>
        <p className="muted">{t('people.intro')}</p>
      </PageHeader>
      <ListFilters values={list.filters} onApply={list.setFilters}>
        <Field label={t('people.search')} hint={t('people.searchHint')}>
          {(control) => <input {...control} className="input" name="q" type="search" maxLength={100} defaultValue={list.filters.q ?? ''} />}
        </Field>
        {/* The congregation chosen from a row stays through a new search; "Clear filters" drops it too. */}
        <input type="hidden" name="congregacao" value={list.filters.congregacao ?? ''} />
      </ListFilters>
      {list.filters.congregacao ? (
        <p className="filter-chip">
          {t('people.congregationFilter', { name: congregationName ?? `#${list.filters.congregacao}` })}{' '}
          <Button variant="ghost" className="btn-sm" onClick={() => list.setFilters({ ...list.filters, congregacao: '' })}>
            {t('people.allCongregations')}
          </Button>
        </p>
      ) : null}
      <QueryState query={people} isEmpty={() => false}>
        {(data) => (
          <DataList
            caption={t('areas.people')}
            columns={columns}
            rows={data.itens}
            rowKey={(p) => p.usuarioId}
            paging={{ page: data.page, pageSize: data.limit, total: data.total, onPage: list.setPage }}
            tools={
              data.total > 0 ? (
                <CsvButton
                  fileName={`${church.slug}-people.csv`}
                  load={() => apiFile(peopleExport, { params: { church: church.slug }, query: filters })}
                />
              ) : null
            }
            empty={filtered ? t('people.noMatch') : t('people.empty')}
          />
        )}
      </QueryState>
    </>
  );
}
