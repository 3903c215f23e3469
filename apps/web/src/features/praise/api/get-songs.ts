import * as praise from '@congrega/contract/endpoints/praise';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { getBootstrap } from '../../../lib/bootstrap.ts';

/** The list shows up to 100 songs per search (a church's repertoire; the search narrows it). */
export const SONG_LIST_LIMIT = 100;

/** GET /louvor/?busca=: the church's songs by title, searched by title, author or theme. */
export function useSongs(busca: string) {
  const { slug } = getBootstrap().igreja;
  return useQuery(
    queryOptions({
      queryKey: ['praise', slug, 'list', busca],
      queryFn: ({ signal }) => apiCall(praise.listPraise, { query: { ...(busca ? { busca } : {}), limit: SONG_LIST_LIMIT } }, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}
