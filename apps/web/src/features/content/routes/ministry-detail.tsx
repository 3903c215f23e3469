import { contentDetailRoute } from '../components/content-detail-screen.tsx';
import { ministriesKind } from '../kinds/ministries.tsx';

/** /ministries/{ministryId} */
export const { loader, Component } = contentDetailRoute(ministriesKind, 'ministryId');
