import type { TPrayerWall } from '@congrega/contract/prayer';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';

/**
 * The visitors' prayer wall is the same for every visitor of a church, and it is the busiest public read: each
 * server copy answers it from memory for a couple of seconds (a microcache), one database read per church and
 * page at a time. A write on the wall in this copy (new request, message, prayer, delete) starts a new
 * generation for the church, so its own visitors see the change at once; other copies within WALL_CACHE_MS.
 * Members' walls carry their own "prayed today" and "mine" marks and are never cached.
 */
export const WALL_CACHE_MS = 2_000;

interface WallCache {
  pages: TtlCache<TPrayerWall>;
  generations: Map<number, number>;
}
const caches = new WeakMap<Database, WallCache>();

function cacheFor(app: FastifyInstance): WallCache {
  let cache = caches.get(app.database);
  if (!cache) {
    cache = { pages: new TtlCache<TPrayerWall>({ ttlMs: WALL_CACHE_MS, maxEntries: 5_000 }), generations: new Map() };
    caches.set(app.database, cache);
  }
  return cache;
}

/** The visitors' wall page of a church, from the microcache or `load`. */
export function visitorWall(
  app: FastifyInstance,
  churchId: number,
  page: { page: number; limit: number },
  load: () => Promise<TPrayerWall>,
): Promise<TPrayerWall> {
  const cache = cacheFor(app);
  const generation = cache.generations.get(churchId) ?? 0;
  return cache.pages.load(`${churchId}:${generation}:${page.page}:${page.limit}`, load);
}

/** Something on the church's wall changed: this copy's visitors read it fresh from now on. */
export function wallChanged(app: FastifyInstance, churchId: number): void {
  const cache = cacheFor(app);
  cache.generations.set(churchId, (cache.generations.get(churchId) ?? 0) + 1);
}
