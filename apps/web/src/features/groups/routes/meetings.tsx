import '../../../components/link-card.css';
import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { meetingsQueryOptions, useMeetings } from '../api/get-meetings.ts';
import { currentGroupsScope } from '../lib/groups-scope.ts';
import '../groups.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  const celulaId = Number(params.celulaId);
  const scope = currentGroupsScope();
  if (scope.ready) void queryClient.prefetchQuery(meetingsQueryOptions(scope, celulaId));
  return { celulaId };
}

/** /groups/{celulaId}/meetings (login required; the group's members only: others see the server's "not found"). */
export function Component() {
  const { celulaId } = useLoaderData<typeof loader>();
  const { t } = useTranslation('groups');
  const meetings = useMeetings(celulaId);
  useDocumentTitle(t('meetings.title'));
  // The moment the screen opened decides what counts as upcoming.
  const [now] = useState(() => Date.now());
  return (
    <section className="groups-page group-narrow">
      <p>
        <Link to={`/groups/${celulaId}`}>{t('meetings.back')}</Link>
      </p>
      <h1>{t('meetings.title')}</h1>
      <QueryState query={meetings} empty={t('meetings.empty')}>
        {(list) => (
          <ul className="card-list card-list-single">
            {list.map((m) => (
              <li key={m.id}>
                <article className="link-card">
                  <div className="link-card-body">
                    <h2 className="link-card-title">
                      <Link to={`/groups/${celulaId}/meetings/${m.id}`} className="link-card-link">
                        {formatMoment(m.dataInicio, 'dateTime')}
                      </Link>
                    </h2>
                    {Date.parse(m.dataInicio) > now ? <p className="group-badge">{t('meetings.upcoming')}</p> : null}
                    {m.tema ? <p className="group-meta">{`${t('meetings.theme')}: ${m.tema}`}</p> : null}
                    {m.estudo ? <p className="group-meta">{`${t('meetings.study')}: ${m.estudo.titulo}`}</p> : null}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
