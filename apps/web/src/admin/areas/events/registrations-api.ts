import type {
  TEventRegistrationCancelBody,
  TEventRegistrationDetail,
  TEventRegistrationQuery,
  TEventTicketMoveBody,
} from '@congrega/contract/admin/event-registrations';
import {
  eventRegistrationCancel,
  eventRegistrationGet,
  eventRegistrationResend,
  eventRegistrations,
  eventTicketMove,
} from '@congrega/contract/endpoints/admin-event-registrations';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { newIdempotencyKey } from '../../../components/payments/idempotency.ts';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

const eventKey = (church: string, eventId: number) => churchKey(church, 'event', eventId);
const registrationKey = (church: string, eventId: number, id: number) => [...eventKey(church, eventId), 'registration', id];

/** One page of an event's registrations found by the filters, with the per-type counts and revenue. */
export function useEventRegistrations(church: string, eventId: number, query: TEventRegistrationQuery) {
  return useQuery({
    queryKey: [...eventKey(church, eventId), 'registrations', query],
    queryFn: ({ signal }) => apiCall(eventRegistrations, { params: { church, eventId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A registration's detail: buyer, tickets with answers, its payment's timeline. */
export function useEventRegistration(church: string, eventId: number, id: number) {
  return useQuery({
    queryKey: registrationKey(church, eventId, id),
    queryFn: ({ signal }) => apiCall(eventRegistrationGet, { params: { church, eventId, id } }, { signal }),
  });
}

/**
 * The changes to a registration: each answers the registration as it now is, put in its cache at once, and the
 * event's lists and the events list (seats, counts) are asked again (the detail keeps its fresh answer). Writes carry the caller's Idempotency-Key.
 */
export function useRegistrationActions(church: string, eventId: number, id: number) {
  const client = useQueryClient();
  const settle = async (detail: TEventRegistrationDetail) => {
    client.setQueryData(registrationKey(church, eventId, id), detail);
    await Promise.all([
      client.invalidateQueries({ queryKey: [...eventKey(church, eventId), 'registrations'] }),
      client.invalidateQueries({ queryKey: churchKey(church, 'events') }),
    ]);
    return detail;
  };
  const options = (key: string) => ({ headers: { 'Idempotency-Key': key }, navigateOnNetworkError: false });
  const params = { church, eventId, id };
  return {
    resend: async (key: string) => settle(await apiCall(eventRegistrationResend, { params }, options(key))),
    cancel: async (body: TEventRegistrationCancelBody, key: string) =>
      settle(await apiCall(eventRegistrationCancel, { params, body }, options(key))),
    move: async (ticketId: number, body: TEventTicketMoveBody, key: string) =>
      settle(await apiCall(eventTicketMove, { params: { ...params, ticketId }, body }, options(key))),
  };
}

/**
 * One Idempotency-Key per dialog: a retry after an answer that never came sends the same key (the server answers
 * the first result); closing the dialog starts a new attempt.
 */
export function useAttemptKey() {
  const key = useRef(newIdempotencyKey());
  return { current: () => key.current, renew: () => (key.current = newIdempotencyKey()) };
}
