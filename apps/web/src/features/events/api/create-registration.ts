import * as events from '@congrega/contract/endpoints/events';
import type { TPurchaseBody, TPurchaseResult } from '@congrega/contract/events-purchase';
import { GUEST_USER_ID } from '@congrega/contract/events-purchase';
import { apiCall } from '../../../lib/api-call.ts';

/**
 * POST /usuario/{user}/evento/{event}/inscricao/ (user 0: a guest) with the attempt's Idempotency-Key
 * (components/payments/idempotency.ts). A plain function, not a mutation: the body may carry a card token, which
 * must not be kept in a cache. A network failure keeps the buyer on the form (sending again reuses the key).
 */
export function createRegistration(userId: number, eventId: number, body: TPurchaseBody, idempotencyKey: string): Promise<TPurchaseResult> {
  return apiCall(
    events.purchase,
    { params: { userId: userId || GUEST_USER_ID, id: eventId }, body },
    { headers: { 'Idempotency-Key': idempotencyKey }, navigateOnNetworkError: false },
  );
}
