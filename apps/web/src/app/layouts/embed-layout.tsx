import './embed-layout.css';
import { Outlet } from 'react-router';

/** EMBED layout: no header or footer; the page lives inside another site's iframe. */
export function EmbedLayout() {
  return (
    <main id="main" className="main main-embed">
      <Outlet />
    </main>
  );
}
