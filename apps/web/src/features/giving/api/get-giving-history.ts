import * as giving from '@congrega/contract/endpoints/giving';
import type { TGivingHistory } from '@congrega/contract/giving';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { usePaymentsScope, type PaymentsScope } from '../../../components/payments/api/payments-scope.ts';
import { apiCall } from '../../../lib/api-call.ts';
import { givingKeys } from './giving-keys.ts';

export const HISTORY_PAGE_SIZE = 10;

/** GET /usuario/{userId}/doacao/?igreja=&page=&limit=: the member's gifts here, newest first. */
export function getGivingHistory(scope: PaymentsScope, page: number, signal?: AbortSignal): Promise<TGivingHistory> {
  return apiCall(
    giving.listGivingHistory,
    { params: { userId: scope.owner }, query: { igreja: scope.churchId, page, limit: HISTORY_PAGE_SIZE } },
    { signal },
  );
}

export function givingHistoryQueryOptions(scope: PaymentsScope, page: number) {
  return queryOptions({
    queryKey: givingKeys.history(scope, page),
    queryFn: ({ signal }) => getGivingHistory(scope, page, signal),
    enabled: scope.owner > 0,
    placeholderData: keepPreviousData,
  });
}

export function useGivingHistory(page: number) {
  return useQuery(givingHistoryQueryOptions(usePaymentsScope(), page));
}
