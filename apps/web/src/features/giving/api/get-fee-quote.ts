import * as payments from '@congrega/contract/endpoints/payments';
import type { TFeeQuote } from '@congrega/contract/payments/payment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { getBootstrap } from '../../../lib/bootstrap.ts';
import { givingKeys } from './giving-keys.ts';

export interface FeeRequest {
  method: string | null;
  /** The gift, in cents. */
  value: number;
  coverFees: boolean;
  /** A cap on the installment options (a recurring gift: 1). */
  maxInstallments?: number;
}

/**
 * GET /pagamento/calcular-taxas: the fees of a method for a value (covering them, `total` is what the giver pays) and
 * every installment option, priced as POST /pagamento/ charges them.
 */
export function getFeeQuote(churchId: number, request: FeeRequest & { method: string }, signal?: AbortSignal): Promise<TFeeQuote> {
  return apiCall(
    payments.quoteFees,
    {
      query: {
        igreja: churchId,
        metodoPagamento: request.method as TFeeQuote['metodoPagamento'],
        valor: request.value,
        flagUsuarioTaxa: request.coverFees ? 'true' : 'false',
        ...(request.maxInstallments ? { maxParcelas: request.maxInstallments } : {}),
      },
    },
    // A failed quote leaves the fees out; it never takes the giver away from the form.
    { signal, navigateOnNetworkError: false },
  );
}

export function feeQuoteQueryOptions(request: FeeRequest) {
  const { id } = getBootstrap().igreja;
  const method = request.method ?? '';
  return queryOptions({
    queryKey: givingKeys.fees(id, method, request.value, request.coverFees, request.maxInstallments ?? 0),
    queryFn: ({ signal }) => getFeeQuote(id, { ...request, method }, signal),
    enabled: !!request.method && request.value > 0,
    staleTime: 60_000,
    // A changed amount keeps the previous quote on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useFeeQuote(request: FeeRequest) {
  return useQuery(feeQuoteQueryOptions(request));
}
