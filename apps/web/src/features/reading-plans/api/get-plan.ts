import * as plans from '@congrega/contract/endpoints/reading-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { getBootstrap } from '../../../lib/bootstrap.ts';
import { planKeys } from './plan-keys.ts';

/** GET /plano-leitura/{uuid}: the plan with its days. */
export function usePlan(uuid: string) {
  const { slug } = getBootstrap().igreja;
  return useQuery(
    queryOptions({
      queryKey: planKeys.plan(slug, uuid),
      queryFn: ({ signal }) => apiCall(plans.getReadingPlan, { params: { planUuid: uuid } }, { signal }),
    }),
  );
}
