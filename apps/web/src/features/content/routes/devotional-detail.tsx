import { contentDetailRoute } from '../components/content-detail-screen.tsx';
import { devotionalsKind } from '../kinds/devotionals.tsx';

/** /devotionals/{devotionalId} */
export const { loader, Component } = contentDetailRoute(devotionalsKind, 'devotionalId');
