import * as plans from '@congrega/contract/endpoints/reading-plans';
import { apiCall } from '../../../lib/api-call.ts';
import { useProgressMutation } from './progress-mutation.ts';

/** POST /plano-leitura-inscricao/{uuid}/reiniciar */
export function useResetPlan() {
  return useProgressMutation((subscriptionUuid: string) =>
    apiCall(plans.resetReadingPlan, { params: { subscriptionUuid } }, { navigateOnNetworkError: false }),
  );
}
