import { Suspense } from 'react';
import { lazyWithRetry } from '../../lib/lazy-retry.ts';

// The footer sits below the fold on every screen: it loads right after the page, not with it.
const AppFooter = lazyWithRetry(async () => ({ default: (await import('./app-footer.tsx')).AppFooter }));

export function LazyFooter() {
  return (
    <Suspense fallback={null}>
      <AppFooter />
    </Suspense>
  );
}
