import type { TProviderAccount, TTokenPair } from '@congrega/contract/auth';
import type { TClientAccount } from '@congrega/contract/user';
import { useSyncExternalStore } from 'react';
import { ApiError, apiRequest, NetworkError, setApiAuthHooks } from './api-client.ts';
import { getBootstrap } from './bootstrap.ts';
import { readItem, removeItem, writeItem } from './storage.ts';

/**
 * The session: who is logged in at this church (spec section 4 "Logged in" = token + shared provider
 * account + client account at this church). A tiny external store read with useSyncExternalStore.
 *
 * Only the short-lived access token is kept in JS (memory + sessionStorage, so a reload of the tab stays
 * logged in). The refresh token lives in an HttpOnly cookie the server sets, out of reach of scripts.
 */

export type SessionStatus = 'starting' | 'guest' | 'member';

export interface SessionState {
  status: SessionStatus;
  account: TProviderAccount | null;
  client: TClientAccount | null;
  roles: string[];
}

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
const RETRY_OFFLINE_MS = 30_000;
const MAX_TIMER_MS = 2_147_483_647;

const GUEST: SessionState = { status: 'guest', account: null, client: null, roles: [] };

let state: SessionState = { ...GUEST, status: 'starting' };
let token: string | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<RefreshOutcome> | null = null;
let starting: Promise<void> | null = null;
const listeners = new Set<() => void>();
const resetHandlers = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getState: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The current access token (for the chat socket); null for visitors. */
  getToken: (): string | null => token,
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}

/** Logged in with a shared account that still lacks a client account here: registration must be completed. */
export function needsRegistration(s: SessionState): boolean {
  return s.account !== null && s.client === null;
}

/** Other features register here to drop their user data (chat user, Play data) on logout. */
export function onSessionReset(handler: () => void): () => void {
  resetHandlers.add(handler);
  return () => resetHandlers.delete(handler);
}

// ---- token handling ----

/** `exp` (seconds) of a JWT, read without verifying: only used to time the refresh. */
export function tokenExpiry(jwt: string): number | undefined {
  try {
    const payload = jwt.split('.')[1];
    if (!payload) return undefined;
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const exp: unknown = JSON.parse(atob(base64)).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

function isExpired(jwt: string): boolean {
  const exp = tokenExpiry(jwt);
  return exp === undefined || exp * 1000 <= Date.now();
}

function scheduleRefresh(delayMs?: number): void {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
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
  else if (outcome === 'rejected') await logout();
}

function setToken(next: string): void {
  token = next;
  // Storage can be unavailable (private mode quotas); the in-memory token still works for this page.
  writeItem('session', TOKEN_STORAGE_KEY, next);
  writeItem('local', SESSION_HINT_KEY, '1');
  scheduleRefresh();
}

type RefreshOutcome = 'ok' | 'rejected' | 'offline';

/** One silent refresh through the HttpOnly cookie; concurrent callers share the same request. */
function refreshAccessToken(): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    const legacy = readItem('local', LEGACY_REFRESH_KEY);
    try {
      const pair = await apiRequest<TTokenPair>('/security/token/refresh', {
        method: 'POST',
        body: legacy ? { refreshToken: legacy } : {},
        navigateOnNetworkError: false,
      });
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

// ---- user data ----

async function loadClientAccount(accountId: number, churchId: number): Promise<TClientAccount | null> {
  try {
    const { usuarios } = await apiRequest<{ usuarios: TClientAccount[] }>(`/user/${accountId}/usuario`, { query: { cliente: churchId } });
    return usuarios[0] ?? null;
  } catch (err) {
    // No client account at this church is not a failure: the user is sent to complete registration.
    if (err instanceof ApiError && err.code === 'CLIENT_ACCOUNT_NOT_FOUND') return null;
    throw err;
  }
}

async function loadRoles(accountId: number, churchId: number): Promise<string[]> {
  const { userIgrejaRoles } = await apiRequest<{ userIgrejaRoles: Array<{ role: string }> }>(`/user/${accountId}/role`, {
    query: { cliente: churchId },
  });
  return userIgrejaRoles.map((r) => r.role);
}

/** Loads the shared account, the client account at the host church and the roles. Throws on failure. */
export async function reloadUser(): Promise<void> {
  const account = await apiRequest<TProviderAccount>('/me');
  const churchId = getBootstrap().igreja.id;
  const client = await loadClientAccount(account.id, churchId);
  const roles = client ? await loadRoles(account.id, churchId) : [];
  setState({ status: client ? 'member' : 'guest', account, client, roles });
}

/** Keeps the session's copy of the client account current after a profile update. */
export function updateClientAccount(client: TClientAccount): void {
  setState({ ...state, client, status: state.account && token ? 'member' : state.status });
}

// ---- transitions ----

/** Stores the credentials and loads the user; any failure logs out (spec section 4) and rethrows. */
export async function completeLogin(pair: Pick<TTokenPair, 'token'> & Partial<TTokenPair>): Promise<void> {
  setToken(pair.token);
  try {
    await reloadUser();
  } catch (err) {
    if (err instanceof NetworkError) forgetInMemory();
    else await logout();
    throw err;
  }
}

/**
 * Offline while loading the user: act as a visitor for now but keep the stored credentials, so the
 * next start with a connection resumes the session instead of logging the user out.
 */
function forgetInMemory(): void {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  token = null;
  setState(GUEST);
}

/** Replaces the access token (e.g. after a password change answered with a new pair). */
export function updateTokens(pair: Pick<TTokenPair, 'token'>): void {
  setToken(pair.token);
}

/** POST /security/login_check; rejects with ApiError (INVALID_CREDENTIALS, TOO_MANY_REQUESTS...). */
export async function login(username: string, password: string): Promise<void> {
  const pair = await apiRequest<TTokenPair>('/security/login_check', { method: 'POST', body: { username, password } });
  await completeLogin(pair);
}

function dropCredentials(): void {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  token = null;
  removeItem('session', TOKEN_STORAGE_KEY);
  removeItem('local', LEGACY_REFRESH_KEY);
  removeItem('local', SESSION_HINT_KEY);
}

/** Spec logout: every piece of user data goes (credentials, account, roles, cached queries, feature data). */
async function resetUserData(): Promise<void> {
  dropCredentials();
  setState(GUEST);
  for (const handler of resetHandlers) handler();
  // Loaded on demand so TanStack Query stays out of church home's first load.
  const { queryClient } = await import('./query-client.ts');
  queryClient.clear();
}

/** Ends the session on the server (revokes the refresh cookie) and drops every piece of user data. */
export async function logout(): Promise<void> {
  try {
    // The cookie's path variant of POST /security/logout: only there does the browser send the HttpOnly
    // refresh cookie, so the server can revoke the session family.
    await apiRequest('/security/token/logout', { method: 'POST', navigateOnNetworkError: false });
  } catch {
    // Logging out locally must work offline or with an already invalid session.
  }
  await resetUserData();
}

/** Paths whose own `?token=` is not a church-switch code (password reset, account activation). */
function isAccessPath(pathname: string): boolean {
  return pathname === '/access' || pathname.startsWith('/access/');
}

/** Removes the one-time code from the address bar and the history entry before it is used. */
function takeUrlCode(): string | null {
  const url = new URL(window.location.href);
  const code = url.searchParams.get('token');
  if (!code || isAccessPath(url.pathname)) return null;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return code;
}

async function autoLogin(): Promise<void> {
  const code = takeUrlCode();
  if (code) {
    try {
      const pair = await apiRequest<TTokenPair>('/security/token/troca', { method: 'POST', body: { codigo: code } });
      await completeLogin(pair);
      return;
    } catch {
      // An expired or used code: fall back to the other ways of resuming a session.
    }
  }
  const stored = readItem('session', TOKEN_STORAGE_KEY);
  if (stored && !isExpired(stored)) {
    await completeLogin({ token: stored });
    return;
  }
  const mayHaveCookie = stored || readItem('local', SESSION_HINT_KEY) || readItem('local', LEGACY_REFRESH_KEY);
  if (mayHaveCookie) {
    const outcome = await refreshAccessToken();
    if (outcome === 'ok') return reloadUser();
    if (outcome === 'offline') return forgetInMemory();
  }
  // A visitor: no user data was ever loaded, only stale credentials may need removing.
  dropCredentials();
  setState(GUEST);
}

/**
 * Auto login at app start: a one-time `?token=` code from a church switch, else the tab's stored access
 * token, else a silent refresh through the cookie. Never rejects; ends as 'member' or 'guest'.
 */
export function startSession(): Promise<void> {
  starting ??= autoLogin().catch(async (err: unknown) => {
    if (err instanceof NetworkError) forgetInMemory();
    else if (state.status === 'starting' || token) await logout();
  });
  return starting;
}

setApiAuthHooks({
  getToken: () => token,
  refresh: async () => (await refreshAccessToken()) === 'ok',
  logout,
});

/** Test helper: back to the initial state. */
export function resetSessionForTests(): void {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  token = null;
  refreshing = null;
  starting = null;
  state = { ...GUEST, status: 'starting' };
}
