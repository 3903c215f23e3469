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

export interface PaymentPolling {
  /** The payment as the action that made it answered (a thank-you page's navigation state): shown at once. */
  initial?: TPayment;
  pollMs?: number;
}

export function paymentQueryOptions(scope: PaymentsScope, code: string, { initial, pollMs = PAYMENT_POLL_MS }: PaymentPolling = {}) {
  return queryOptions({
    queryKey: paymentKeys.payment(scope, code),
    queryFn: ({ signal }) => getPayment(scope, code, signal),
    // A guest has no account to ask with: their page shows the answer of the action itself.
    enabled: scope.owner > 0 && !!code,
    // Always fresh: the status is what the page is for.
    staleTime: 0,
    ...(initial && initial.codigo === code ? { initialData: initial, initialDataUpdatedAt: Date.now() } : {}),
    refetchInterval: (query) => paymentRefetchInterval(query.state.data, query.state.status === 'error' && !query.state.data, pollMs),
    refetchIntervalInBackground: false,
  });
}

/**
 * The payment, polled until its status is final (so a Pix paid on the phone turns to success on its own): the
 * payment status page and the gift's and purchase's thank-you pages.
 */
export function usePayment(code: string, polling?: PaymentPolling) {
  return useQuery(paymentQueryOptions(usePaymentsScope(), code, polling));
}
