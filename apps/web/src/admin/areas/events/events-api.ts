import type { TEventListQuery } from '@congrega/contract/admin/event-list';
import { eventList } from '@congrega/contract/endpoints/admin-event-list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/** One page of the church's events found by the search and state (the server pages and counts them). */
export function useEventList(church: string, query: TEventListQuery) {
  return useQuery({
    queryKey: churchKey(church, 'events', query),
    queryFn: ({ signal }) => apiCall(eventList, { params: { church }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}
