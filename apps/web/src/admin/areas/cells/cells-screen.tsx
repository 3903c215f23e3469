import type { TAdminCellSummary } from '@congrega/contract/admin/cells';
import { adminCellCreate, adminStudyList } from '@congrega/contract/endpoints/admin-cells';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { formatWallClock } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useCells } from './cells-api.ts';
import './cells.css';

/** The cells area: every cell (a leader: their own) with its leader, schedule, members and pending requests. */
export function CellsScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const cells = useCells(church.slug);
  const mayCall = useMayCall();
  const path = (p: string) => consolePath(lang, church.slug, p);
  const columns: Column<TAdminCellSummary>[] = [
    {
      key: 'nome',
      header: t('cells.name'),
      cell: (c) => (
        <span className="person-cell">
          <Link to={path(`cells/${c.id}`)}>{c.nome}</Link>
          {c.flagAtivo ? null : <span className="muted">{t('cells.inactive')}</span>}
        </span>
      ),
    },
    { key: 'lider', header: t('cells.leader'), cell: (c) => c.lideres.map((l) => l.nome).join(', ') || t('cells.noLeader') },
    {
      key: 'quando',
      header: t('cells.when'),
      cell: (c) => t('cells.schedule', { day: t(`cells.days.${c.diaSemana}`), time: formatWallClock(c.horario) }),
    },
    { key: 'bairro', header: t('cells.neighbourhood'), cell: (c) => c.bairro ?? '' },
    {
      key: 'membros',
      header: t('cells.members'),
      cell: (c) => (c.capacidade === null ? String(c.membros) : t('cells.ofCapacity', { count: c.membros, capacity: c.capacidade })),
    },
    {
      key: 'pendentes',
      header: t('cells.pending'),
      cell: (c) => (c.aceitaSolicitacoes ? String(c.pendentes) : t('cells.closed')),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('areas.cells')}
        actions={mayCall(adminCellCreate) ? <ButtonLink to={path('cells/new')}>{t('cells.new')}</ButtonLink> : undefined}
      >
        <ul className="cell-links">
          <li>
            <Link to={path('cells/requests')}>{t('cells.requests.title')}</Link>
          </li>
          {mayCall(adminStudyList) ? (
            <li>
              <Link to={path('cells/studies')}>{t('cells.studies.title')}</Link>
            </li>
          ) : null}
        </ul>
      </PageHeader>
      <QueryState query={cells} isEmpty={() => false}>
        {(data) => (
          <DataList caption={t('areas.cells')} columns={columns} rows={data.itens} rowKey={(c) => c.id} empty={t('cells.empty')} />
        )}
      </QueryState>
    </>
  );
}
