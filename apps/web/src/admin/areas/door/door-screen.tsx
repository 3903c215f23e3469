import './door.css';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useDoorEvents } from './door-api.ts';

/** The events whose door the caller may work (door staff: their event; a church admin: the coming ones). */
export function DoorScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const events = useDoorEvents(church.slug);
  return (
    <div className="door">
      <PageHeader title={t('areas.door')} />
      <QueryState query={events} empty={t('door.noEvents')} isEmpty={(d) => !d.itens.length}>
        {(data) => (
          <ul className="door-events">
            {data.itens.map((e) => (
              <li key={e.id}>
                <Link to={consolePath(lang, church.slug, `door/${e.id}`)}>{e.titulo}</Link>
                <span className="muted">
                  {formatAt(e.dataInicio, church, lang)}
                  {e.localNome ? ` · ${e.localNome}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
