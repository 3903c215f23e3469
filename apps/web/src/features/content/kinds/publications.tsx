import { publications } from '@congrega/contract/endpoints/publications';
import { PublicationDownload } from '../components/publication-download.tsx';
import type { WebContentKind } from '../lib/content-kind.ts';

/** Publications: found by slug, listed by type (`?tipo=` from /publication-types), each with its file to download. */
export const publicationsKind: WebContentKind = {
  key: 'publications',
  path: '/publications',
  endpoints: publications,
  cardImage: true,
  bySlug: true,
  filters: ['tipo'],
  actions: (item) => <PublicationDownload item={item} />,
};
