import * as praise from '@congrega/contract/endpoints/praise';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { getBootstrap } from '../../../lib/bootstrap.ts';

/** GET /louvor/{id}/ */
export function useSong(id: number) {
  const { slug } = getBootstrap().igreja;
  return useQuery(
    queryOptions({
      queryKey: ['praise', slug, 'song', id],
      queryFn: ({ signal }) => apiCall(praise.getPraise, { params: { id } }, { signal }),
      enabled: Number.isInteger(id) && id > 0,
    }),
  );
}
