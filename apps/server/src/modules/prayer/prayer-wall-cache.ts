import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { WallPage } from './prayer.repository.ts';

/**
 * A page of the prayer wall is the same for everyone who reads it, and it is the busiest read: each server copy
 * answers it from memory for a couple of seconds (a microcache), one database read per church and page at a time.
 * A write on the wall in this copy (new request, message, prayer, delete) starts a new generation for the church,
 * so its readers see the change at once; other copies within WALL_CACHE_MS (counters may lag that long there).
 * Members' own marks ("prayed today", "mine") are never cached: "mine" is worked out from the page's author ids
 * (kept in memory, never sent), "prayed today" is read fresh for each member request (prayer.service.ts).
 */
export const WALL_CACHE_MS = 2_000;

interface WallCache {
  pages: TtlCache<WallPage>;
  generations: Map<number, number>;
}
const caches = new WeakMap<Database, WallCache>();

function cacheFor(app: FastifyInstance): WallCache {
  let cache = caches.get(app.database);
  if (!cache) {
    cache = { pages: new TtlCache<WallPage>({ ttlMs: WALL_CACHE_MS, maxEntries: 5_000 }), generations: new Map() };
    caches.set(app.database, cache);
  }
  return cache;
}

/** A wall page of a church, from the microcache or `load`. */
export function cachedWallPage(
  app: FastifyInstance,
  churchId: number,
  page: { page: number; limit: number },
  load: () => Promise<WallPage>,
): Promise<WallPage> {
  const cache = cacheFor(app);
  const generation = cache.generations.get(churchId) ?? 0;
  return cache.pages.load(`${churchId}:${generation}:${page.page}:${page.limit}`, load);
}

/** Something on the church's wall changed: this copy's visitors read it fresh from now on. */
export function wallChanged(app: FastifyInstance, churchId: number): void {
  const cache = cacheFor(app);
  cache.generations.set(churchId, (cache.generations.get(churchId) ?? 0) + 1);
}
