import { contentListRoute } from '../components/content-list-screen.tsx';
import { devotionalsKind } from '../kinds/devotionals.tsx';

/** /devotionals */
export const { loader, Component } = contentListRoute(devotionalsKind);
