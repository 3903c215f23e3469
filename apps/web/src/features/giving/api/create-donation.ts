import * as payments from '@congrega/contract/endpoints/payments';
import type { TPayment, TPaymentCreateBody } from '@congrega/contract/payments/payment';
import { apiCall } from '../../../lib/api-call.ts';

/**
 * POST /pagamento/ with the attempt's Idempotency-Key (lib/idempotency.ts). A plain function rather than a
 * mutation: the body may carry a card token, which must not be kept in a cache. A network failure keeps the giver
 * on the form (sending again reuses the key, so nothing is charged twice).
 */
export function createDonation(body: TPaymentCreateBody, idempotencyKey: string): Promise<TPayment> {
  return apiCall(payments.createPayment, { body }, { headers: { 'Idempotency-Key': idempotencyKey }, navigateOnNetworkError: false });
}
