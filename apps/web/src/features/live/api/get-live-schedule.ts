import * as live from '@congrega/contract/endpoints/live';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { getBootstrap } from '../../../lib/bootstrap.ts';

/** GET /igreja/{slug}/culto/: live now, next, every service (refreshed every minute: "live now" moves). */
export function liveScheduleQueryOptions(slug: string = getBootstrap().igreja.slug) {
  return queryOptions({
    queryKey: ['live', slug, 'schedule'],
    queryFn: ({ signal }) => apiCall(live.getLiveSchedule, { params: { slug } }, { signal }),
    refetchInterval: 60_000,
  });
}

export function useLiveSchedule() {
  return useQuery(liveScheduleQueryOptions());
}
