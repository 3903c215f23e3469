import * as payments from '@congrega/contract/endpoints/payments';
import type { z } from 'zod';
import type { ZInstallmentOption } from '@congrega/contract/payments/payment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { getBootstrap } from '../../../lib/bootstrap.ts';
import { paymentKeys } from './payments-scope.ts';

export type TInstallmentOption = z.infer<typeof ZInstallmentOption>;

export interface InstallmentsRequest {
  /** Value in cents. */
  amount: number;
  maxInstallments: number;
  /** Installments with interest (the church's card rate) rather than without. */
  withInterest: boolean;
}

/** GET /igreja/{slug}/calcula-taxas-parcelamento-juros (result in data.data). */
export async function getInstallments(request: InstallmentsRequest, signal?: AbortSignal): Promise<TInstallmentOption[]> {
  const { slug } = getBootstrap().igreja;
  const answer = await apiCall(
    payments.quoteInstallments,
    {
      params: { slug },
      query: { valor: request.amount, maxParcelas: request.maxInstallments, flagJuros: request.withInterest ? 'true' : 'false' },
    },
    { signal },
  );
  return answer.data.data;
}

export function installmentsQueryOptions(request: InstallmentsRequest) {
  const { id } = getBootstrap().igreja;
  return queryOptions({
    queryKey: paymentKeys.installments(id, request.amount, request.maxInstallments, request.withInterest),
    queryFn: ({ signal }) => getInstallments(request, signal),
    enabled: request.amount > 0 && request.maxInstallments > 1,
    // A changed amount keeps the old options on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useInstallments(request: InstallmentsRequest) {
  return useQuery(installmentsQueryOptions(request));
}
