import type { TPeopleQuery, TPersonSummary } from '@congrega/contract/admin/people';
import { peopleExport } from '@congrega/contract/endpoints/admin-people';
import { Link, useLocation } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
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
const NAME_ORDER = { key: 'nome', dir: 'asc' } as const;

/**
 * The church's members, paged, counted and ordered by the server (by name, or by when they joined: the column
 * headers' sort): one search box (name or e-mail, or digits of a phone or CPF) and a congregation filter (one of
 * the church's congregations the server lists, or a row's congregation). Each name opens the profile; the CSV is
 * the server's export of the same filters.
 */
export function PeopleScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const location = useLocation();
  const list = useListParams(FILTERS, NAME_ORDER);
  const filters = { q: list.filters.q, congregacao: list.filters.congregacao ? Number(list.filters.congregacao) : undefined };
  // The server's order is by name, A to Z, unless asked otherwise.
  const sort = list.sort ?? NAME_ORDER;
  const order = sort.key === 'criadoEm' ? { sort: 'joined' as const, dir: sort.dir } : sort.dir === 'desc' ? { dir: sort.dir } : {};
  const query: TPeopleQuery = { ...filters, ...order, page: list.page, limit: PAGE_SIZE };
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
      sortable: true,
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
    { key: 'criadoEm', header: t('people.since'), sortable: true, cell: (p) => formatAt(p.criadoEm, church, lang, 'date') },
  ];
  const congregations = people.data?.congregacoes ?? [];
  const filtered = !!(list.filters.q || list.filters.congregacao);
  return (
    <>
      <PageHeader
        title={t('areas.people')}
        actions={
          <ButtonLink variant="secondary" to={consolePath(lang, church.slug, 'people/duplicates')}>
            {t('people.duplicatesLink')}
          </ButtonLink>
        }
      >
        <p className="muted">{t('people.intro')}</p>
      </PageHeader>
      <ListFilters values={list.filters} onApply={list.setFilters}>
        <Field label={t('people.search')} hint={t('people.searchHint')}>
          {(control) => <input {...control} className="input" name="q" type="search" maxLength={100} defaultValue={list.filters.q ?? ''} />}
        </Field>
        <Field label={t('people.congregation')}>
          {(control) => (
            // Keyed by the choices: the URL's congregation is selected once the server has listed them.
            <select
              {...control}
              key={congregations.length}
              className="input"
              name="congregacao"
              defaultValue={list.filters.congregacao ?? ''}
            >
              <option value="">{t('people.allCongregations')}</option>
              {congregations.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.nome}
                </option>
              ))}
            </select>
          )}
        </Field>
      </ListFilters>
      <QueryState query={people} isEmpty={() => false}>
        {(data) => (
          <DataList
            caption={t('areas.people')}
            columns={columns}
            rows={data.itens}
            rowKey={(p) => p.usuarioId}
            sort={sort}
            onSort={list.toggleSort}
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
