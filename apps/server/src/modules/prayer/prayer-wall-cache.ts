import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { WallPage } from './prayer.repository.ts';

/**
 * A page of the prayer wall is the same for everyone who reads it, and it is the busiest read: each server copy
 * answers it from memory for a couple of seconds (a microcache), one database read per church and page at a time.
 * A write on the wall in this copy (new request, message, prayer, delete) starts a new generation for the church,
 * so its readers see the change at once; other copies within WALL_CACHE_MS (counters may lag that long there).
 * A member's own marks: "mine" is worked out from the page's author ids (kept in memory, never sent); "prayed
 * today" is a per-member cache (MARKS_CACHE_MS), keyed by church, member, the prayer day and the page's ids, and
 * evicted by `prayedChanged` after the member prays (or is erased): on this copy at once, on the others when the
 * Redis message arrives (plugins/realtime.ts), at worst after MARKS_CACHE_MS. A new day is a new key. So a member's
 * repeated wall read on a warm copy costs no statement at all (session check cached too, plugins/auth.ts).
 */
export const WALL_CACHE_MS = 2_000;
export const MARKS_CACHE_MS = 5_000;
const MARKS_TOPIC = 'prayed';

interface WallCache {
  pages: TtlCache<WallPage>;
  generations: Map<number, number>;
}
const caches = new WeakMap<Database, WallCache>();
/** Per app (each copy of a two-copy test has its own), with the app's eviction handler. */
const marksCaches = new WeakMap<FastifyInstance['cacheEvictions'], TtlCache<Set<string>>>();

function marksFor(app: FastifyInstance): TtlCache<Set<string>> {
  let cache = marksCaches.get(app.cacheEvictions);
  if (!cache) {
    const created = new TtlCache<Set<string>>({ ttlMs: MARKS_CACHE_MS, maxEntries: 20_000 });
    app.cacheEvictions.on(MARKS_TOPIC, (prefix) => created.deletePrefix(prefix));
    marksCaches.set(app.cacheEvictions, created);
    cache = created;
  }
  return cache;
}

function marksKey(churchId: number, usuarioId: number, day: string, ids: string[]): string {
  return `${churchId}:${usuarioId}:${day}:${ids.join(',')}`;
}

/** The member's cached "prayed today" marks among `ids`, if this copy has them. */
export function peekPrayedMarks(app: FastifyInstance, churchId: number, usuarioId: number, day: string, ids: string[]) {
  return ids.length === 0 ? new Set<string>() : marksFor(app).get(marksKey(churchId, usuarioId, day, ids));
}

/** The member's "prayed today" marks among `ids`, from the cache or `load`. */
export function cachedPrayedMarks(
  app: FastifyInstance,
  churchId: number,
  usuarioId: number,
  day: string,
  ids: string[],
  load: () => Promise<Set<string>>,
): Promise<Set<string>> {
  return ids.length === 0 ? Promise.resolve(new Set()) : marksFor(app).load(marksKey(churchId, usuarioId, day, ids), load);
}

/** The member prayed (or their rows went): their marks are read again, here at once and on the other copies. */
export function prayedChanged(app: FastifyInstance, churchId: number, usuarioId: number): Promise<void> {
  return app.cacheEvictions.evict(MARKS_TOPIC, `${churchId}:${usuarioId}:`);
}

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

/** The page if this copy holds it fresh (a member's warm read then needs no transaction). */
export function peekWallPage(app: FastifyInstance, churchId: number, page: { page: number; limit: number }): WallPage | undefined {
  const cache = cacheFor(app);
  const generation = cache.generations.get(churchId) ?? 0;
  return cache.pages.get(`${churchId}:${generation}:${page.page}:${page.limit}`);
}

/** Something on the church's wall changed: this copy's visitors read it fresh from now on. */
export function wallChanged(app: FastifyInstance, churchId: number): void {
  const cache = cacheFor(app);
  cache.generations.set(churchId, (cache.generations.get(churchId) ?? 0) + 1);
}
