import * as payments from '@congrega/contract/endpoints/payments';
import type { TSavedCardList } from '@congrega/contract/payments/cards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { usePaymentsScope, paymentKeys, type PaymentsScope } from './payments-scope.ts';

/** GET /usuario/{church}/{userId}/cartoes: the member's saved cards, grouped by gateway. */
export function getSavedCards(scope: PaymentsScope, signal?: AbortSignal): Promise<TSavedCardList> {
  return apiCall(payments.listSavedCards, { params: { church: scope.churchId, userId: scope.owner } }, { signal });
}

export function savedCardsQueryOptions(scope: PaymentsScope) {
  return queryOptions({
    queryKey: paymentKeys.cards(scope),
    queryFn: ({ signal }) => getSavedCards(scope, signal),
    enabled: scope.owner > 0,
  });
}

export function useSavedCards() {
  return useQuery(savedCardsQueryOptions(usePaymentsScope()));
}
