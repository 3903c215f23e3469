export interface TtlCacheOptions<V = unknown> {
  /** How long an entry is fresh. */
  ttlMs: number;
  /**
   * After it stops being fresh, how much longer an entry may still be answered while one refresh loads in the
   * background (stale-while-revalidate). 0: an expired entry is a miss.
   */
  staleMs?: number;
  /** Least recently used entries go first beyond this many. */
  maxEntries: number;
  /** A background refresh failed (the stale entry stays until it is too old). */
  onRefreshError?: (err: unknown) => void;
  /**
   * The moment (epoch ms) a value stops being true by itself, if any (a list of upcoming events changes when the
   * first of them ends): its entry is fresh until then at most.
   */
  trueUntil?: (value: V) => number | undefined;
}

/**
 * Freshness of the per-church caches (host lookup, bootstrap): settings changes show within about half a minute;
 * a church that keeps getting traffic is refreshed in the background and never waits on the database.
 */
export const CHURCH_CACHE_TIMES = { ttlMs: 30_000, staleMs: 5 * 60_000 } as const;

interface Entry<V> {
  value: V;
  freshUntil: number;
}

/**
 * A bounded least-recently-used cache with expiry, for read-mostly lookups every request needs (host -> church,
 * the church bootstrap). `load` shares one loader call among concurrent misses of a key and, within `staleMs`
 * after expiry, answers the old value while refreshing it, so a busy key never waits on the database. Shared data
 * (host, bootstrap, a wall page) may be a little old on another copy; per-user entries (session liveness, a
 * member's marks and notes) use staleMs 0 and are evicted on every write through plugins/realtime.ts.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly inFlight = new Map<string, Promise<V>>();
  private readonly staleMs: number;
  /** Bumped by clear()/delete(): a load that started before an invalidation must not store what it read. */
  private generation = 0;
  constructor(private readonly options: TtlCacheOptions<V>) {
    this.staleMs = options.staleMs ?? 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The fresh value of `key`, if any. */
  get(key: string): V | undefined {
    const entry = this.touch(key);
    return entry && entry.freshUntil >= Date.now() ? entry.value : undefined;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const freshUntil = Date.now() + this.options.ttlMs;
    this.entries.set(key, { value, freshUntil: Math.min(freshUntil, this.options.trueUntil?.(value) ?? freshUntil) });
  }

  /**
   * The cached value, a stale one while `loader` refreshes it, or the loader's result (one call per key at a time).
   * `keep` decides whether a loaded value is stored (a session check keeps only positive answers).
   */
  async load(key: string, loader: () => Promise<V>, keep?: (value: V) => boolean): Promise<V> {
    const entry = this.touch(key);
    const now = Date.now();
    if (entry && entry.freshUntil >= now) return entry.value;
    if (entry && entry.freshUntil + this.staleMs >= now) {
      this.refresh(key, loader, keep).catch((err: unknown) => this.options.onRefreshError?.(err));
      return entry.value;
    }
    return this.refresh(key, loader, keep);
  }

  delete(key: string): void {
    this.generation += 1;
    this.entries.delete(key);
    this.inFlight.delete(key);
  }

  /**
   * Drops every entry whose key starts with `prefix` (one walk over at most maxEntries keys: for rare evictions such
   * as a logout, not for every request). Like delete(), a load already under way stores nothing.
   */
  deletePrefix(prefix: string): void {
    this.generation += 1;
    for (const map of [this.entries, this.inFlight]) {
      for (const key of [...map.keys()]) if (key.startsWith(prefix)) map.delete(key);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.inFlight.clear();
  }

  private refresh(key: string, loader: () => Promise<V>, keep?: (value: V) => boolean): Promise<V> {
    const existing = this.inFlight.get(key);
    if (existing) return existing;
    const generation = this.generation;
    const pending = loader()
      .then((value) => {
        if (generation === this.generation && (keep?.(value) ?? true)) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.inFlight.get(key) === pending) this.inFlight.delete(key);
      });
    this.inFlight.set(key, pending);
    return pending;
  }

  /** The entry of `key`, moved to the most recently used end; entries too old even to be stale are dropped. */
  private touch(key: string): Entry<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.freshUntil + this.staleMs < Date.now()) return undefined;
    this.entries.set(key, entry);
    return entry;
  }
}
