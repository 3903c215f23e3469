import * as prayer from '@congrega/contract/endpoints/prayer';
import type { TMyPrayer } from '@congrega/contract/prayer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { usePrayerScope, type PrayerScope } from '../lib/prayer-scope.ts';
import { prayerKeys } from './prayer-keys.ts';

/** GET /user/oracao?igreja= : the member's own requests, published or not, newest first. */
export async function getMyPrayers(churchId: number, signal?: AbortSignal): Promise<TMyPrayer[]> {
  const { oracoes } = await apiCall(prayer.listMyPrayers, { query: { igreja: String(churchId) } }, { signal });
  return oracoes;
}

export function myPrayersQueryOptions(scope: PrayerScope) {
  return queryOptions({
    queryKey: prayerKeys.mine(scope),
    queryFn: ({ signal }) => getMyPrayers(scope.churchId, signal),
    enabled: scope.ready,
  });
}

export function useMyPrayers() {
  return useQuery(myPrayersQueryOptions(usePrayerScope()));
}
