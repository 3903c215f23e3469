import * as endpoints from '@congrega/contract/endpoints/member-profile';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * POST /usuario-carteirinha/verificacao: staff check the code a card's QR link carries (checked again on each visit,
 * never written to the offline copy: it is another member's data).
 */
export function useCardCheck(code: string) {
  return useQuery({
    queryKey: ['member-card-check', code] as const,
    queryFn: () => apiCall(endpoints.verifyMemberCard, { body: { codigo: code } }, { navigateOnNetworkError: false }),
    enabled: code.length > 0,
    staleTime: 0,
    gcTime: 0,
    meta: { persist: false },
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
