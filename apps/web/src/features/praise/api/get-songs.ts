import * as praise from '@congrega/contract/endpoints/praise';
import { PRAISE_PAGE_SIZE, type TPraiseList, type TPraiseSummary } from '@congrega/contract/praise';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { getBootstrap } from '../../../lib/bootstrap.ts';

/** The next page of the list, while songs remain. */
export function nextSongsPage(last: TPraiseList): number | undefined {
  return last.page * last.limit < last.total ? last.page + 1 : undefined;
}

/** The loaded pages as one list (a song shifted into the next page by an addition is kept once). */
export function flattenSongs(data: InfiniteData<TPraiseList>): TPraiseSummary[] {
  const seen = new Set<number>();
  return data.pages.flatMap((page) => page.louvores).filter((s) => !seen.has(s.id) && Boolean(seen.add(s.id)));
}

/** GET /louvor/?busca=&page=&limit=: the church's songs by title, searched by title, author or theme, a page at a time. */
export function useSongs(busca: string) {
  const { slug } = getBootstrap().igreja;
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: ['praise', slug, 'list', busca],
      queryFn: ({ pageParam, signal }) =>
        apiCall(praise.listPraise, { query: { ...(busca ? { busca } : {}), page: pageParam, limit: PRAISE_PAGE_SIZE } }, { signal }),
      initialPageParam: 1,
      getNextPageParam: nextSongsPage,
      placeholderData: keepPreviousData,
    }),
    select: flattenSongs,
  });
}
