import { lazy, type ComponentType } from 'react';

/** Resolves when the browser is online (at once if it is). */
export function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/**
 * Loads a chunk, and when that fails because the connection dropped (a phone losing 4G just after first paint),
 * waits until the browser is back online and loads it again, instead of failing: the piece stays in its Suspense
 * fallback meanwhile and the rest of the page, with the offline banner, stays up. Online failures are retried
 * `onlineAttempts` times in all, then thrown (a deploy replaced the chunk: root-shell reloads the new version).
 */
export async function importWithRetry<T>(load: () => Promise<T>, onlineAttempts = 2): Promise<T> {
  for (let failures = 0; ;) {
    try {
      return await load();
    } catch (error) {
      if (navigator.onLine && ++failures >= onlineAttempts) throw error;
      await whenOnline();
    }
  }
}

/** `React.lazy` over importWithRetry, for the pieces of the page that load after it (footer, menus, banners). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithRetry<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => importWithRetry(load));
}
