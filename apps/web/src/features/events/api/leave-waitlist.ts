import * as events from '@congrega/contract/endpoints/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { useEventsScope } from '../lib/events-scope.ts';
import { eventsKeys } from './events-keys.ts';

/**
 * DELETE /usuario/{userId}/evento/{id}/ingresso/{ticketId}/lista-espera: leaves the waitlist (a held offer passes
 * to the next in line). The event is asked again after it.
 */
export function leaveWaitlist(userId: number, eventId: number, ticketId: number): Promise<null> {
  return apiCall(events.leaveWaitlist, { params: { userId, id: eventId, ticketId } }, { navigateOnNetworkError: false });
}

export function useLeaveWaitlist(eventId: number) {
  const scope = useEventsScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: number) => leaveWaitlist(scope.userId, eventId, ticketId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKeys.detail(scope, eventId) }),
  });
}
