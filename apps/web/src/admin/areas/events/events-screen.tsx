import { EVENT_LIST_STATES, type TEventListItem, type TEventListQuery, type TEventListState } from '@congrega/contract/admin/event-list';
import { adminEventCreate, adminEventUpdate } from '@congrega/contract/endpoints/admin-events';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { useListParams } from '../../kit/list-params.ts';
import { ListFilters } from '../../kit/list-tools.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useEventList } from './events-api.ts';

const PAGE_SIZE = 30;
const FILTERS = ['q', 'estado'] as const;

const isState = (value: string | undefined): value is TEventListState => EVENT_LIST_STATES.some((s) => s === value);

/**
 * The church's events (those of the caller's grant: a grant scoped to one event shows that one), paged and counted
 * by the server: a title search and the coming / past / all choice (coming by default). Each title opens the
 * event's registrations; "Novo evento" and each row's edit link open the editor (a caller who may only view gets
 * its details, read-only).
 */
export function EventsScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const list = useListParams(FILTERS);
  const estado: TEventListState = isState(list.filters.estado) ? list.filters.estado : 'upcoming';
  const query: TEventListQuery = { q: list.filters.q, estado, page: list.page, limit: PAGE_SIZE };
  const events = useEventList(church.slug, query);
  const mayCall = useMayCall();
  const mayEdit = mayCall(adminEventUpdate);
  const state = (e: TEventListItem) => {
    if (!e.ativo) return <span className="status-badge status-failed">{t('events.inactive')}</span>;
    if (e.encerrado) return <span className="status-badge status-refunded">{t('events.ended')}</span>;
    return <span className="status-badge status-paid">{t('events.upcoming')}</span>;
  };
  const columns: Column<TEventListItem>[] = [
    {
      key: 'titulo',
      header: t('events.title'),
      cell: (e) => (
        <span className="person-cell">
          <Link to={consolePath(lang, church.slug, `events/${e.id}/registrations`)}>{e.titulo}</Link>
          {e.localNome ? <span className="muted">{e.localNome}</span> : null}
        </span>
      ),
    },
    { key: 'dataInicio', header: t('events.starts'), cell: (e) => formatAt(e.dataInicio, church, lang) },
    { key: 'dataFim', header: t('events.ends'), cell: (e) => formatAt(e.dataFim, church, lang) },
    { key: 'estado', header: t('events.state'), cell: state },
    {
      key: 'vendidos',
      header: t('events.sold'),
      cell: (e) => <span className="amount">{t('events.soldOf', { sold: e.vendidos, capacity: e.capacidade })}</span>,
    },
    { key: 'inscricoes', header: t('events.registrations'), cell: (e) => <span className="amount">{e.inscricoes}</span> },
    {
      key: 'editar',
      header: t('kit.actions'),
      cell: (e) => (
        <Link to={consolePath(lang, church.slug, `events/${e.id}/edit`)}>
          {mayEdit ? t('events.edit') : t('events.details')}
          <span className="sr-only"> ({e.titulo})</span>
        </Link>
      ),
    },
  ];
  const filtered = !!list.filters.q || estado !== 'upcoming';
  return (
    <>
      <PageHeader
        title={t('areas.events')}
        actions={
          mayCall(adminEventCreate) ? (
            <Link className="btn btn-primary" to={consolePath(lang, church.slug, 'events/new')}>
              {t('events.new')}
            </Link>
          ) : undefined
        }
      >
        <p className="muted">{t('events.intro')}</p>
      </PageHeader>
      <ListFilters values={list.filters} onApply={list.setFilters}>
        <Field label={t('events.search')}>
          {(control) => <input {...control} className="input" name="q" type="search" maxLength={100} defaultValue={list.filters.q ?? ''} />}
        </Field>
        <Field label={t('events.state')}>
          {(control) => (
            <select {...control} className="input" name="estado" defaultValue={estado}>
              {EVENT_LIST_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`events.states.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </ListFilters>
      <QueryState query={events} isEmpty={() => false}>
        {(data) => (
          <DataList
            caption={t('areas.events')}
            columns={columns}
            rows={data.itens}
            rowKey={(e) => e.id}
            paging={{ page: data.page, pageSize: data.limit, total: data.total, onPage: list.setPage }}
            empty={filtered ? t('events.noMatch') : t('events.empty')}
          />
        )}
      </QueryState>
    </>
  );
}
