import * as podcast from '@congrega/contract/endpoints/podcast';
import { PODCAST_PAGE_SIZE, type TPodcastPage } from '@congrega/contract/podcast';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { getBootstrap } from '../../../lib/bootstrap.ts';

const church = () => getBootstrap().igreja.slug;

/** GET /igreja/{slug}/podcast/: the church's podcasts. */
export function podcastsQueryOptions() {
  return queryOptions({
    queryKey: ['podcast', church(), 'list'] as const,
    queryFn: ({ signal }) => apiCall(podcast.listChurchPodcasts, { params: { slug: church() } }, { signal }),
    staleTime: 5 * 60_000,
  });
}

export const usePodcasts = () => useQuery(podcastsQueryOptions());

/** Spec section 4: the end of the list is reached when a page has fewer than 10 items. */
export const nextEpisodePage = (last: TPodcastPage) => (last.items.length < last.limit ? undefined : last.page + 1);

/** GET /podcast/anchor/{code}/?page&limit=10 */
export function episodesQueryOptions(code: string) {
  return infiniteQueryOptions({
    queryKey: ['podcast', church(), 'episodes', code] as const,
    queryFn: ({ pageParam, signal }) =>
      apiCall(podcast.listPodcastEpisodes, { params: { code }, query: { page: pageParam, limit: PODCAST_PAGE_SIZE } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextEpisodePage,
    enabled: code !== '',
  });
}

export function useEpisodes(code: string) {
  return useInfiniteQuery({
    ...episodesQueryOptions(code),
    select: (data) => ({ podcast: data.pages[0]?.podcast, items: data.pages.flatMap((p) => p.items) }),
  });
}
