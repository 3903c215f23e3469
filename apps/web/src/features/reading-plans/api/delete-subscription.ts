import * as plans from '@congrega/contract/endpoints/reading-plans';
import { apiCall } from '../../../lib/api-call.ts';
import { useProgressMutation } from './progress-mutation.ts';

/** DELETE /plano-leitura-inscricao/{uuid} */
export function useDeleteSubscription() {
  return useProgressMutation((subscriptionUuid: string) =>
    apiCall(plans.deleteReadingSubscription, { params: { subscriptionUuid } }, { navigateOnNetworkError: false }),
  );
}
