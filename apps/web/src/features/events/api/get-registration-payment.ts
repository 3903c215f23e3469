import * as payments from '@congrega/contract/endpoints/payments';
import { FINAL_PAYMENT_STATUSES } from '@congrega/contract/payments/constants';
import type { TPayment } from '@congrega/contract/payments/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { useEventsScope, type EventsScope } from '../lib/events-scope.ts';
import { eventsKeys } from './events-keys.ts';

/** How often the thank-you page asks again while the payment waits for the payer or the bank. */
export const REGISTRATION_POLL_MS = 4_000;

/** GET /usuario/{userId}/pagamento/?pedido={code}: the purchase's payment, as the thank-you page shows it. */
export function getRegistrationPayment(userId: number, code: string, signal?: AbortSignal): Promise<TPayment> {
  return apiCall(payments.getPaymentByCode, { params: { userId }, query: { pedido: code } }, { signal, navigateOnNetworkError: false });
}

/** Asks again until the status is final (a declined card is final too), so a Pix paid on the phone turns to success. */
export function registrationRefetchInterval(payment: TPayment | undefined, pollMs = REGISTRATION_POLL_MS): number | false {
  if (!payment) return pollMs;
  const declinedCard = payment.metodoPagamento === 'cartao_credito' && payment.status === 'nao_aprovado';
  return FINAL_PAYMENT_STATUSES.includes(payment.status) || declinedCard ? false : pollMs;
}

export function registrationPaymentQueryOptions(scope: EventsScope, code: string, initial?: TPayment, pollMs?: number) {
  return queryOptions({
    queryKey: eventsKeys.payment(scope, code),
    queryFn: ({ signal }) => getRegistrationPayment(scope.userId, code, signal),
    // Guests have no account to ask with: their page shows the answer of the purchase itself.
    enabled: scope.userId > 0 && !!code,
    staleTime: 0,
    ...(initial && initial.codigo === code ? { initialData: initial, initialDataUpdatedAt: Date.now() } : {}),
    refetchInterval: (query) => registrationRefetchInterval(query.state.data, pollMs),
    refetchIntervalInBackground: false,
  });
}

export function useRegistrationPayment(code: string, initial?: TPayment, pollMs?: number) {
  return useQuery(registrationPaymentQueryOptions(useEventsScope(), code, initial, pollMs));
}
