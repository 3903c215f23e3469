import * as praise from '@congrega/contract/endpoints/praise';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { getBootstrap } from '../../../lib/bootstrap.ts';

/** The cache key of one song (band mode reloads it when staff change it). */
export const songQueryKey = (church: string, id: number) => ['praise', church, 'song', id];

/** GET /louvor/{id}/ */
export function useSong(id: number) {
  const { slug } = getBootstrap().igreja;
  return useQuery(
    queryOptions({
      queryKey: songQueryKey(slug, id),
      queryFn: ({ signal }) => apiCall(praise.getPraise, { params: { id } }, { signal }),
      enabled: Number.isInteger(id) && id > 0,
    }),
  );
}
