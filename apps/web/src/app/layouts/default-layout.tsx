import { Outlet } from 'react-router';
import { LazyFooter } from './lazy-footer.tsx';
import { AppHeader } from './app-header.tsx';

/** DEFAULT layout: header, a readable content column, footer. */
export function DefaultLayout() {
  return (
    <div className="layout">
      <AppHeader />
      <main id="main" className="main page">
        <Outlet />
      </main>
      <LazyFooter />
    </div>
  );
}
