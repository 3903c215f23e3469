import { contentListRoute } from '../components/content-list-screen.tsx';
import { publicationsKind } from '../kinds/publications.tsx';

/** /publications (?tipo= a type from /publication-types) */
export const { loader, Component } = contentListRoute(publicationsKind);
