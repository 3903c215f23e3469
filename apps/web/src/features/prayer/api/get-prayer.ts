import * as prayer from '@congrega/contract/endpoints/prayer';
import type { TPrayerDetail } from '@congrega/contract/prayer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { usePrayerScope, type PrayerScope } from '../lib/prayer-scope.ts';
import { prayerKeys } from './prayer-keys.ts';

/** GET /oracao/{slug}/{id}: one request with its supportive messages (oldest first). */
export function getPrayer(slug: string, id: string, signal?: AbortSignal): Promise<TPrayerDetail> {
  return apiCall(prayer.getPrayer, { params: { slug, id } }, { signal });
}

export function prayerQueryOptions(scope: PrayerScope, id: string) {
  return queryOptions({
    queryKey: prayerKeys.detail(scope, id),
    queryFn: ({ signal }) => getPrayer(scope.slug, id, signal),
    enabled: scope.ready,
  });
}

export function usePrayer(id: string) {
  return useQuery(prayerQueryOptions(usePrayerScope(), id));
}
