import type {
  TFinanceRecurringActionBody,
  TFinanceRecurringDetail,
  TFinanceRecurringQuery,
  TRecurringStaffAction,
} from '@congrega/contract/admin/finance-recurring';
import {
  financeRecurringCancel,
  financeRecurringGet,
  financeRecurringList,
  financeRecurringPause,
  financeRecurringResume,
} from '@congrega/contract/endpoints/admin-finance-recurring';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/** One page of the church's recurring gifts found by the filters, with each state's count (the server's). */
export function useRecurringGifts(church: string, query: TFinanceRecurringQuery) {
  return useQuery({
    queryKey: churchKey(church, 'finance', 'recurring', query),
    queryFn: ({ signal }) => apiCall(financeRecurringList, { params: { church }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

const giftKey = (church: string, id: number | undefined) => churchKey(church, 'finance', 'recurring-gift', id);

/** A recurring gift's detail; an id that cannot exist asks nothing. */
export function useRecurringGift(church: string, id: number | undefined) {
  return useQuery({
    queryKey: giftKey(church, id),
    queryFn: ({ signal }) => apiCall(financeRecurringGet, { params: { church, id: id! } }, { signal }),
    enabled: id !== undefined,
  });
}

const ENDPOINT = { pause: financeRecurringPause, resume: financeRecurringResume, cancel: financeRecurringCancel } as const;

/**
 * A pause, resume or cancel on the giver's behalf; its answer (the gift's detail as it now stands) goes in the
 * detail's cache at once, and the lists (their counts changed) are asked again.
 */
export function useRecurringChange(church: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: TRecurringStaffAction; body: TFinanceRecurringActionBody }) =>
      apiCall(ENDPOINT[action], { params: { church, id }, body }, { navigateOnNetworkError: false }),
    onSuccess: async (detail: TFinanceRecurringDetail) => {
      client.setQueryData(giftKey(church, id), detail);
      await client.invalidateQueries({ queryKey: churchKey(church, 'finance', 'recurring') });
    },
  });
}
