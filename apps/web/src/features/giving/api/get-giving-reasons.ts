import * as payments from '@congrega/contract/endpoints/payments';
import type { TPaymentReason } from '@congrega/contract/payments/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { getBootstrap } from '../../../lib/bootstrap.ts';
import { givingKeys } from './giving-keys.ts';

/** GET /igreja/{slug}/pagamento-motivo/?doacao=true: the church's giving reasons (tithe, offering, missions...). */
export function getGivingReasons(slug: string, signal?: AbortSignal): Promise<TPaymentReason[]> {
  return apiCall(payments.listPaymentReasons, { params: { slug }, query: { doacao: 'true' } }, { signal });
}

export function givingReasonsQueryOptions() {
  const { id, slug } = getBootstrap().igreja;
  return queryOptions({
    queryKey: givingKeys.reasons(id),
    queryFn: ({ signal }) => getGivingReasons(slug, signal),
    staleTime: 5 * 60_000,
  });
}

export function useGivingReasons() {
  return useQuery(givingReasonsQueryOptions());
}
