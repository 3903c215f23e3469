import { ADMIN_AREAS } from '@congrega/contract/admin/grants';
import type { TAuditEntry, TAuditQuery } from '@congrega/contract/admin/audit';
import { auditExport, auditList } from '@congrega/contract/endpoints/admin-audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { apiCall, apiFile } from '../../../lib/api-call.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { useListParams } from '../../kit/list-params.ts';
import { CsvButton, ListFilters } from '../../kit/list-tools.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { churchKey, useConsole } from '../../lib/console-context.ts';

const PAGE_SIZE = 25;
const FILTERS = ['ator', 'area', 'entidade', 'entidadeId', 'de', 'ate'] as const;

/**
 * The church's audit log, newest first, paged by the server: filter by area, entity (and its id) and days; a
 * person's own history by choosing their name. Each entry opens what changed (before and after, masked by the
 * server).
 */
export function AuditScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const list = useListParams(FILTERS);
  const query: TAuditQuery = {
    ...list.filters,
    ator: list.filters.ator ? Number(list.filters.ator) : undefined,
    page: list.page,
    limit: PAGE_SIZE,
  } as TAuditQuery;
  const audit = useQuery({
    queryKey: churchKey(church.slug, 'audit', query),
    queryFn: ({ signal }) => apiCall(auditList, { params: { church: church.slug }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
  const byPerson = (entry: TAuditEntry) =>
    entry.ator.contaId === null ? (
      entry.ator.nome
    ) : (
      <Button variant="ghost" className="btn-sm" onClick={() => list.setFilters({ ...list.filters, ator: String(entry.ator.contaId) })}>
        {entry.ator.nome}
        <span className="sr-only"> {t('audit.historyOf')}</span>
      </Button>
    );
  const columns: Column<TAuditEntry>[] = [
    { key: 'em', header: t('audit.when'), cell: (e) => formatAt(e.em, church, lang) },
    { key: 'ator', header: t('audit.who'), cell: byPerson },
    { key: 'area', header: t('grants.area'), cell: (e) => t(`grantAreas.${e.area}`) },
    { key: 'acao', header: t('audit.action'), cell: (e) => t(`auditActions.${e.acao}`) },
    { key: 'entidade', header: t('audit.entity'), cell: (e) => `${e.entidade}${e.entidadeId ? ` #${e.entidadeId}` : ''}` },
    { key: 'detalhes', header: t('audit.details'), cell: (e) => <Changes entry={e} /> },
  ];
  const personName = audit.data?.itens.find((e) => String(e.ator.contaId) === list.filters.ator)?.ator.nome;
  return (
    <>
      <PageHeader title={t('areas.audit')}>
        <p className="muted">{t('audit.intro')}</p>
      </PageHeader>
      <ListFilters values={list.filters} onApply={(values) => list.setFilters({ ...values, ator: list.filters.ator ?? '' })}>
        <label className="field">
          <span className="field-label">{t('grants.area')}</span>
          <select className="input" name="area" defaultValue={list.filters.area ?? ''}>
            <option value="">{t('grants.allAreas')}</option>
            {ADMIN_AREAS.map((a) => (
              <option key={a} value={a}>
                {t(`grantAreas.${a}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">{t('audit.entity')}</span>
          <input className="input" name="entidade" defaultValue={list.filters.entidade ?? ''} />
        </label>
        <label className="field">
          <span className="field-label">{t('audit.entityId')}</span>
          <input className="input" name="entidadeId" defaultValue={list.filters.entidadeId ?? ''} />
        </label>
        <label className="field">
          <span className="field-label">{t('audit.from')}</span>
          <input className="input" name="de" type="date" defaultValue={list.filters.de ?? ''} />
        </label>
        <label className="field">
          <span className="field-label">{t('audit.to')}</span>
          <input className="input" name="ate" type="date" defaultValue={list.filters.ate ?? ''} />
        </label>
      </ListFilters>
      {list.filters.ator ? (
        <p className="filter-chip">
          {t('audit.personFilter', { name: personName ?? `#${list.filters.ator}` })}{' '}
          <Button variant="ghost" className="btn-sm" onClick={() => list.setFilters({ ...list.filters, ator: '' })}>
            {t('audit.everyone')}
          </Button>
        </p>
      ) : null}
      <QueryState query={audit} isEmpty={() => false}>
        {(data) => (
          <DataList
            caption={t('areas.audit')}
            columns={columns}
            rows={data.itens}
            rowKey={(e) => e.id}
            paging={{ page: data.page, pageSize: data.limit, total: data.total, onPage: list.setPage }}
            tools={
              data.total > 0 ? (
                <CsvButton
                  fileName={`${church.slug}-audit.csv`}
                  load={() => {
                    const { page: _page, limit: _limit, ...filters } = query;
                    return apiFile(auditExport, { params: { church: church.slug }, query: filters });
                  }}
                />
              ) : null
            }
            empty={t('audit.empty')}
          />
        )}
      </QueryState>
    </>
  );
}

function Changes({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  if (entry.antes === null && entry.depois === null) return '—';
  return (
    <details className="audit-changes">
      <summary>{t('audit.show')}</summary>
      {entry.antes !== null ? (
        <>
          <p className="muted">{t('audit.before')}</p>
          <pre>{JSON.stringify(entry.antes, null, 2)}</pre>
        </>
      ) : null}
      {entry.depois !== null ? (
        <>
          <p className="muted">{t('audit.after')}</p>
          <pre>{JSON.stringify(entry.depois, null, 2)}</pre>
        </>
      ) : null}
    </details>
  );
}
