import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistQueries } from './query-persist.ts';
import { QUERY_CACHE_KEY } from './storage.ts';

describe('query data kept for an offline reload', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.useRealTimers();
  });

  it('saves loaded data, restores it in a new client, and forgets it when the cache is cleared', async () => {
    vi.useFakeTimers();
    const first = new QueryClient();
    persistQueries(first);
    await first.fetchQuery({ queryKey: ['notes', 1], queryFn: async () => [{ id: 1, titulo: 'Domingo' }] });
    await first.fetchQuery({ queryKey: ['broken'], queryFn: async () => Promise.reject(new Error('x')), retry: false }).catch(() => {});
    await first.fetchQuery({ queryKey: ['link'], queryFn: async () => ({ url: '/signed' }), meta: { persist: false } });
    await vi.advanceTimersByTimeAsync(600);
    expect(sessionStorage.getItem(QUERY_CACHE_KEY)).toContain('Domingo');
    expect(sessionStorage.getItem(QUERY_CACHE_KEY)).not.toContain('/signed');

    const reloaded = new QueryClient();
    persistQueries(reloaded);
    expect(reloaded.getQueryData(['notes', 1])).toEqual([{ id: 1, titulo: 'Domingo' }]);
    // Restored data is shown but refetched on use: it may be older than the server's.
    expect(reloaded.getQueryState(['notes', 1])?.isInvalidated).toBe(true);
    expect(reloaded.getQueryState(['broken'])).toBeUndefined();

    reloaded.clear();
    await vi.advanceTimersByTimeAsync(600);
    expect(sessionStorage.getItem(QUERY_CACHE_KEY)).toBeNull();
  });

  it('writes the pending copy when the page is left', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    persistQueries(client);
    await client.fetchQuery({ queryKey: ['note', 2], queryFn: async () => ({ texto: 'antes' }) });
    await vi.advanceTimersByTimeAsync(600);
    client.setQueryData(['note', 2], { texto: 'depois' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(QUERY_CACHE_KEY)).toContain('depois');
  });

  it('ignores a damaged copy', () => {
    sessionStorage.setItem(QUERY_CACHE_KEY, '{not json');
    const client = new QueryClient();
    persistQueries(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(sessionStorage.getItem(QUERY_CACHE_KEY)).toBeNull();
  });
});
