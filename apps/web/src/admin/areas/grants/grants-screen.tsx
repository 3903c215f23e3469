import { ADMIN_AREAS, type TGrant } from '@congrega/contract/admin/grants';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { sortRows, useListParams } from '../../kit/list-params.ts';
import { CsvButton, ListFilters } from '../../kit/list-tools.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { toast } from '../../kit/toasts.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { GrantForm } from './grant-form.tsx';
import { useGrants, useGrantWrites } from './grants-api.ts';
import { RoleHolders } from './role-holders.tsx';

const PAGE_SIZE = 20;

/**
 * Who has what at the church: the grants (filter by person or area, sort, page, bulk remove, CSV), each removable
 * after a confirmation and taking effect at once; the members holding one of the spec's roles; and the form that
 * gives a member a preset or one grant.
 */
export function GrantsScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const grants = useGrants(church.slug);
  const { create, remove } = useGrantWrites(church.slug);
  const list = useListParams(['q', 'area'], { key: 'pessoa', dir: 'asc' });
  const [selected, setSelected] = useState<Set<number | string>>(new Set());
  const [confirming, setConfirming] = useState<readonly number[] | null>(null);
  const removal = useActionFailure(t('kit.saveFailed'));

  const what = (g: TGrant) => `${t(`grantAreas.${g.area}`)} · ${t(`actions.${g.action}`)}`;
  const columns: Column<TGrant>[] = [
    { key: 'pessoa', header: t('grants.person'), sortable: true, cell: (g) => <PersonCell name={g.pessoa.nome} email={g.pessoa.email} /> },
    { key: 'area', header: t('grants.grant'), sortable: true, cell: (g) => what(g) },
    { key: 'preset', header: t('grants.preset'), cell: (g) => (g.preset ? t(`presets.${g.preset}`) : '—') },
    {
      key: 'scope',
      header: t('grants.scope'),
      cell: (g) => (g.scopeKind ? `${t(`scopes.${g.scopeKind}`)} #${g.scopeId}` : t('grants.scopeAll')),
    },
    {
      key: 'expiresAt',
      header: t('grants.expires'),
      sortable: true,
      cell: (g) => (g.expiresAt ? formatAt(g.expiresAt, church, lang, 'date') : t('grants.noExpiry')),
    },
    {
      key: 'actions',
      header: t('kit.actions'),
      cell: (g) => (
        <Button variant="ghost" className="btn-sm" onClick={() => setConfirming([g.id])}>
          {t('grants.remove')}
          <span className="sr-only"> {`${g.pessoa.nome}: ${what(g)}`}</span>
        </Button>
      ),
    },
  ];

  const confirmRemove = async () => {
    if (!confirming) return;
    const ok = await removal.attempt(() => remove.mutateAsync(confirming));
    if (!ok) return;
    toast(t('grants.removed', { count: confirming.length }));
    setSelected(new Set());
    setConfirming(null);
  };

  return (
    <>
      <PageHeader title={t('areas.grants')}>
        <p className="muted">{t('grants.intro')}</p>
      </PageHeader>
      <ListFilters values={list.filters} onApply={list.setFilters}>
        <label className="field">
          <span className="field-label">{t('grants.searchPerson')}</span>
          <input className="input" name="q" type="search" defaultValue={list.filters.q ?? ''} />
        </label>
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
      </ListFilters>
      <QueryState query={grants} isEmpty={() => false}>
        {(data) => {
          const q = list.filters.q?.toLowerCase();
          const filtered = data.itens.filter(
            (g) =>
              (!list.filters.area || g.area === list.filters.area) &&
              (!q || g.pessoa.nome.toLowerCase().includes(q) || g.pessoa.email.toLowerCase().includes(q)),
          );
          const sorted = sortRows(filtered, list.sort, (g, key) =>
            key === 'pessoa' ? g.pessoa.nome : key === 'area' ? what(g) : key === 'expiresAt' ? g.expiresAt : null,
          );
          const page = Math.min(list.page, Math.max(1, Math.ceil(sorted.length / PAGE_SIZE)));
          const rows = sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
          return (
            <>
              <DataList
                caption={t('areas.grants')}
                columns={columns}
                rows={rows}
                rowKey={(g) => g.id}
                sort={list.sort}
                onSort={list.toggleSort}
                paging={{ page, pageSize: PAGE_SIZE, total: sorted.length, onPage: list.setPage }}
                selection={{
                  selected,
                  onChange: setSelected,
                  rowLabel: (g) => `${g.pessoa.nome}: ${what(g)}`,
                  actions: (
                    <Button variant="danger" className="btn-sm" onClick={() => setConfirming([...selected].map(Number))}>
                      {t('grants.removeSelected')}
                    </Button>
                  ),
                }}
                tools={
                  <CsvButton
                    fileName={`${church.slug}-grants.csv`}
                    rows={() => [
                      [
                        t('grants.person'),
                        t('grants.email'),
                        t('grants.grant'),
                        t('grants.preset'),
                        t('grants.scope'),
                        t('grants.expires'),
                      ],
                      ...sorted.map((g) => [
                        g.pessoa.nome,
                        g.pessoa.email,
                        what(g),
                        g.preset ?? '',
                        g.scopeKind ? `${g.scopeKind}:${g.scopeId}` : '',
                        g.expiresAt ?? '',
                      ]),
                    ]}
                  />
                }
                empty={data.itens.length === 0 ? t('grants.empty') : t('kit.noMatch')}
              />
              <RoleHolders holders={data.papeis} />
            </>
          );
        }}
      </QueryState>
      <GrantForm onCreate={(body) => create.mutateAsync(body)} />
      <ConfirmDialog
        open={confirming !== null}
        title={t('grants.confirmTitle', { count: confirming?.length ?? 0 })}
        description={t('grants.confirmBody')}
        confirmLabel={t('grants.remove')}
        cancelLabel={t('kit.cancel')}
        onConfirm={() => void confirmRemove()}
        onCancel={() => {
          removal.dismiss();
          setConfirming(null);
        }}
        pending={remove.isPending}
        error={removal.failure}
      />
    </>
  );
}

function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <span className="person-cell">
      <span>{name}</span>
      <span className="muted">{email}</span>
    </span>
  );
}
