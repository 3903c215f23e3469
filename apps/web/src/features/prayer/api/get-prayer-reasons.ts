import * as prayer from '@congrega/contract/endpoints/prayer';
import type { TPrayerReason } from '@congrega/contract/prayer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { usePrayerScope } from '../lib/prayer-scope.ts';
import { prayerKeys } from './prayer-keys.ts';

/** GET /igreja/{slug}/oracao-motivo/: the church's active prayer reasons. */
export async function getPrayerReasons(slug: string, signal?: AbortSignal): Promise<TPrayerReason[]> {
  const { motivos } = await apiCall(prayer.getPrayerReasons, { params: { slug } }, { signal });
  return motivos;
}

export function prayerReasonsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: prayerKeys.reasons(slug),
    queryFn: ({ signal }) => getPrayerReasons(slug, signal),
    // The church edits its reasons rarely; one fetch per visit is plenty.
    staleTime: 10 * 60_000,
  });
}

export function usePrayerReasons() {
  return useQuery(prayerReasonsQueryOptions(usePrayerScope().slug));
}
