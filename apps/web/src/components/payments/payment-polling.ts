import { FINAL_PAYMENT_STATUSES } from '@congrega/contract/payments/constants';
import type { TPayment } from '@congrega/contract/payments/payment';

/** How often the payment status page asks again while a payment may still change. */
export const PAYMENT_POLL_MS = 3000;

/**
 * The status page's polling rule: ask again every `every` ms until the payment reaches a final status (approved,
 * canceled, refunded, free), and not at all once it cannot be loaded (not found, or failing with nothing shown).
 * TanStack Query also pauses the interval while the page is hidden (refetchIntervalInBackground: false).
 */
export function paymentRefetchInterval(payment: TPayment | undefined, failedWithoutData: boolean, every = PAYMENT_POLL_MS): number | false {
  if (failedWithoutData) return false;
  if (payment && FINAL_PAYMENT_STATUSES.includes(payment.status)) return false;
  return every;
}
