import { publicationTypes } from '@congrega/contract/endpoints/publications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { contentChurch } from '../lib/content-scope.ts';

/** GET /igreja/{slug}/publicacao-tipo/: the church's publication types with how many publications each has. */
export function publicationTypesQueryOptions() {
  return queryOptions({
    queryKey: ['content', contentChurch(), 'publications', 'types'] as const,
    queryFn: async ({ signal }) => (await apiCall(publicationTypes, { params: { slug: contentChurch() } }, { signal })).itens,
  });
}

export const usePublicationTypes = () => useQuery(publicationTypesQueryOptions());
