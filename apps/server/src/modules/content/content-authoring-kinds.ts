import type { TAdminContentKind } from '@congrega/contract/admin/content';
import { ADMIN_CONTENT_ENDPOINTS } from '@congrega/contract/endpoints/admin-content';
import type { AuthoringTable } from './content-authoring.repository.ts';
import { devocional } from './content.schema.ts';
import { devotionalsKind } from './devotionals.kind.ts';
import { newsKind } from './news.kind.ts';

/**
 * The kinds the staff console authors (contract admin/content.ts ADMIN_CONTENT_KINDS): the member side's kind (its
 * table), the console's endpoints, the kind's own fields (field -> column, as the body and the answer name them) and
 * the type of the notification publishing one creates for the church's members (none: publishing notifies nobody).
 */
export interface AuthoringKind extends AuthoringTable {
  name: TAdminContentKind;
  endpoints: (typeof ADMIN_CONTENT_ENDPOINTS)[TAdminContentKind];
  notice?: 'DEVOCIONAL' | 'NOTICIA' | 'EBD';
}

export const AUTHORING_KINDS: Record<TAdminContentKind, AuthoringKind> = {
  devotionals: {
    name: 'devotionals',
    kind: devotionalsKind,
    endpoints: ADMIN_CONTENT_ENDPOINTS.devotionals,
    own: { passagem: devocional.passagem },
    notice: 'DEVOCIONAL',
  },
  news: { name: 'news', kind: newsKind, endpoints: ADMIN_CONTENT_ENDPOINTS.news, own: {}, notice: 'NOTICIA' },
};
