import * as events from '@congrega/contract/endpoints/events';
import type { TMyEvents } from '@congrega/contract/events-purchase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { useEventsScope, type EventsScope } from '../lib/events-scope.ts';
import { eventsKeys } from './events-keys.ts';

/** GET /usuario/{userId}/evento/: the events the member holds tickets for. */
export async function getMyEvents(userId: number, signal?: AbortSignal): Promise<TMyEvents['eventos']> {
  return (await apiCall(events.listMyEvents, { params: { userId } }, { signal })).eventos;
}

export function myEventsQueryOptions(scope: EventsScope) {
  return queryOptions({
    queryKey: eventsKeys.mine(scope),
    queryFn: ({ signal }) => getMyEvents(scope.userId, signal),
    enabled: scope.userId > 0,
  });
}

export function useMyEvents() {
  return useQuery(myEventsQueryOptions(useEventsScope()));
}
