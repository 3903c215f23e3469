import type { TDeskSaleBody } from '@congrega/contract/admin/event-desk-sale';
import { eventDeskSale } from '@congrega/contract/endpoints/admin-event-registrations';
import { adminEventGet } from '@congrega/contract/endpoints/admin-events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/** The event as the console edits it: its ticket types with prices, stock and holder questions (the desk's form). */
export function useDeskEvent(church: string, eventId: number) {
  return useQuery({
    queryKey: churchKey(church, 'event', eventId, 'desk'),
    queryFn: ({ signal }) => apiCall(adminEventGet, { params: { church, eventId } }, { signal }),
  });
}

/**
 * Sells at the desk (the attempt's Idempotency-Key: a retry after an answer that never came answers the first sale);
 * the event's lists, the events list and the offering batches are asked again.
 */
export function useDeskSale(church: string, eventId: number) {
  const client = useQueryClient();
  return async (body: TDeskSaleBody, key: string) => {
    const result = await apiCall(
      eventDeskSale,
      { params: { church, eventId }, body },
      { headers: { 'Idempotency-Key': key }, navigateOnNetworkError: false },
    );
    await Promise.all([
      client.invalidateQueries({ queryKey: churchKey(church, 'event', eventId) }),
      client.invalidateQueries({ queryKey: churchKey(church, 'events') }),
      client.invalidateQueries({ queryKey: churchKey(church, 'offerings') }),
    ]);
    return result;
  };
}
