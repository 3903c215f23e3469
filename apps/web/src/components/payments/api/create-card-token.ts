import * as payments from '@congrega/contract/endpoints/payments';
import type { TCardToken, TCardTokenBody } from '@congrega/contract/payments/cards';
import { apiCall } from '../../../lib/api-call.ts';

/**
 * POST /general/payment/church/{id}/card/token: the only call that carries the card number and CVV. It is a plain
 * function on purpose (no mutation, no query): TanStack keeps a mutation's variables in its cache, and the number
 * must live nowhere but the form. A network failure keeps the user on the form (nothing typed is lost but the
 * number and CVV, which the form asks for again).
 */
export function createCardToken(churchId: number, body: TCardTokenBody): Promise<TCardToken> {
  return apiCall(payments.createCardToken, { params: { id: churchId }, body }, { navigateOnNetworkError: false });
}
