import * as live from '@congrega/contract/endpoints/live';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { getBootstrap } from '../../../lib/bootstrap.ts';

/**
 * GET /igreja/{slug}/culto/: live now, next, every service. No polling: the schedule stream (use-live-schedule-stream)
 * brings each change, staff's and the clock's (a start or end pushed by the server at its instant).
 */
export function liveScheduleQueryOptions(slug: string = getBootstrap().igreja.slug) {
  return queryOptions({
    queryKey: ['live', slug, 'schedule'],
    queryFn: ({ signal }) => apiCall(live.getLiveSchedule, { params: { slug } }, { signal }),
  });
}

export function useLiveSchedule() {
  return useQuery(liveScheduleQueryOptions());
}
