import { FINAL_PAYMENT_STATUSES } from '@congrega/contract/payments/constants';
import type { TPayment } from '@congrega/contract/payments/payment';

/** How often the payment status page asks again while a payment may still change. */
export const PAYMENT_POLL_MS = 3000;

/**
 * The polling rule of every page that waits on a payment (its status page, the gift's and the purchase's thank-you
 * pages): ask again every `every` ms until the payment reaches a final status (approved, canceled, refunded, free;
 * a declined card too: it will not change), and not at all once it cannot be loaded (not found, or failing with
 * nothing shown). TanStack Query also pauses the interval while the page is hidden (refetchIntervalInBackground).
 */
export function paymentRefetchInterval(payment: TPayment | undefined, failedWithoutData: boolean, every = PAYMENT_POLL_MS): number | false {
  if (failedWithoutData) return false;
  if (!payment) return every;
  const declinedCard = payment.metodoPagamento === 'cartao_credito' && payment.status === 'nao_aprovado';
  return FINAL_PAYMENT_STATUSES.includes(payment.status) || declinedCard ? false : every;
}
