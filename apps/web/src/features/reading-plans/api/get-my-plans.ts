import * as plans from '@congrega/contract/endpoints/reading-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { usePlansViewer } from '../lib/plans-scope.ts';
import { planKeys } from './plan-keys.ts';

/** GET /user/plano-leitura-inscricao: the member's plans in progress and completed. */
export function useMyPlans() {
  const who = usePlansViewer();
  return useQuery(
    queryOptions({
      queryKey: planKeys.mine(who),
      queryFn: ({ signal }) => apiCall(plans.listMyReadingPlans, {}, { signal }),
      enabled: who.viewer !== 'guest',
    }),
  );
}
