import { Suspense } from 'react';
import { lazyWithRetry } from '../../lib/lazy-retry.ts';
import { Outlet } from 'react-router';
import { LazyFooter } from './lazy-footer.tsx';
import { AppHeader } from './app-header.tsx';

// Below the fold and optional: not part of church home's first load.
const DownloadAppBanner = lazyWithRetry(async () => ({ default: (await import('./download-app-banner.tsx')).DownloadAppBanner }));

/** HOME layout: full-width content (church home) with the call to download the app. */
export function HomeLayout() {
  return (
    <div className="layout layout-home">
      <AppHeader />
      <main id="main" className="main main-home">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <DownloadAppBanner />
      </Suspense>
      <LazyFooter />
    </div>
  );
}
