import * as live from '@congrega/contract/endpoints/live';
import { LIVE_SCHEDULE_EVENT, type TLiveSchedule } from '@congrega/contract/live';
import { useQueryClient } from '@tanstack/react-query';
import { apiLink } from '../../../lib/api-call.ts';
import { getBootstrap } from '../../../lib/bootstrap.ts';
import { useEventStream } from '../../../lib/event-stream.ts';
import { liveScheduleQueryOptions } from './get-live-schedule.ts';

/** /live follows GET /igreja/{slug}/culto/ao-vivo: each schedule staff change replaces the cached one at once. */
export function useLiveScheduleStream(slug: string = getBootstrap().igreja.slug): void {
  const queryClient = useQueryClient();
  useEventStream<TLiveSchedule>(apiLink(live.getLiveScheduleStream, { params: { slug } }), [LIVE_SCHEDULE_EVENT], (schedule) =>
    queryClient.setQueryData(liveScheduleQueryOptions(slug).queryKey, schedule),
  );
}
