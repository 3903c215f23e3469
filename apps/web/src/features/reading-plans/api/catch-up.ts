import * as plans from '@congrega/contract/endpoints/reading-plans';
import { apiCall } from '../../../lib/api-call.ts';
import { useProgressMutation } from './progress-mutation.ts';

/** POST /plano-leitura-inscricao/{uuid}/em-dia */
export function useCatchUp() {
  return useProgressMutation((subscriptionUuid: string) =>
    apiCall(plans.catchUpReadingPlan, { params: { subscriptionUuid } }, { navigateOnNetworkError: false }),
  );
}
