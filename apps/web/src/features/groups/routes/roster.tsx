import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { useRoster } from '../api/leader-tools.ts';
import '../groups.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  return { celulaId: Number(params.celulaId) };
}

/** /groups/{celulaId}/members: the leader's roster with each member's contact (anyone else: the server's "not found"). */
export function Component() {
  const { celulaId } = useLoaderData<typeof loader>();
  const { t } = useTranslation('groups');
  const roster = useRoster(celulaId);
  useDocumentTitle(t('leader.roster'));
  return (
    <section className="groups-page group-narrow">
      <p>
        <Link to={`/groups/${celulaId}`}>{t('meetings.back')}</Link>
      </p>
      <h1>{roster.data ? t('leader.rosterOf', { name: roster.data.celula }) : t('leader.roster')}</h1>
      <QueryState query={roster} empty={t('leader.noMembers')} isEmpty={(r) => r.membros.length === 0}>
        {(r) => (
          <ul className="roster-list">
            {r.membros.map((m) => (
              <li key={m.usuarioId} className="roster-item">
                <p className="roster-name">{m.nome}</p>
                <p className="group-meta">
                  <a href={`mailto:${m.email}`}>{m.email}</a>
                  {m.telefone ? (
                    <>
                      {' · '}
                      <a href={`tel:${m.telefone}`}>{m.telefone}</a>
                    </>
                  ) : null}
                </p>
                <p className="group-meta">{t('leader.since', { date: formatMoment(m.desde, 'date') })}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
