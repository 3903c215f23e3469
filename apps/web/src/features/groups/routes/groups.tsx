import '../../../components/link-card.css';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.ts';
import { groupsQueryOptions, useGroups } from '../api/get-groups.ts';
import { GroupCard } from '../components/group-card.tsx';
import { filtersFrom, GroupFilters } from '../components/group-filters.tsx';
import { currentGroupsScope } from '../lib/groups-scope.ts';
import { useGeolocation } from '../../../lib/geolocation.ts';
import { byDistance } from '../lib/near-me.ts';
import '../groups.css';

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const scope = currentGroupsScope();
  const mine = params.get('tab') === 'mine';
  if (scope.ready && (!mine || scope.viewer !== 'guest')) {
    void queryClient.prefetchQuery(groupsQueryOptions(scope, mine ? { usuario: '1' } : filtersFrom(params)));
  }
  return null;
}

/**
 * /groups: tabs for the available groups (search, day, audience and neighbourhood filters, "nearest first" with the
 * visitor's consent; the position never leaves the browser) and the groups the member takes part in.
 */
export function Component() {
  const { t } = useTranslation('groups');
  const [params] = useSearchParams();
  const { status } = useSession();
  const mine = params.get('tab') === 'mine';
  const groups = useGroups(mine ? { usuario: '1' } : filtersFrom(params));
  const near = useGeolocation();
  useDocumentTitle(t('list.title'));
  const tabLink = (tab: 'available' | 'mine') => {
    const next = new URLSearchParams(params);
    if (tab === 'mine') next.set('tab', 'mine');
    else next.delete('tab');
    const query = next.toString();
    return query ? `/groups?${query}` : '/groups';
  };

  return (
    <section className="groups-page">
      <h1>{t('list.title')}</h1>
      <p>{t('list.intro')}</p>
      <nav className="group-tabs" aria-label={t('list.tabs')}>
        <Link to={tabLink('available')} aria-current={mine ? undefined : 'page'} className="group-tab">
          {t('list.available')}
        </Link>
        <Link to={tabLink('mine')} aria-current={mine ? 'page' : undefined} className="group-tab">
          {t('list.mine')}
        </Link>
        <Link to="/studies" className="group-tab">
          {t('list.studies')}
        </Link>
      </nav>
      {mine && status !== 'member' ? (
        <div className="group-empty">
          <p>{t('list.mineLogin')}</p>
          <ButtonLink to={`/access?redirectTo=${encodeURIComponent('/groups?tab=mine')}`}>{t('list.login')}</ButtonLink>
        </div>
      ) : (
        <>
          {mine ? null : (
            <>
              <GroupFilters bairros={groups.data?.bairros ?? []} />
              <div className="actions">
                <Button
                  variant="secondary"
                  onClick={near.locate}
                  loading={near.state.status === 'locating'}
                  aria-pressed={near.position !== undefined}
                >
                  {t('filters.nearMe')}
                </Button>
              </div>
              <p className="group-hint" role="status">
                {near.state.status === 'located'
                  ? t('filters.nearMeOn')
                  : near.state.status === 'denied' || near.state.status === 'unavailable'
                    ? t(`filters.${near.state.status}`)
                    : near.state.status === 'locating'
                      ? t('filters.locating')
                      : ''}
              </p>
            </>
          )}
          <QueryState query={groups} empty={t(mine ? 'list.mineEmpty' : 'list.empty')} isEmpty={(data) => data.celulas.length === 0}>
            {(data) => (
              <ul className="card-list" aria-busy={groups.isPlaceholderData || undefined}>
                {byDistance(data.celulas, mine ? undefined : near.position).map((group) => (
                  <li key={group.id}>
                    <GroupCard group={group} />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </>
      )}
    </section>
  );
}
