import * as events from '@congrega/contract/endpoints/events';
import type { TTicketContent } from '@congrega/contract/events-purchase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { useEventsScope, type EventsScope } from '../lib/events-scope.ts';
import { eventsKeys } from './events-keys.ts';

/** GET /usuario/{userId}/evento/{id}/inscricao/{ticketId}/conteudo/: the ticket's exclusive content (its owner only). */
export async function getTicketContent(userId: number, eventId: number, ticketId: number, signal?: AbortSignal): Promise<TTicketContent[]> {
  return (await apiCall(events.listTicketContent, { params: { userId, id: eventId, ticketId } }, { signal })).conteudos;
}

export function ticketContentQueryOptions(scope: EventsScope, eventId: number, ticketId: number) {
  return queryOptions({
    queryKey: eventsKeys.content(scope, eventId, ticketId),
    queryFn: ({ signal }) => getTicketContent(scope.userId, eventId, ticketId, signal),
    enabled: scope.userId > 0,
  });
}

export function useTicketContent(eventId: number, ticketId: number) {
  return useQuery(ticketContentQueryOptions(useEventsScope(), eventId, ticketId));
}
