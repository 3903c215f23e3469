import * as prayer from '@congrega/contract/endpoints/prayer';
import { PRAYER_WALL_PAGE_SIZE, type TPrayer, type TPrayerWall } from '@congrega/contract/prayer';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call.ts';
import { seedFromFirstPaint } from '../../../lib/first-paint-query.ts';
import { usePrayerScope, type PrayerScope } from '../lib/prayer-scope.ts';
import { prayerKeys } from './prayer-keys.ts';

/** GET /oracao/{slug}?page=&limit= : published requests, newest first. */
export function getPrayerWall(slug: string, page: number, signal?: AbortSignal): Promise<TPrayerWall> {
  return apiCall(prayer.getPrayerWall, { params: { slug }, query: { page, limit: PRAYER_WALL_PAGE_SIZE } }, { signal });
}

export function nextWallPage(last: TPrayerWall): number | undefined {
  return last.page * last.limit < last.total ? last.page + 1 : undefined;
}

/**
 * The loaded pages as one list. Pages are offsets into a list that grows at the top, so a request
 * posted while the user scrolls shifts an item into the next page too: keep its first appearance only.
 */
export function flattenWall(data: InfiniteData<TPrayerWall>): TPrayer[] {
  const seen = new Set<string>();
  const items: TPrayer[] = [];
  for (const page of data.pages) {
    for (const prayer of page.oracoes) {
      if (seen.has(prayer.id)) continue;
      seen.add(prayer.id);
      items.push(prayer);
    }
  }
  return items;
}

export function prayerWallQueryOptions(scope: PrayerScope) {
  return infiniteQueryOptions({
    queryKey: prayerKeys.wall(scope),
    queryFn: ({ pageParam, signal }) => getPrayerWall(scope.slug, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextWallPage,
    enabled: scope.ready,
  });
}

export function usePrayerWall() {
  return useInfiniteQuery({ ...prayerWallQueryOptions(usePrayerScope()), select: flattenWall });
}

/**
 * The visitors' first page the server drew into the page (apps/server prayer.first-paint.ts), as the visitor's
 * wall query's first page, dated when it was drawn, so the screen shows what is already on screen. Never over
 * a newer copy in the cache (a reload restores the tab's), and never for a member (their wall has their own marks).
 */
export function seedDrawnWall(scope: PrayerScope): void {
  if (scope.viewer !== 'guest') return;
  seedFromFirstPaint<TPrayerWall>('prayerWall', scope.churchId, prayerKeys.wall(scope), (page) => ({ pages: [page], pageParams: [1] }));
}
