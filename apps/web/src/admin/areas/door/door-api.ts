import type { TDoorCheckInBody, TDoorSyncItem } from '@congrega/contract/admin/door';
import {
  doorCheckIn,
  doorConflicts,
  doorEvent,
  doorEvents,
  doorManifest,
  doorSync,
  doorTickets,
} from '@congrega/contract/endpoints/admin-door';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/** The door's calls (contract endpoints/admin-door.ts); none navigates away on a network failure (the door goes offline). */
export const COUNTS_POLL_MS = 5_000;
const quiet = { navigateOnNetworkError: false } as const;

export function useDoorEvents(church: string) {
  return useQuery({
    queryKey: churchKey(church, 'door', 'events'),
    queryFn: ({ signal }) => apiCall(doorEvents, { params: { church } }, { signal, ...quiet }),
  });
}

/** The event and its live counts, asked again every few seconds while online. */
export function useDoorEvent(church: string, eventId: number, online: boolean) {
  return useQuery({
    queryKey: churchKey(church, 'door', 'event', eventId),
    queryFn: ({ signal }) => apiCall(doorEvent, { params: { church, eventId } }, { signal, ...quiet }),
    refetchInterval: online ? COUNTS_POLL_MS : false,
  });
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
