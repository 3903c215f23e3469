import type { TFinancePlayQuery } from '@congrega/contract/admin/finance-play';
import { financePlaySubscriptions } from '@congrega/contract/endpoints/admin-finance-play';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/** One page of the church's Play subscriptions found by the filters, each state's count and each plan's figures. */
export function usePlaySubscriptions(church: string, query: TFinancePlayQuery) {
  return useQuery({
    queryKey: churchKey(church, 'finance', 'play', query),
    queryFn: ({ signal }) => apiCall(financePlaySubscriptions, { params: { church }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}
