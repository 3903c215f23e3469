import type { FastifyInstance } from 'fastify';
import { TtlCache } from '../lib/ttl-cache.ts';

/**
 * What every visitor of a church reads alike (its events, groups, devotionals, Play home, the public part of its
 * notifications; `content`: the lists of every content kind, devotionals among them), kept per copy as the church's bootstrap is (modules/church/bootstrap.service.ts) and ended the
 * same way, through the app's cache evictions (plugins/realtime.ts): a write that changes an area's data calls
 * `publicReadsChanged(app, church, area)` after its commit (every staff console write, admin-tx.ts adminWrite, and
 * a church settings change end all of the church's), which drops the entries on this copy at once (a load under
 * way stores nothing) and on the others when the Redis message arrives; PUBLIC_READ_MS bounds what a write made
 * outside the app (SQL by hand) or a lost message leaves. Keys start with the church and the area, so another
 * church's entry is never answered and one church's writes never end another's. Only data the same for everyone
 * goes here: the caller's part (their tickets, their place in a line) is read per request, and what depends on the
 * time (an event ended) is computed from the cached rows per request, or the value says until when it holds.
 */
export const PUBLIC_READ_MS = 30_000;
/**
 * Only a list's first pages, unfiltered or filtered by a closed set of values, are kept: every church shares the
 * cache, and a script asking page after page (or filter value after filter value) would otherwise push every other
 * church's entries out of it. Later pages and open filters are read each time.
 */
export const PUBLIC_READ_PAGES = 3;
const PUBLIC_READS_TOPIC = 'public-reads';
const MAX_ENTRIES = 20_000;

/** The areas whose public reads are cached; an area's writes end its entries (`all`: every area of the church). */
export type PublicReadArea = 'events' | 'groups' | 'play' | 'content' | 'notifications';

interface Cached {
  value: unknown;
  until?: number;
}

interface PublicReads {
  cache: TtlCache<Cached>;
  /** The content version of `<church>:` (every area) and of `<church>:<area>:`, bumped by each eviction. */
  versions: Map<string, number>;
}

const registry = new WeakMap<FastifyInstance['cacheEvictions'], PublicReads>();

function readsFor(app: FastifyInstance): PublicReads {
  let reads = registry.get(app.cacheEvictions);
  if (!reads) {
    const created: PublicReads = {
      cache: new TtlCache<Cached>({ ttlMs: PUBLIC_READ_MS, maxEntries: MAX_ENTRIES, trueUntil: (c) => c.until }),
      versions: new Map(),
    };
    app.cacheEvictions.on(PUBLIC_READS_TOPIC, (prefix) => {
      created.cache.deletePrefix(prefix);
      created.versions.set(prefix, (created.versions.get(prefix) ?? 0) + 1);
    });
    registry.set(app.cacheEvictions, created);
    reads = created;
  }
  return reads;
}

const prefixOf = (churchId: number, area?: PublicReadArea) => (area ? `${churchId}:${area}:` : `${churchId}:`);

/**
 * A public read of the church's `area`, from this copy's cache or `load` (one load per key at a time). `key` names
 * the read within the area (path parameters, page, language); `until` (epoch ms) ends the entry early when the value
 * stops holding by itself. A load that answers undefined (nothing found) is not kept.
 */
export async function cachedPublicRead<T>(
  app: FastifyInstance,
  churchId: number,
  area: PublicReadArea,
  key: string,
  load: () => Promise<{ value: T; until?: number }>,
): Promise<T> {
  const cached = await readsFor(app).cache.load(
    `${prefixOf(churchId, area)}${key}`,
    () => load(),
    (c) => c.value !== undefined,
  );
  return cached.value as T;
}

/**
 * The content version of the church's `area` on this copy: it changes with every eviction of the area (or of the
 * whole church), so something drawn from the area's reads (a server-drawn page) can be keyed by it.
 */
export function publicReadVersion(app: FastifyInstance, churchId: number, area: PublicReadArea): string {
  const { versions } = readsFor(app);
  return `${versions.get(prefixOf(churchId)) ?? 0}.${versions.get(prefixOf(churchId, area)) ?? 0}`;
}

/**
 * The church's `area` (every area when omitted) changed: call after the commit. Its entries go here at once and on
 * the other copies through the eviction topic; never throws.
 */
export function publicReadsChanged(app: FastifyInstance, churchId: number, area?: PublicReadArea): Promise<void> {
  readsFor(app);
  return app.cacheEvictions.evict(PUBLIC_READS_TOPIC, prefixOf(churchId, area));
}
