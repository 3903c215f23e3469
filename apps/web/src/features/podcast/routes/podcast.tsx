import { useSearchParams } from 'react-router';
import { PagedList } from '../../../components/paged-list.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { podcastsQueryOptions, useEpisodes, usePodcasts } from '../api/get-podcast.ts';
import { EpisodeItem, toQueued } from '../components/episode-item.tsx';
import { QueueList } from '../components/queue-list.tsx';
import { player } from '../lib/player-store.ts';
import { formatClock, parseOffset } from '../lib/time.ts';
import '../podcast.css';

export function loader() {
  void queryClient.prefetchQuery(podcastsQueryOptions());
  return null;
}

/**
 * /podcast: the church's podcast (`?code=` picks one, else the first), its episodes a page of 10 at a time, the
 * queue; a shared link (`?episode=&t=`) offers to play that episode from that time (a tap: browsers do not autoplay).
 */
export function Component() {
  const { t } = useTranslation('podcast');
  const [params] = useSearchParams();
  const podcasts = usePodcasts();
  const code = params.get('code') ?? podcasts.data?.podcasts[0]?.code ?? '';
  const episodes = useEpisodes(code);
  const title = episodes.data?.podcast?.title ?? t('title');
  useDocumentTitle(title);
  const sharedId = Number(params.get('episode'));
  const sharedAt = parseOffset(params.get('t'));
  const shared = episodes.data?.items.find((e) => e.id === sharedId);
  return (
    <section className="podcast-page">
      <h1>{title}</h1>
      {episodes.data?.podcast?.description ? <p>{episodes.data.podcast.description}</p> : null}
      {shared ? (
        <p className="actions">
          <Button onClick={() => player.play(toQueued(shared, title), sharedAt)}>
            {t('shared', { title: shared.title, time: formatClock(sharedAt) })}
          </Button>
        </p>
      ) : null}
      <QueueList />
      <section className="section" aria-labelledby="podcast-episodes">
        <h2 id="podcast-episodes">{t('episodes')}</h2>
        {podcasts.isError ? (
          <QueryState query={podcasts}>{() => null}</QueryState>
        ) : podcasts.data && !code ? (
          <p className="empty-state">{t('empty')}</p>
        ) : (
          <QueryState query={episodes} skeleton={<Skeleton rows={4} />} isEmpty={(d) => d.items.length === 0} empty={t('empty')}>
            {(data) => (
              <PagedList
                className="podcast-list"
                items={data.items}
                getKey={(e) => e.id}
                pages={episodes}
                loadMoreLabel={t('loadMore')}
                renderItem={(e) => <EpisodeItem episode={e} podcast={title} code={code} />}
              />
            )}
          </QueryState>
        )}
      </section>
    </section>
  );
}
