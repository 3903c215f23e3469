import type { QueryKey } from '@tanstack/react-query';
import { takeFirstPaintData } from './first-paint.ts';
import { queryClient } from './query-client.ts';

/**
 * Puts the data the server drew the screen with (`key` of the drawn page, lib/first-paint.ts) into the screen's
 * query, dated when it was drawn, so the screen renders what is already on screen and asks again only once that
 * copy is stale. Never over a newer copy in the cache (a reload restores the tab's). `toData` shapes the drawn
 * value as the query holds it (an infinite query's first page). The caller decides who may get it: only the
 * viewer the drawing was for (a visitor).
 */
export function seedFromFirstPaint<T>(
  key: string,
  churchId: number,
  queryKey: QueryKey,
  toData: (value: T) => unknown = (value) => value,
): void {
  const drawn = takeFirstPaintData<T>(key, churchId);
  if (!drawn || (queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0) >= drawn.drawnAt) return;
  queryClient.setQueryData(queryKey, toData(drawn.value), { updatedAt: drawn.drawnAt });
}
