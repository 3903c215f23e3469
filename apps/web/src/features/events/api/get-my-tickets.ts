import * as events from '@congrega/contract/endpoints/events';
import type { TMyTickets } from '@congrega/contract/events-purchase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { useEventsScope, type EventsScope } from '../lib/events-scope.ts';
import { eventsKeys } from './events-keys.ts';

/** GET /usuario/{userId}/evento/{id}/inscricao/: the member's tickets of one event, each with its QR code. */
export function getMyTickets(userId: number, eventId: number, signal?: AbortSignal): Promise<TMyTickets> {
  return apiCall(events.listMyTickets, { params: { userId, id: eventId } }, { signal });
}

export function myTicketsQueryOptions(scope: EventsScope, eventId: number) {
  return queryOptions({
    queryKey: eventsKeys.tickets(scope, eventId),
    queryFn: ({ signal }) => getMyTickets(scope.userId, eventId, signal),
    enabled: scope.userId > 0,
  });
}

export function useMyTickets(eventId: number) {
  return useQuery(myTicketsQueryOptions(useEventsScope(), eventId));
}
