/**
 * Web Storage that never throws: storage can be missing or full (private mode, quotas, disabled
 * cookies), and none of what we keep there is worth breaking a page for.
 * Spec: app state persists in session storage; a few preferences (language) outlive the tab.
 */
export type StorageKind = 'local' | 'session';

function area(kind: StorageKind): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readItem(kind: StorageKind, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(kind: StorageKind, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Full or disabled storage: the preference simply does not persist.
  }
}

export function removeItem(kind: StorageKind, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** JSON in session storage, merged back over defaults on load (spec: persisted state). */
export function readSessionJson<T extends object>(key: string, defaults: T): T {
  const raw = readItem('session', key);
  if (!raw) return defaults;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? { ...defaults, ...(parsed as Partial<T>) } : defaults;
  } catch {
    return defaults;
  }
}

export function writeSessionJson(key: string, value: object): void {
  writeItem('session', key, JSON.stringify(value));
}

/** Where this tab keeps its copy of the loaded server data (lib/query-persist.ts); dropped at logout. */
export const QUERY_CACHE_KEY = 'congrega.queries';

/**
 * The one piece of a member's data kept beyond the tab for offline use (the last member card opened: shown at the
 * church door without internet). Local storage, so it is dropped at logout with the rest (lib/session.ts).
 */
export const OFFLINE_COPY_KEY = 'congrega.offline-copy';
