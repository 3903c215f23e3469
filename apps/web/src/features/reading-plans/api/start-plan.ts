import * as plans from '@congrega/contract/endpoints/reading-plans';
import { apiCall } from '../../../lib/api-call.ts';
import { useProgressMutation } from './progress-mutation.ts';

/** POST /plano-leitura/{uuid}/inscricao */
export function useStartPlan() {
  return useProgressMutation((planUuid: string) =>
    apiCall(plans.startReadingPlan, { params: { planUuid } }, { navigateOnNetworkError: false }),
  );
}
