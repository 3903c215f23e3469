import '../../../components/link-card.css';
import { Link } from 'react-router';
import { PagedList } from '../../../components/paged-list.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.ts';
import { studiesQueryOptions, useStudies, useStudyConfig } from '../api/get-studies.ts';
import { currentGroupsScope } from '../lib/groups-scope.ts';
import '../groups.css';

export function loader() {
  const scope = currentGroupsScope();
  if (scope.ready) void queryClient.prefetchInfiniteQuery(studiesQueryOptions(scope));
  return null;
}

/** /studies: newest first; members-only studies are marked (and listed only for members). */
export function Component() {
  const { t } = useTranslation('groups');
  const { status } = useSession();
  const studies = useStudies();
  const config = useStudyConfig().data;
  const title = config?.titulo ?? t('studies.title');
  useDocumentTitle(title);
  return (
    <section className="groups-page">
      <h1>{title}</h1>
      <p>{config?.descricao ?? t('studies.intro')}</p>
      {status === 'guest' ? (
        <p className="group-hint">
          {t('studies.membersHint')} <Link to={`/access?redirectTo=${encodeURIComponent('/studies')}`}>{t('list.login')}</Link>
        </p>
      ) : null}
      <QueryState query={studies} empty={t('studies.empty')}>
        {(list) => (
          <PagedList
            className="card-list"
            items={list}
            getKey={(s) => s.id}
            pages={studies}
            loadMoreLabel={t('studies.loadMore')}
            renderItem={(s) => (
              <article className="link-card">
                <div className="link-card-body">
                  <h2 className="link-card-title">
                    <Link to={`/studies/${s.id}`} className="link-card-link">
                      {s.titulo}
                    </Link>
                  </h2>
                  {s.flagConteudoPublico ? null : <p className="group-badge">{t('studies.membersOnly')}</p>}
                  <p className="group-meta">{t('studies.published', { date: formatMoment(s.dataPublicacao) })}</p>
                  {s.resumo ? <p>{s.resumo}</p> : null}
                </div>
              </article>
            )}
          />
        )}
      </QueryState>
      <div className="actions">
        <ButtonLink to="/groups" variant="secondary">
          {t('home.groups')}
        </ButtonLink>
      </div>
    </section>
  );
}
