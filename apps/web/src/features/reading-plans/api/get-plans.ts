import * as plans from '@congrega/contract/endpoints/reading-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { getBootstrap } from '../../../lib/bootstrap.ts';
import { planKeys } from './plan-keys.ts';

/** GET /plano-leitura/: the church's plans, then the built-in ones. */
export function usePlans() {
  const { slug } = getBootstrap().igreja;
  return useQuery(
    queryOptions({ queryKey: planKeys.list(slug), queryFn: ({ signal }) => apiCall(plans.listReadingPlans, {}, { signal }) }),
  );
}
