import * as household from '@congrega/contract/endpoints/household';
import type { TPostcodeResult } from '@congrega/contract/household';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';

/**
 * The address lookups. A lookup that fails (service down or not configured, unknown code, offline) is not an
 * error for the user: the form simply stays open for typing, so these never navigate on a network error.
 */
export function lookupPostcode(pais: string, code: string, signal: AbortSignal): Promise<TPostcodeResult> {
  const options = { signal, navigateOnNetworkError: false };
  return pais === 'BR'
    ? apiCall(household.lookupCep, { params: { cep: code } }, options)
    : apiCall(household.lookupPostcode, { params: { pais, codigo: code } }, options);
}

/** The country's states for the address form's list; empty (free text) while loading or when unavailable. */
export function useStates(pais: string) {
  return useQuery({
    queryKey: ['household', 'states', pais],
    queryFn: async ({ signal }) =>
      (await apiCall(household.listStates, { params: { pais } }, { signal, navigateOnNetworkError: false })).estados,
    enabled: /^[A-Z]{2}$/.test(pais),
    staleTime: 24 * 60 * 60 * 1000,
    retry: false,
  });
}
