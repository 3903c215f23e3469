import { useSyncExternalStore } from 'react';

/**
 * One-time church-switch codes arriving in a link (`?token=`). A code is never redeemed silently: anyone can
 * send a link carrying a code of their own account (login CSRF). The app takes the code out of the address
 * bar, resumes its own session, and then asks: "continue as <account of the code>?", naming the account that
 * is logged in now when there is one. This module holds the code while the question is open (memory only).
 */
export interface PendingUrlCode {
  code: string;
  /** The account the code logs into (from the preview endpoint). */
  email: string;
  /** The account logged in now, when it is a different one. */
  currentEmail: string | null;
}

let pending: PendingUrlCode | null = null;
const listeners = new Set<() => void>();

export const urlCodeStore = {
  get: (): PendingUrlCode | null => pending,
  set(next: PendingUrlCode | null): void {
    pending = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function usePendingUrlCode(): PendingUrlCode | null {
  return useSyncExternalStore(urlCodeStore.subscribe, urlCodeStore.get, urlCodeStore.get);
}

/** Paths whose own `?token=` is not a church-switch code (password reset, account activation). */
function isAccessPath(pathname: string): boolean {
  return pathname === '/access' || pathname.startsWith('/access/');
}

/** Removes the one-time code from the address bar and the history entry before anything else happens. */
export function takeUrlCode(): string | null {
  const url = new URL(window.location.href);
  const code = url.searchParams.get('token');
  if (!code || isAccessPath(url.pathname)) return null;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return code;
}
