import { contentDetailRoute } from '../components/content-detail-screen.tsx';
import { ebdKind } from '../kinds/ebd.tsx';

/** /ebds/{ebdSlug} (the quarter's slug, or its id from a notification: the address then shows the slug) */
export const { loader, Component } = contentDetailRoute(ebdKind, 'ebdSlug');
