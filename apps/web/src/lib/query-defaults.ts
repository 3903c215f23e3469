import type { QueryClientConfig } from '@tanstack/react-query';

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** The app's query and mutation defaults (query-client.ts; tests build their own client from them). */
export const queryDefaults = {
  queries: {
    staleTime: 30_000,
    // 'offlineFirst' still fires the request when the browser says it is offline, so the service
    // worker can answer from its cache (the app keeps working offline).
    networkMode: 'offlineFirst',
    retry: (failures, error) => !isClientError(error) && failures < 2,
    refetchOnWindowFocus: false,
  },
  mutations: { networkMode: 'offlineFirst', retry: false },
} satisfies QueryClientConfig['defaultOptions'];
