import { PagedList } from '../../../components/paged-list.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.ts';
import { prayerWallQueryOptions, seedDrawnWall, usePrayerWall } from '../api/get-prayer-wall.ts';
import { PrayerCard } from '../components/prayer-card.tsx';
import { prayerBadge } from '../lib/prayer-badge.ts';
import { currentPrayerScope } from '../lib/prayer-scope.ts';
import { usePrayerWallStream } from '../api/use-prayer-wall-stream.ts';
import '../prayer.css';

/** Starts from the page the server drew, or starts fetching the first page while the screen's code and texts load. */
export function loader() {
  const scope = currentPrayerScope();
  seedDrawnWall(scope);
  if (scope.ready) void queryClient.prefetchInfiniteQuery(prayerWallQueryOptions(scope));
  return null;
}

/** /prayer: the wall, newest first, open to visitors; more requests on demand. */
export function Component() {
  const { t } = useTranslation('prayer');
  const { status } = useSession();
  const wall = usePrayerWall();
  // Others' prayers and supportive messages show as they happen (server-sent events).
  usePrayerWallStream();
  useDocumentTitle(t('wall.title'));

  return (
    <section className="prayer-page">
      <h1>{t('wall.title')}</h1>
      <p>{t('wall.intro')}</p>
      <div className="actions">
        <ButtonLink to="/prayer/new">{t('wall.newRequest')}</ButtonLink>
        {status === 'member' ? (
          <ButtonLink to="/user/prayer" variant="secondary">
            {t('wall.myRequests')}
          </ButtonLink>
        ) : null}
      </div>
      <QueryState query={wall} empty={t('wall.empty')}>
        {(list) => (
          <PagedList
            className="prayer-list"
            items={list}
            getKey={(prayer) => prayer.id}
            renderItem={(prayer) => <PrayerCard prayer={prayer} to={`/prayer/${prayer.id}`} badge={prayerBadge(prayer, t)} />}
            pages={wall}
            loadMoreLabel={t('wall.loadMore')}
          />
        )}
      </QueryState>
    </section>
  );
}
