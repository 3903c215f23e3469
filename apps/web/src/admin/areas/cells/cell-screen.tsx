import { adminCellCreate, adminCellMove } from '@congrega/contract/endpoints/admin-cells';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { routeId } from '../../lib/route-id.ts';
import { CellForm } from './cell-form.tsx';
import { CellHealthSection } from './cell-health.tsx';
import { CellMembers } from './cell-members.tsx';
import { useCell } from './cells-api.ts';

/** `cells/new` and `cells/:cellId`: a cell's form, its members (moved between cells by staff) and its health. */
export function CellScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const { cellId: raw } = useParams();
  const cellId = raw === 'new' ? undefined : routeId(raw);
  const cell = useCell(church.slug, cellId);
  const navigate = useNavigate();
  const mayCall = useMayCall();
  const unscoped = mayCall(adminCellCreate);
  const back = (
    <p>
      <Link to={consolePath(lang, church.slug, 'cells')}>{t('cells.back')}</Link>
    </p>
  );
  if (cellId === undefined && raw !== 'new') return <p>{t('cells.notFound')}</p>;
  if (cellId === undefined)
    return (
      <>
        <PageHeader title={t('cells.new')}>{back}</PageHeader>
        <CellForm leaderLocked={false} onSaved={(c) => navigate(consolePath(lang, church.slug, `cells/${c.id}`), { replace: true })} />
      </>
    );
  return (
    <QueryState query={cell} isEmpty={() => false}>
      {(c) => (
        <>
          <PageHeader title={c.nome}>{back}</PageHeader>
          <CellForm key={c.id} cell={c} leaderLocked={!unscoped} onSaved={() => undefined} />
          <CellMembers cell={c} mayMove={mayCall(adminCellMove)} />
          <CellHealthSection cellId={c.id} />
        </>
      )}
    </QueryState>
  );
}
