import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.ts';
import { prayerWallQueryOptions, usePrayerWall } from '../api/get-prayer-wall.ts';
import { PrayerCard } from '../components/prayer-card.tsx';
import { currentPrayerScope } from '../lib/prayer-scope.ts';
import '../prayer.css';

/** Starts fetching the first page while the screen's code and texts load. */
export function loader() {
  const scope = currentPrayerScope();
  if (scope.ready) void queryClient.prefetchInfiniteQuery(prayerWallQueryOptions(scope));
  return null;
}

/** /prayer: the wall, newest first, open to visitors; more requests on demand. */
export function Component() {
  const { t } = useTranslation('prayer');
  const { status } = useSession();
  const wall = usePrayerWall();
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
      {wall.isPending ? <Loader /> : null}
      {wall.isError && !wall.isFetchNextPageError ? <LoadError error={wall.error} onRetry={() => void wall.refetch()} /> : null}
      {wall.data?.length === 0 ? <p className="prayer-empty">{t('wall.empty')}</p> : null}
      {wall.data?.length ? (
        <ul className="prayer-list">
          {wall.data.map((prayer) => (
            <li key={prayer.id}>
              <PrayerCard prayer={prayer} to={`/prayer/${prayer.id}`} />
            </li>
          ))}
        </ul>
      ) : null}
      {wall.isFetchNextPageError ? <LoadError error={wall.error} /> : null}
      {wall.hasNextPage ? (
        <div className="actions">
          <Button variant="secondary" loading={wall.isFetchingNextPage} onClick={() => void wall.fetchNextPage()}>
            {t('wall.loadMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
