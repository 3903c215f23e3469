import type { TAdminContentKind } from '@congrega/contract/admin/content';
import { ADMIN_CONTENT_ENDPOINTS } from '@congrega/contract/endpoints/admin-content';
import type { AuthoredValues, AuthoringTable } from './content-authoring.repository.ts';
import { devocional, noticia } from './content.schema.ts';
import { devotionalsKind } from './devotionals.kind.ts';
import { newsKind } from './news.kind.ts';
import { videosAuthoring } from './videos-authoring.kind.ts';

/**
 * The kinds the staff console authors (contract admin/content.ts ADMIN_CONTENT_KINDS): the member side's kind (its
 * table), the console's endpoints, the kind's own fields (field -> column, as the body and the answer name them; a
 * `slug` field gives the kind editable slugs whose old values keep answering: content-slugs.ts) and
 * the type of the notification publishing one creates for the church's members (none: publishing notifies nobody).
 */
export interface AuthoringKind extends AuthoringTable {
  name: TAdminContentKind;
  endpoints: (typeof ADMIN_CONTENT_ENDPOINTS)[TAdminContentKind];
  notice?: 'DEVOCIONAL' | 'NOTICIA' | 'EBD';
  /** The body's values as stored, when the kind derives columns from its fields (a video's link -> provider and id). */
  prepare?: (values: AuthoredValues) => AuthoredValues;
  /** The item as answered, when the kind adds fields derived from its columns (a video's link). */
  present?: (item: Record<string, unknown>) => Record<string, unknown>;
}

export const AUTHORING_KINDS: Record<TAdminContentKind, AuthoringKind> = {
  devotionals: {
    name: 'devotionals',
    kind: devotionalsKind,
    endpoints: ADMIN_CONTENT_ENDPOINTS.devotionals,
    own: { passagem: devocional.passagem, slug: devocional.slug },
    notice: 'DEVOCIONAL',
  },
  news: { name: 'news', kind: newsKind, endpoints: ADMIN_CONTENT_ENDPOINTS.news, own: { slug: noticia.slug }, notice: 'NOTICIA' },
  videos: videosAuthoring,
};
