import { contentListRoute } from '../components/content-list-screen.tsx';
import { ebdKind } from '../kinds/ebd.tsx';

/** /ebds */
export const { loader, Component } = contentListRoute(ebdKind);
