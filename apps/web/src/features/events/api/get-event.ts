import * as events from '@congrega/contract/endpoints/events';
import type { TEventDetail } from '@congrega/contract/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { seedFromFirstPaint } from '../../../lib/first-paint-query.ts';
import { useEventsScope, type EventsScope } from '../lib/events-scope.ts';
import { eventsKeys } from './events-keys.ts';

/**
 * GET /igreja/{slug}/evento/{id}/: the event with its ticket types, their live status for the viewer and the
 * detail button's state. Asked again when the window regains focus, so ticket statuses stay live.
 */
export function getEvent(slug: string, id: number, signal?: AbortSignal): Promise<TEventDetail> {
  return apiCall(events.getEvent, { params: { slug, id } }, { signal });
}

export function eventQueryOptions(scope: EventsScope, id: number) {
  return queryOptions({
    queryKey: eventsKeys.detail(scope, id),
    queryFn: ({ signal }) => getEvent(scope.slug, id, signal),
    enabled: scope.ready,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}

/** How often the event screen asks again while its live socket (lib/use-event-live.ts) is not watching. */
export const LIVE_STATUS_MS = 30_000;

export function useEvent(id: number, live = false) {
  return useQuery({ ...eventQueryOptions(useEventsScope(), id), refetchInterval: live ? LIVE_STATUS_MS : false });
}

/**
 * The event the server drew /event/{id} with (apps/server events.first-paint.ts): a visitor's detail (their button
 * and ticket statuses), so only a visitor's query starts from it; a member's is asked for.
 */
export function seedDrawnEvent(scope: EventsScope, id: number): void {
  if (scope.userId !== 0) return;
  seedFromFirstPaint<TEventDetail>('eventDetail', scope.churchId, eventsKeys.detail(scope, id), (event) =>
    event.id === id ? event : undefined,
  );
}
