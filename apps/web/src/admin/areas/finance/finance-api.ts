import type { TFinancePaymentDetail, TFinancePaymentQuery, TRefundCreateBody } from '@congrega/contract/admin/finance';
import { financePaymentGet, financePayments, financeReasons, financeRefundCreate } from '@congrega/contract/endpoints/admin-finance';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { churchKey } from '../../lib/console-context.ts';

/** One page of the church's payments found by the filters, with the whole filtered set's totals (the server's). */
export function usePayments(church: string, query: TFinancePaymentQuery) {
  return useQuery({
    queryKey: churchKey(church, 'finance', 'payments', query),
    queryFn: ({ signal }) => apiCall(financePayments, { params: { church }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The church's giving reasons (funds), inactive ones too: the payments list's reason filter. */
export function useFinanceReasons(church: string) {
  return useQuery({
    queryKey: churchKey(church, 'finance', 'reasons'),
    queryFn: ({ signal }) => apiCall(financeReasons, { params: { church } }, { signal }),
    staleTime: 5 * 60_000,
  });
}

const paymentKey = (church: string, id: number | undefined) => churchKey(church, 'finance', 'payment', id);

/** A payment's detail; an id that cannot exist asks nothing. */
export function usePayment(church: string, id: number | undefined) {
  return useQuery({
    queryKey: paymentKey(church, id),
    queryFn: ({ signal }) => apiCall(financePaymentGet, { params: { church, id: id! } }, { signal }),
    enabled: id !== undefined,
  });
}

/**
 * The refund call with the dialog's Idempotency-Key; its answer is the payment's detail with the refund, put in the
 * detail's cache at once, and every list of the church (its totals changed) is asked again.
 */
export function useRefund(church: string, id: number) {
  const client = useQueryClient();
  return async (body: TRefundCreateBody, idempotencyKey: string): Promise<TFinancePaymentDetail> => {
    const detail = await apiCall(
      financeRefundCreate,
      { params: { church, id }, body },
      { headers: { 'Idempotency-Key': idempotencyKey }, navigateOnNetworkError: false },
    );
    client.setQueryData(paymentKey(church, id), detail);
    await client.invalidateQueries({ queryKey: churchKey(church, 'finance', 'payments') });
    return detail;
  };
}
