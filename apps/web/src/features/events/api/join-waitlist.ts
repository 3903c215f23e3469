import * as events from '@congrega/contract/endpoints/events';
import type { TWaitlistPlace } from '@congrega/contract/events-waitlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { useEventsScope } from '../lib/events-scope.ts';
import { eventsKeys } from './events-keys.ts';

/**
 * POST /usuario/{userId}/evento/{id}/ingresso/{ticketId}/lista-espera: joins a sold-out ticket type's waitlist
 * (joining again answers the same place). The event is asked again after it, so the page shows the place.
 */
export function joinWaitlist(userId: number, eventId: number, ticketId: number): Promise<TWaitlistPlace> {
  return apiCall(events.joinWaitlist, { params: { userId, id: eventId, ticketId } }, { navigateOnNetworkError: false });
}

export function useJoinWaitlist(eventId: number) {
  const scope = useEventsScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: number) => joinWaitlist(scope.userId, eventId, ticketId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKeys.detail(scope, eventId) }),
  });
}
