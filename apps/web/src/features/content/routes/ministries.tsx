import { contentListRoute } from '../components/content-list-screen.tsx';
import { ministriesKind } from '../kinds/ministries.tsx';

/** /ministries */
export const { loader, Component } = contentListRoute(ministriesKind);
