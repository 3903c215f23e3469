import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import type { ContentItem, ContentKey, WebContentKind } from '../lib/content-kind.ts';
import { contentKeys } from '../lib/content-scope.ts';

export type ContentDetail = ContentItem & { conteudo: string };

/** GET /<kind>/{id} (or /<kind>/{slug}): one item with its rich text (sanitised by the server). */
export function contentItemQueryOptions(kind: WebContentKind, id: ContentKey) {
  // The kind's item path names its key `id` or `slug` (contract `bySlug`); generic here.
  const params = (kind.bySlug ? { slug: id } : { id }) as never;
  return queryOptions({
    queryKey: contentKeys.item(kind.key, id),
    queryFn: async ({ signal }) => (await apiCall(kind.endpoints.item, { params }, { signal })) as ContentDetail,
  });
}

export function useContentItem(kind: WebContentKind, id: ContentKey) {
  return useQuery(contentItemQueryOptions(kind, id));
}
