import * as giving from '@congrega/contract/endpoints/giving';
import type { TRecurringGift } from '@congrega/contract/giving';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePaymentsScope, type PaymentsScope } from '../../../components/payments/api/payments-scope.ts';
import { apiCall } from '../../../lib/api-call.ts';
import { givingKeys } from './giving-keys.ts';

/** GET /usuario/{userId}/doacao-recorrente/?igreja=: the member's recurring gifts here (active, paused, cancelled). */
export function getRecurringGifts(scope: PaymentsScope, signal?: AbortSignal): Promise<TRecurringGift[]> {
  return apiCall(giving.listRecurringGifts, { params: { userId: scope.owner }, query: { igreja: scope.churchId } }, { signal });
}

export function recurringGiftsQueryOptions(scope: PaymentsScope) {
  return queryOptions({
    queryKey: givingKeys.recurring(scope),
    queryFn: ({ signal }) => getRecurringGifts(scope, signal),
    enabled: scope.owner > 0,
  });
}

export function useRecurringGifts() {
  return useQuery(recurringGiftsQueryOptions(usePaymentsScope()));
}
