import { lazy, Suspense } from 'react';

// The footer sits below the fold on every screen: it loads right after the page, not with it.
const AppFooter = lazy(async () => ({ default: (await import('./app-footer.tsx')).AppFooter }));

export function LazyFooter() {
  return (
    <Suspense fallback={null}>
      <AppFooter />
    </Suspense>
  );
}
