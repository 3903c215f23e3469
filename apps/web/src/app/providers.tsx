import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { AppRouter } from './router.tsx';

/**
 * App-wide providers. Deliberately thin: i18n is a module singleton (lib/i18n/, no provider),
 * the bootstrap and the session are external stores, and TanStack Query's provider is mounted by the
 * routes that use it (see router.tsx) so church home's first load does not carry it.
 */
export function Providers({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
