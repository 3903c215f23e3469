import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE_KEY, readItem, removeItem, writeItem } from './storage.ts';

/** Larger caches are not kept (session storage holds about 5 MB per origin, shared with the rest). */
const MAX_CHARS = 1_500_000;
const SAVE_DELAY_MS = 500;

/**
 * Keeps this tab's successfully loaded server data in session storage, and puts it back at start, so pages
 * already visited survive an offline reload: their queries start with the last data and, offline, the refetch
 * pauses instead of failing (networkMode offlineFirst). A query with `meta: { persist: false }` (short-lived signed
 * links, Play's playback) is never written. Session storage is per tab and ends with it; logout
 * clears the query cache, which clears this copy too.
 */
export function persistQueries(client: QueryClient): void {
  try {
    const saved = readItem('session', QUERY_CACHE_KEY);
    if (saved) {
      hydrate(client, JSON.parse(saved));
      // The copy may be older than the server's data: shown at once, refetched on use whenever online.
      void client.invalidateQueries({ refetchType: 'none' });
    }
  } catch {
    removeItem('session', QUERY_CACHE_KEY);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false,
    });
    if (!state.queries.length) return removeItem('session', QUERY_CACHE_KEY);
    const text = JSON.stringify(state);
    if (text.length <= MAX_CHARS) writeItem('session', QUERY_CACHE_KEY, text);
  };
  // Leaving or reloading the page writes the pending copy at once (a save just before a reload must not be lost).
  window.addEventListener('pagehide', () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  });
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    if (event.type === 'updated' && event.action.type !== 'success') return;
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  });
}
