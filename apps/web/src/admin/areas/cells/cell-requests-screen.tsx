import type { TAdminCellRequest } from '@congrega/contract/admin/cells';
import { JOIN_REQUEST_STATUSES, type TJoinRequestStatus } from '@congrega/contract/groups';
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
import { consolePath } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useCellRequests } from './cells-api.ts';

const PAGE_SIZE = 30;
const isStatus = (v: string | undefined): v is TJoinRequestStatus => JOIN_REQUEST_STATUSES.some((s) => s === v);

/** `cells/requests`: every join request (a leader: their cells'), newest first, with who answered and when. */
export function CellRequestsScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const list = useListParams(['status']);
  const status = isStatus(list.filters.status) ? list.filters.status : undefined;
  const requests = useCellRequests(church.slug, status, list.page, PAGE_SIZE);
  const columns: Column<TAdminCellRequest>[] = [
    {
      key: 'pessoa',
      header: t('cells.requests.person'),
      cell: (r) => (
        <span className="person-cell">
          {r.pessoa.nome}
          <span className="muted">{r.pessoa.email}</span>
        </span>
      ),
    },
    {
      key: 'celula',
      header: t('cells.requests.cell'),
      cell: (r) => <Link to={consolePath(lang, church.slug, `cells/${r.celula.id}`)}>{r.celula.nome}</Link>,
    },
    { key: 'mensagem', header: t('cells.requests.message'), cell: (r) => r.mensagem ?? '' },
    { key: 'criadoEm', header: t('cells.requests.asked'), cell: (r) => formatAt(r.criadoEm, church, lang) },
    { key: 'status', header: t('cells.requests.status'), cell: (r) => t(`cells.requests.statuses.${r.status}`) },
    {
      key: 'resposta',
      header: t('cells.requests.answered'),
      cell: (r) =>
        r.respondidoEm
          ? t('cells.requests.answeredBy', {
              name: r.respondidoPor?.nome ?? t('cells.requests.someone'),
              at: formatAt(r.respondidoEm, church, lang),
            })
          : t('cells.requests.waiting'),
    },
  ];
  return (
    <>
      <PageHeader title={t('cells.requests.title')}>
        <p>
          <Link to={consolePath(lang, church.slug, 'cells')}>{t('cells.back')}</Link>
        </p>
      </PageHeader>
      <ListFilters values={list.filters} onApply={list.setFilters}>
        <Field label={t('cells.requests.status')}>
          {(control) => (
            <select {...control} className="input" name="status" defaultValue={status ?? ''}>
              <option value="">{t('cells.requests.all')}</option>
              {JOIN_REQUEST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`cells.requests.statuses.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </ListFilters>
      <QueryState query={requests} isEmpty={() => false}>
        {(data) => (
          <DataList
            caption={t('cells.requests.title')}
            columns={columns}
            rows={data.itens}
            rowKey={(r) => r.id}
            paging={{ page: list.page, pageSize: PAGE_SIZE, total: data.total, onPage: list.setPage }}
            empty={status ? t('kit.noMatch') : t('cells.requests.empty')}
          />
        )}
      </QueryState>
    </>
  );
}
