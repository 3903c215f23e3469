import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import type { ContentItem, WebContentKind } from '../lib/content-kind.ts';
import { contentKeys } from '../lib/content-scope.ts';

export type ContentDetail = ContentItem & { conteudo: string };

/** GET /<kind>/{id}: one item with its rich text (sanitised by the server). */
export function contentItemQueryOptions(kind: WebContentKind, id: number) {
  return queryOptions({
    queryKey: contentKeys.item(kind.key, id),
    queryFn: async ({ signal }) => (await apiCall(kind.endpoints.item, { params: { id } }, { signal })) as ContentDetail,
  });
}

export function useContentItem(kind: WebContentKind, id: number) {
  return useQuery(contentItemQueryOptions(kind, id));
}
