import * as endpoints from '@congrega/contract/endpoints/member-profile';
import type { TExternalApp } from '@congrega/contract/external-apps';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * POST /app-externo/{app}/acesso: a fresh, short-lived hand-off on every visit (never cached or retried on a 4xx, and
 * never written to the offline copy: its URL carries a signed code).
 */
export function useExternalAppHandoff(app: TExternalApp) {
  return useQuery({
    queryKey: ['external-app', app] as const,
    queryFn: () => apiCall(endpoints.openExternalApp, { params: { app } }, { navigateOnNetworkError: false }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    meta: { persist: false },
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
