import * as payments from '@congrega/contract/endpoints/payments';
import { FINAL_PAYMENT_STATUSES } from '@congrega/contract/payments/constants';
import type { TPayment } from '@congrega/contract/payments/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePaymentsScope, type PaymentsScope } from '../../../components/payments/api/payments-scope.ts';
import { apiCall } from '../../../lib/api-call.ts';
import { givingKeys } from './giving-keys.ts';

/** How often the thank-you page asks again while a gift waits for the payer or the bank. */
export const DONATION_POLL_MS = 4_000;

/** GET /usuario/{userId}/pagamento/?pedido={code}: the gift just made, as its thank-you page shows it. */
export function getDonation(scope: PaymentsScope, code: string, signal?: AbortSignal): Promise<TPayment> {
  return apiCall(
    payments.getPaymentByCode,
    { params: { userId: scope.owner }, query: { pedido: code } },
    { signal, navigateOnNetworkError: false },
  );
}

/** Asks again until the status is final, so a Pix paid on the phone turns to success on its own. */
export function donationRefetchInterval(payment: TPayment | undefined, pollMs = DONATION_POLL_MS): number | false {
  if (!payment) return pollMs;
  const declinedCard = payment.metodoPagamento === 'cartao_credito' && payment.status === 'nao_aprovado';
  if (FINAL_PAYMENT_STATUSES.includes(payment.status) || declinedCard) return false;
  return pollMs;
}

export function donationQueryOptions(scope: PaymentsScope, code: string, initial?: TPayment, pollMs?: number) {
  return queryOptions({
    queryKey: givingKeys.donation(scope, code),
    queryFn: ({ signal }) => getDonation(scope, code, signal),
    enabled: scope.owner > 0 && !!code,
    staleTime: 0,
    ...(initial && initial.codigo === code ? { initialData: initial, initialDataUpdatedAt: Date.now() } : {}),
    refetchInterval: (query) => donationRefetchInterval(query.state.data, pollMs),
    refetchIntervalInBackground: false,
  });
}

export function useDonation(code: string, initial?: TPayment, pollMs?: number) {
  return useQuery(donationQueryOptions(usePaymentsScope(), code, initial, pollMs));
}
