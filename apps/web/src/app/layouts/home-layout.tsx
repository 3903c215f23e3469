import { Outlet } from 'react-router';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { DownloadAppBanner } from './download-app-banner.tsx';

/** HOME layout: full-width content (church home) with the call to download the app. */
export function HomeLayout() {
  return (
    <div className="layout layout-home">
      <AppHeader />
      <main id="main" className="main main-home">
        <Outlet />
      </main>
      <DownloadAppBanner />
      <AppFooter />
    </div>
  );
}
