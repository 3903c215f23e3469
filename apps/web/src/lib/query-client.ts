import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { queryDefaults } from './query-defaults.ts';
import { persistQueries } from './query-persist.ts';

/**
 * Server data lives in TanStack Query (design: one home per kind of state). The client is a singleton
 * so the cache survives route changes; the provider is mounted by the routes that use it (router.tsx
 * wraps every route whose meta does not say `query: false`), which keeps TanStack Query out of church
 * home's first load.
 */
export const queryClient = new QueryClient({ defaultOptions: queryDefaults });

persistQueries(queryClient);

export function QueryProvider({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: queryClient }, children);
}
