import * as payments from '@congrega/contract/endpoints/payments';
import type { TPayment } from '@congrega/contract/payments/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentKeys, usePaymentsScope, type PaymentsScope } from './payments-scope.ts';
import { apiCall } from '../../../lib/api-call.ts';
import { PAYMENT_POLL_MS, paymentRefetchInterval } from '../payment-polling.ts';

/** GET /usuario/{userId}/pagamento/?pedido={code}: one of the member's payments by order code. */
export function getPayment(scope: PaymentsScope, code: string, signal?: AbortSignal): Promise<TPayment> {
  // A failed poll must not send the member to the error page: the page shows what it has and asks again.
  return apiCall(
    payments.getPaymentByCode,
    { params: { userId: scope.owner }, query: { pedido: code } },
    { signal, navigateOnNetworkError: false },
  );
}

export function paymentQueryOptions(scope: PaymentsScope, code: string, pollMs = PAYMENT_POLL_MS) {
  return queryOptions({
    queryKey: paymentKeys.payment(scope, code),
    queryFn: ({ signal }) => getPayment(scope, code, signal),
    enabled: scope.owner > 0,
    // Always fresh: the status is what the page is for.
    staleTime: 0,
    refetchInterval: (query) => paymentRefetchInterval(query.state.data, query.state.status === 'error' && !query.state.data, pollMs),
    refetchIntervalInBackground: false,
  });
}

/** The payment, polled until its status is final (so a Pix paid on the phone turns to success on its own). */
export function usePayment(code: string, pollMs?: number) {
  return useQuery(paymentQueryOptions(usePaymentsScope(), code, pollMs));
}
