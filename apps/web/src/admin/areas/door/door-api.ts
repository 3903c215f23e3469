import type { TDoorCheckInBody, TDoorEvent, TDoorSyncItem } from '@congrega/contract/admin/door';
import {
  doorCheckIn,
  doorConflicts,
  doorCounts,
  doorEvent,
  doorEvents,
  doorManifest,
  doorSync,
  doorTickets,
} from '@congrega/contract/endpoints/admin-door';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiCall } from '../../../lib/api-call.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { churchKey } from '../../lib/console-context.ts';

/** The door's calls (contract endpoints/admin-door.ts); none navigates away on a network failure (the door goes offline). */
const quiet = { navigateOnNetworkError: false } as const;
/** After a failed wait for the counts (server unreachable, a restart), the device asks again this much later. */
export const COUNTS_RETRY_MS = 5_000;

export function useDoorEvents(church: string) {
  return useQuery({
    queryKey: churchKey(church, 'door', 'events'),
    queryFn: ({ signal }) => apiCall(doorEvents, { params: { church } }, { signal, ...quiet }),
  });
}

const doorEventKey = (church: string, eventId: number) => churchKey(church, 'door', 'event', eventId);

/** The event and its counts, kept current while online by useLiveDoorCounts. */
export function useDoorEvent(church: string, eventId: number, online: boolean) {
  const query = useQuery({
    queryKey: doorEventKey(church, eventId),
    queryFn: ({ signal }) => apiCall(doorEvent, { params: { church, eventId } }, { signal, ...quiet }),
  });
  useLiveDoorCounts(church, eventId, online && query.data !== undefined);
  return query;
}

function pause(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/**
 * The counts shared by every device at the event: one request at a time waits on the server (GET …/counts with the
 * counts shown) and answers as soon as any device admits a ticket, or after its time limit; then the next waits.
 * Stops offline and when the door is no longer the caller's (403/404); a failure asks again a little later.
 */
function useLiveDoorCounts(church: string, eventId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const stop = new AbortController();
    const key = doorEventKey(church, eventId);
    const loop = async () => {
      while (!stop.signal.aborted) {
        const shown = queryClient.getQueryData<TDoorEvent>(key)?.contagem;
        try {
          const contagem = await apiCall(
            doorCounts,
            { params: { church, eventId }, query: { ...shown } },
            { signal: stop.signal, ...quiet },
          );
          queryClient.setQueryData<TDoorEvent>(key, (old) => (old ? { ...old, contagem } : old));
        } catch (err) {
          if (err instanceof ApiError && (err.status === 403 || err.status === 404)) return;
          await pause(COUNTS_RETRY_MS, stop.signal);
        }
      }
    };
    void loop();
    return () => stop.abort();
  }, [church, eventId, enabled, queryClient]);
}

export function useDoorTickets(church: string, eventId: number, q: string) {
  return useQuery({
    queryKey: churchKey(church, 'door', 'tickets', eventId, q),
    queryFn: ({ signal }) => apiCall(doorTickets, { params: { church, eventId }, query: { q } }, { signal, ...quiet }),
    enabled: q.trim().length >= 2,
  });
}

export const checkInCall = (church: string, eventId: number, body: TDoorCheckInBody) =>
  apiCall(doorCheckIn, { params: { church, eventId }, body }, quiet);

export const syncCall = (church: string, eventId: number, dispositivo: string, itens: TDoorSyncItem[]) =>
  apiCall(doorSync, { params: { church, eventId }, body: { dispositivo, itens } }, quiet);

export const manifestCall = (church: string, eventId: number) => apiCall(doorManifest, { params: { church, eventId } }, quiet);

/** Synced offline admissions flagged for staff, asked when the counts say there are some. */
export function useDoorConflicts(church: string, eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: churchKey(church, 'door', 'conflicts', eventId),
    queryFn: ({ signal }) => apiCall(doorConflicts, { params: { church, eventId } }, { signal, ...quiet }),
    enabled,
  });
}
