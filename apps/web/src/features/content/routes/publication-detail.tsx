import { contentDetailRoute } from '../components/content-detail-screen.tsx';
import { publicationsKind } from '../kinds/publications.tsx';

/** /publications/{publicationSlug} */
export const { loader, Component } = contentDetailRoute(publicationsKind, 'publicationSlug');
