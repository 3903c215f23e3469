import { accountEndpoints } from './account-endpoints.ts';
import { apiCall } from './api-call.ts';
import { ApiError, NetworkError } from './api-client.ts';
import { tokenExpiry } from './jwt-expiry.ts';
import { readItem, removeItem, writeItem } from './storage.ts';

/**
 * The access token of the session (lib/session.ts holds who is logged in): kept in memory and in this tab's
 * sessionStorage (a reload stays logged in), refreshed silently through the HttpOnly refresh cookie shortly
 * before it expires. The refresh token itself never reaches scripts.
 */

export const TOKEN_STORAGE_KEY = 'congrega.token';
/** Where older versions kept the refresh token; read once for auto login, then removed. */
export const LEGACY_REFRESH_KEY = 'refreshToken';
/**
 * Marks that this browser has logged in here before, so app start only tries the cookie refresh when a
 * cookie can exist: visitors (most traffic) are spared a request that would always answer 401.
 */
export const SESSION_HINT_KEY = 'congrega.session';
/** Refresh this long before the access token expires (or at 80% of a shorter lifetime). */
const REFRESH_LEAD_MS = 60_000;
export const RETRY_OFFLINE_MS = 30_000;
const MAX_TIMER_MS = 2_147_483_647;

export type RefreshOutcome = 'ok' | 'rejected' | 'offline';

let token: string | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<RefreshOutcome> | null = null;
let onRejected: () => Promise<void> = async () => {};

export function currentToken(): string | null {
  return token;
}

/** What a scheduled refresh does when the server refuses it (the session logs out). */
export function onScheduledRefreshRejected(handler: () => Promise<void>): void {
  onRejected = handler;
}

export function stopRefreshTimer(): void {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
}

export function scheduleRefresh(delayMs?: number): void {
  stopRefreshTimer();
  if (!token) return;
  let delay = delayMs;
  if (delay === undefined) {
    const exp = tokenExpiry(token);
    if (exp === undefined) return;
    const remaining = exp * 1000 - Date.now();
    delay = remaining - Math.min(REFRESH_LEAD_MS, remaining * 0.2);
  }
  refreshTimer = setTimeout(() => void scheduledRefresh(), Math.min(Math.max(delay, 0), MAX_TIMER_MS));
}

async function scheduledRefresh(): Promise<void> {
  const outcome = await refreshAccessToken();
  if (outcome === 'offline') scheduleRefresh(RETRY_OFFLINE_MS);
  else if (outcome === 'rejected') await onRejected();
}

/** A new access token: kept in memory and this tab's storage, with its refresh planned. */
export function setToken(next: string): void {
  token = next;
  // Storage can be unavailable (private mode quotas); the in-memory token still works for this page.
  writeItem('session', TOKEN_STORAGE_KEY, next);
  writeItem('local', SESSION_HINT_KEY, '1');
  scheduleRefresh();
}

/** Carries on (offline) with the token this tab stored, or none; nothing is written or scheduled. */
export function keepStoredToken(keep: boolean): string | null {
  stopRefreshTimer();
  token = keep ? readItem('session', TOKEN_STORAGE_KEY) : null;
  return token;
}

/** Forgets the token here and in storage (the cookie is the server's business: see logout). */
export function dropToken(): void {
  stopRefreshTimer();
  token = null;
  removeItem('session', TOKEN_STORAGE_KEY);
  removeItem('local', LEGACY_REFRESH_KEY);
  removeItem('local', SESSION_HINT_KEY);
}

/** One silent refresh through the HttpOnly cookie; concurrent callers share the same request. */
export function refreshAccessToken(): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    const legacy = readItem('local', LEGACY_REFRESH_KEY);
    try {
      const { refreshSession } = await accountEndpoints();
      const pair = await apiCall(refreshSession, { body: legacy ? { refreshToken: legacy } : {} }, { navigateOnNetworkError: false });
      if (legacy) removeItem('local', LEGACY_REFRESH_KEY);
      setToken(pair.token);
      return 'ok';
    } catch (err) {
      if (legacy && err instanceof ApiError) removeItem('local', LEGACY_REFRESH_KEY);
      return err instanceof NetworkError ? 'offline' : 'rejected';
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Test helper: no token, no timer, no refresh in flight. */
export function resetTokenForTests(): void {
  stopRefreshTimer();
  token = null;
  refreshing = null;
}
