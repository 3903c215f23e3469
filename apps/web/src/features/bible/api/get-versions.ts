import * as bible from '@congrega/contract/endpoints/bible';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { bibleKeys } from './bible-keys.ts';

/** GET /biblia/versoes: the shipped translation and the provider's, if configured. */
export const versionsQueryOptions = () =>
  queryOptions({
    queryKey: bibleKeys.versions(),
    queryFn: ({ signal }) => apiCall(bible.listBibleVersions, {}, { signal }),
    staleTime: 60 * 60_000,
  });

export function useBibleVersions() {
  return useQuery(versionsQueryOptions());
}
