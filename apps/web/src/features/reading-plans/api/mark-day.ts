import * as plans from '@congrega/contract/endpoints/reading-plans';
import { apiCall } from '../../../lib/api-call.ts';
import { useProgressMutation } from './progress-mutation.ts';

/** PUT /plano-leitura-inscricao/{uuid}/dia/{dia} */
export function useMarkDay() {
  return useProgressMutation((v: { subscriptionUuid: string; dia: number; lido: boolean }) =>
    apiCall(
      plans.markReadingDay,
      { params: { subscriptionUuid: v.subscriptionUuid, dia: v.dia }, body: { lido: v.lido } },
      { navigateOnNetworkError: false },
    ),
  );
}
