import * as events from '@congrega/contract/endpoints/events';
import type { TEventList } from '@congrega/contract/events';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { seedFromFirstPaint } from '../../../lib/first-paint-query.ts';
import { useEventsScope, type EventsScope } from '../lib/events-scope.ts';
import { eventsKeys } from './events-keys.ts';

export const EVENTS_PAGE_SIZE = 20;

/** GET /igreja/{slug}/evento/?page&limit: the church's events not yet ended, soonest first. */
export function getEvents(slug: string, page: number, limit = EVENTS_PAGE_SIZE, signal?: AbortSignal): Promise<TEventList> {
  return apiCall(events.listEvents, { params: { slug }, query: { page, limit } }, { signal });
}

export function eventsQueryOptions(scope: EventsScope) {
  return infiniteQueryOptions({
    queryKey: eventsKeys.list(scope),
    queryFn: ({ pageParam, signal }) => getEvents(scope.slug, pageParam, EVENTS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last: TEventList) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled: scope.ready,
  });
}

export function useEvents() {
  return useInfiniteQuery(eventsQueryOptions(useEventsScope()));
}

/**
 * The first page the server drew /event with (apps/server events.first-paint.ts), as the list's first page: for a
 * visitor only (the drawing is the visitors' list; a member's is keyed on them and asked for).
 */
export function seedDrawnEvents(scope: EventsScope): void {
  if (scope.userId !== 0) return;
  seedFromFirstPaint<TEventList>('eventsList', scope.churchId, eventsKeys.list(scope), (page) => ({ pages: [page], pageParams: [1] }));
}
