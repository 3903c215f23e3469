import './play-layout.css';
import { Outlet } from 'react-router';
import { LazyFooter } from './lazy-footer.tsx';
import { AppHeader } from './app-header.tsx';

/** INPC_PLAY layout: the dark, wide video-subscription area (Play). */
export function PlayLayout() {
  return (
    <div className="layout layout-play">
      <AppHeader variant="play" />
      <main id="main" className="main main-wide">
        <Outlet />
      </main>
      <LazyFooter />
    </div>
  );
}
