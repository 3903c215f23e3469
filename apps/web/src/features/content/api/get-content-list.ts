import { CONTENT_PAGE_SIZE } from '@congrega/contract/content';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { seedFromFirstPaint } from '../../../lib/first-paint-query.ts';
import { getBootstrap } from '../../../lib/bootstrap.ts';
import type { ContentItem, WebContentKind } from '../lib/content-kind.ts';
import { contentChurch, contentKeys } from '../lib/content-scope.ts';

type Page = { itens: ContentItem[]; total: number; page: number; limit: number };
const nextPage = (last: Page) => (last.page * last.limit < last.total ? last.page + 1 : undefined);

/** GET /igreja/{slug}/<kind>/?page=&limit=&busca= : newest first, a page at a time. */
export function contentListQueryOptions(kind: WebContentKind, busca: string, filters: Record<string, string> = {}) {
  return infiniteQueryOptions({
    queryKey: contentKeys.list(kind.key, busca, filters),
    // The kind's own fields come on top of the shared summary (its schema, generic here).
    queryFn: async ({ pageParam, signal }) =>
      (await apiCall(
        kind.endpoints.list,
        {
          params: { slug: contentChurch() },
          query: { ...filters, page: pageParam, limit: CONTENT_PAGE_SIZE, ...(busca ? { busca } : {}) },
        },
        { signal },
      )) as Page,
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useContentList(kind: WebContentKind, busca: string, filters: Record<string, string> = {}) {
  return useInfiniteQuery({ ...contentListQueryOptions(kind, busca, filters), select: (data) => data.pages.flatMap((p) => p.itens) });
}

/**
 * The first page the server drew a kind's list with (apps/server content.first-paint.ts), as the unsearched list's
 * first page (content is the same for everyone, so any viewer starts from it).
 */
export function seedDrawnContentList(kind: WebContentKind): void {
  const { queryKey } = contentListQueryOptions(kind, '');
  seedFromFirstPaint<Page>('contentList', getBootstrap().igreja.id, queryKey, (page) => ({ pages: [page], pageParams: [1] }));
}
