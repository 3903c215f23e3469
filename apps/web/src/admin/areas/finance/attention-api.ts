import type { TAttentionNoteBody } from '@congrega/contract/admin/finance-attention';
import type { TFinancePaymentDetail } from '@congrega/contract/admin/finance';
import type { z } from 'zod';
import type { ZUnknownWebhookQuery } from '@congrega/contract/admin/finance-attention';
import { financePaymentHonour, financeUnknownWebhooks, financeWebhookReview } from '@congrega/contract/endpoints/admin-finance-attention';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/** What needs a person in the money area: gateway events that named an unknown order, a late payment's honour. */
export type UnknownWebhookQuery = z.input<typeof ZUnknownWebhookQuery>;

export function useUnknownWebhooks(church: string, query: UnknownWebhookQuery) {
  return useQuery({
    queryKey: churchKey(church, 'finance', 'webhooks-unknown', query),
    queryFn: ({ signal }) => apiCall(financeUnknownWebhooks, { params: { church }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Reviews an event with staff's note; the lists and the dashboard's count are asked again. */
export function useWebhookReview(church: string) {
  const client = useQueryClient();
  return async (key: { gateway: string; eventoId: string }, body: TAttentionNoteBody) => {
    const reviewed = await apiCall(financeWebhookReview, { params: { church, ...key }, body }, { navigateOnNetworkError: false });
    await client.invalidateQueries({ queryKey: churchKey(church, 'finance', 'webhooks-unknown') });
    await client.invalidateQueries({ queryKey: churchKey(church, 'dashboard') });
    return reviewed;
  };
}

/** Honours a cancelled order paid afterwards: its answer is the payment's detail, put in the detail's cache at once. */
export function useHonour(church: string, id: number) {
  const client = useQueryClient();
  return async (body: TAttentionNoteBody): Promise<TFinancePaymentDetail> => {
    const detail = await apiCall(financePaymentHonour, { params: { church, id }, body }, { navigateOnNetworkError: false });
    client.setQueryData(churchKey(church, 'finance', 'payment', id), detail);
    await client.invalidateQueries({ queryKey: churchKey(church, 'dashboard') });
    return detail;
  };
}
