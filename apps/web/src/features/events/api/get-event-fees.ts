import * as events from '@congrega/contract/endpoints/events';
import type { TEventFeeQuote } from '@congrega/contract/events-purchase';
import type { TPaymentMethodCode } from '@congrega/contract/payments/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { useEventsScope } from '../lib/events-scope.ts';
import { eventsKeys } from './events-keys.ts';

/** GET /evento/{id}/calcular-taxas?valor&metodoPagamento: the method's fees the buyer covers and the total to send. */
export function getEventFees(id: number, value: number, method: TPaymentMethodCode, signal?: AbortSignal): Promise<TEventFeeQuote> {
  return apiCall(
    events.quoteEventFees,
    { params: { id }, query: { valor: value, metodoPagamento: method } },
    { signal, navigateOnNetworkError: false },
  );
}

export function useEventFees(id: number, value: number, method: TPaymentMethodCode | null) {
  const { slug } = useEventsScope();
  return useQuery({
    queryKey: eventsKeys.fees(slug, id, method ?? '', value),
    queryFn: ({ signal }) => getEventFees(id, value, method!, signal),
    enabled: method !== null && value > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
