import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { persistQueries } from './query-persist.ts';

/**
 * Server data lives in TanStack Query (design: one home per kind of state). The client is a singleton
 * so the cache survives route changes; the provider is mounted by the routes that use it (router.tsx
 * wraps every route whose meta does not say `query: false`), which keeps TanStack Query out of church
 * home's first load.
 */
function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // 'offlineFirst' still fires the request when the browser says it is offline, so the service
      // worker can answer from its cache (the app keeps working offline).
      networkMode: 'offlineFirst',
      retry: (failures, error) => !isClientError(error) && failures < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { networkMode: 'offlineFirst', retry: false },
  },
});

persistQueries(queryClient);

export function QueryProvider({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: queryClient }, children);
}
