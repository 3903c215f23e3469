import * as play from '@congrega/contract/endpoints/play';
import type { TPlaySubscribeBody, TPlaySubscribeResult } from '@congrega/contract/play';
import { apiCall } from '../../../lib/api-call.ts';

/**
 * POST /usuario-plano-assinatura/ with the attempt's Idempotency-Key (components/payments/idempotency.ts). A plain
 * function: the body may carry a card token, which must not be kept in a cache.
 */
export function subscribe(body: TPlaySubscribeBody, idempotencyKey: string): Promise<TPlaySubscribeResult> {
  return apiCall(play.subscribePlay, { body }, { headers: { 'Idempotency-Key': idempotencyKey }, navigateOnNetworkError: false });
}
