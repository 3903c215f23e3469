import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

/** A loader whose calls are counted and resolved by the test. */
function deferredLoader() {
  const calls: Array<(value: string) => void> = [];
  const loader = () => new Promise<string>((resolve) => calls.push(resolve));
  return { loader, calls };
}

describe('TtlCache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shares one loader call among concurrent misses of a key', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const { loader, calls } = deferredLoader();
    const both = Promise.all([cache.load('a', loader), cache.load('a', loader)]);
    expect(calls).toHaveLength(1);
    calls[0]!('A');
    expect(await both).toEqual(['A', 'A']);
    expect(await cache.load('a', loader)).toBe('A');
    expect(calls).toHaveLength(1);
  });

  it('answers a stale entry at once while one refresh loads, then the refreshed value', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10 });
    cache.set('a', 'old');
    vi.advanceTimersByTime(1500);
    const { loader, calls } = deferredLoader();
    expect(await cache.load('a', loader)).toBe('old');
    expect(await cache.load('a', loader)).toBe('old');
    expect(calls).toHaveLength(1);
    calls[0]!('new');
    await vi.waitFor(() => expect(cache.get('a')).toBe('new'));
  });

  it('waits for the loader once an entry is older than the stale window', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10 });
    cache.set('a', 'old');
    vi.advanceTimersByTime(6001);
    expect(await cache.load('a', async () => 'new')).toBe('new');
  });

  it('keeps the stale entry and reports a failed background refresh', async () => {
    const errors: unknown[] = [];
    const cache = new TtlCache<string>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, onRefreshError: (err) => errors.push(err) });
    cache.set('a', 'old');
    vi.advanceTimersByTime(1500);
    expect(await cache.load('a', () => Promise.reject(new Error('db down')))).toBe('old');
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(await cache.load('a', async () => 'new')).toBe('old');
  });

  it('evicts the least recently used entry, not the oldest written', () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('a')).toBe('A');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('does not store what a load read before the cache was cleared', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const { loader, calls } = deferredLoader();
    const before = cache.load('a', loader);
    cache.clear();
    calls[0]!('read before the change');
    expect(await before).toBe('read before the change');
    expect(cache.get('a')).toBeUndefined();
    expect(await cache.load('a', async () => 'after')).toBe('after');
  });
});
