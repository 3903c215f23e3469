import type { TEventDetail } from '@congrega/contract/events';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSocketConnection } from '../../../lib/use-socket-connection.ts';
import { eventsKeys } from '../api/events-keys.ts';
import { applyAvailability } from './apply-availability.ts';
import { EventLiveConnection, eventLiveUrl, INITIAL_EVENT_LIVE_STATE } from './event-live-client.ts';
import { useEventsScope } from './events-scope.ts';

/**
 * Follows the event's stock live while the screen is open (`/events/live`): each frame updates the cached detail at
 * once (lib/apply-availability.ts) and, when the change depends on the viewer, asks the API again. Answers whether
 * the socket is watching: while it is not (down, refused, reconnecting), the screen asks the API now and then
 * instead, saying nothing about it.
 */
export function useEventLive(eventId: number): boolean {
  const scope = useEventsScope();
  const queryClient = useQueryClient();
  const key = eventsKeys.detail(scope, eventId);
  const keyText = JSON.stringify(key);
  const connection = useMemo(() => {
    if (typeof WebSocket === 'undefined' || !scope.ready) return null;
    const seen = new Map<number, string>();
    const queryKey = JSON.parse(keyText) as typeof key;
    return new EventLiveConnection({
      url: eventLiveUrl(),
      eventId,
      onAvailability: (ingressos) => {
        const current = queryClient.getQueryData<TEventDetail>(queryKey);
        if (!current) return;
        const { detail, refetch } = applyAvailability(current, ingressos, seen);
        queryClient.setQueryData(queryKey, detail);
        if (refetch) void queryClient.invalidateQueries({ queryKey });
      },
    });
    // keyText stands for the query key (a new array on every render).
  }, [eventId, keyText, scope.ready, queryClient]);
  return useSocketConnection(connection, INITIAL_EVENT_LIVE_STATE).status === 'watching';
}
