import { readItem, writeItem } from './storage.ts';

const KEY = 'congrega.versionReload';
const WINDOW_MS = 30_000;

/** A failed dynamic import of one of our chunks: a deploy replaced the files this page was built with. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Loads the new version of the app once when this page's chunks are gone (after a deploy). Never while
 * offline (the chunk is just unreachable: reloading would leave the app for the browser's offline page),
 * and never more than once in 30 s, so a real outage shows the error page instead of a reload loop.
 * Returns whether a reload was started.
 */
export function reloadForNewVersion(now: number = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  if (!navigator.onLine) return false;
  const last = Number(readItem('session', KEY) ?? 0);
  if (now - last < WINDOW_MS) return false;
  writeItem('session', KEY, String(now));
  reload();
  return true;
}
