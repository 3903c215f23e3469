import { useSyncExternalStore } from 'react';

/** navigator.onLine, kept current by the browser's online/offline events. */
function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * How long after the browser says it is back online a failed request is still put down to the connection coming
 * back (the network stack, the service worker and DNS are not all up the moment the event fires) rather than to
 * the server being out of reach.
 */
export const RECONNECT_GRACE_MS = 5_000;
let backOnlineAt = Number.NEGATIVE_INFINITY;
if (typeof window !== 'undefined') window.addEventListener('online', () => (backOnlineAt = Date.now()));

/** Whether the browser came back online within the last RECONNECT_GRACE_MS. */
export function justReconnected(now = Date.now()): boolean {
  return now - backOnlineAt < RECONNECT_GRACE_MS;
}
