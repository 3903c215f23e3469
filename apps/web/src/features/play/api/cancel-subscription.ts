import * as play from '@congrega/contract/endpoints/play';
import type { TPlaySubscription } from '@congrega/contract/play';
import { apiCall } from '../../../lib/api-call.ts';

/** DELETE /usuario-plano-assinatura/{id}/: stops renewing; valid until the end of the paid period. */
export function cancelSubscription(id: number): Promise<TPlaySubscription> {
  return apiCall(play.cancelPlaySubscription, { params: { id } });
}
