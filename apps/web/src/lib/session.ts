import type { TProviderAccount, TTokenPair } from '@congrega/contract/auth';
import type { TClientAccount } from '@congrega/contract/user';
import { useSyncExternalStore } from 'react';
import { accountEndpoints } from './account-endpoints.ts';
import { apiCall } from './api-call.ts';
import { ApiError, setApiAuthHooks } from './api-client.ts';
import { getBootstrap } from './bootstrap.ts';
import { isExpired } from './jwt-expiry.ts';
import {
  currentToken,
  dropToken,
  keepStoredToken,
  LEGACY_REFRESH_KEY,
  onScheduledRefreshRejected,
  refreshAccessToken,
  resetTokenForTests,
  scheduleRefresh,
  SESSION_HINT_KEY,
  RETRY_OFFLINE_MS,
  setToken,
  TOKEN_STORAGE_KEY,
} from './session-token.ts';
import { loadClientAccount, loadRoles } from './session-user.ts';
import { OFFLINE_COPY_KEY, QUERY_CACHE_KEY, readItem, removeItem, writeItem } from './storage.ts';

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

export { LEGACY_REFRESH_KEY, SESSION_HINT_KEY, TOKEN_STORAGE_KEY } from './session-token.ts';
export const USER_SNAPSHOT_KEY = 'congrega.user';

const GUEST: SessionState = { status: 'guest', account: null, client: null, roles: [] };

let state: SessionState = { ...GUEST, status: 'starting' };
let starting: Promise<void> | null = null;
const listeners = new Set<() => void>();
const resetHandlers = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  // This tab's copy of who is logged in, so an offline reload still shows the member (see forgetInMemory).
  if (next.status === 'member') writeItem('session', USER_SNAPSHOT_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getState: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The member's profile picture (header, chat); null for visitors and members without one. */
  getPicture: (): string | null => state.client?.imagem ?? null,
  /** The current access token (for the chat socket); null for visitors. */
  getToken: (): string | null => currentToken(),
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

// ---- user data ----

/**
 * Loads the shared account, the client account at the host church and the roles. Throws on failure. A
 * `background` check (the session resumed after a reconnection) leaves the page where it is on a network failure.
 */
export async function reloadUser(options: { background?: boolean } = {}): Promise<void> {
  const request = { navigateOnNetworkError: !options.background };
  const account = await apiCall((await accountEndpoints()).getMe, {}, request);
  const churchId = getBootstrap().igreja.id;
  const client = await loadClientAccount(account.id, churchId, request);
  const roles = client ? await loadRoles(account.id, churchId, request) : [];
  setState({ status: client ? 'member' : 'guest', account, client, roles });
}

/** Keeps the session's copy of the client account current after a profile update. */
export function updateClientAccount(client: TClientAccount): void {
  setState({ ...state, client, status: state.account && currentToken() ? 'member' : state.status });
}

// ---- transitions ----

/**
 * Whether a failure says nothing about the session: anything but an answer of the server (ApiError), such as the
 * network failing or a call cut off because the page is going away (a reload or navigation aborts the calls in
 * flight, and a body cut short fails to read). Only the server's answer may end a session: a reload pressed while
 * the user loads must never log the member out (which revokes the session on the server).
 */
function saysNothingAboutSession(err: unknown): boolean {
  return !(err instanceof ApiError);
}

/** Stores the credentials and loads the user; any answered failure logs out (spec section 4) and rethrows. */
export async function completeLogin(pair: Pick<TTokenPair, 'token'> & Partial<TTokenPair>): Promise<void> {
  stopResume();
  setToken(pair.token);
  try {
    await reloadUser();
  } catch (err) {
    if (saysNothingAboutSession(err)) forgetInMemory();
    else await logout();
    throw err;
  }
}

function readSnapshot(): SessionState | null {
  try {
    const snapshot = JSON.parse(readItem('session', USER_SNAPSHOT_KEY) ?? 'null') as SessionState | null;
    return snapshot?.status === 'member' && snapshot.account && snapshot.client ? snapshot : null;
  } catch {
    return null;
  }
}

/**
 * Offline while loading the user. With this tab's snapshot of the member (an offline reload) the session
 * carries on from it, and is checked with the server as soon as the connection returns; without one, act as a
 * visitor for now. Either way the stored credentials stay, so nobody is logged out by a dead connection.
 */
function forgetInMemory(): void {
  const snapshot = readSnapshot();
  const kept = keepStoredToken(snapshot !== null);
  setState(kept && snapshot ? snapshot : GUEST);
  resumeAttempts = 0;
  awaitConnection();
}

/** Waits between the checks of a kept session while the browser says online but the server is not reached. */
const RESUME_RETRY_MS = [1_000, 3_000, 10_000];
let resumeAttempts = 0;
let resumeTimer: ReturnType<typeof setTimeout> | undefined;
let resuming: Promise<void> | null = null;

/**
 * Checks the kept session once the connection is back. The 'online' event only says a network is up: the
 * first calls can still fail (DNS, a Wi-Fi sign-in page, the service worker not back yet), so while the
 * browser says online the check is tried again a little later instead of being given up.
 */
function awaitConnection(): void {
  stopResume();
  window.addEventListener('online', onBackOnline, { once: true });
  if (navigator.onLine) resumeTimer = setTimeout(onBackOnline, RESUME_RETRY_MS[resumeAttempts] ?? RETRY_OFFLINE_MS);
}

function stopResume(): void {
  clearTimeout(resumeTimer);
  resumeTimer = undefined;
  window.removeEventListener('online', onBackOnline);
}

function onBackOnline(): void {
  stopResume();
  resuming ??= resumeWhenOnline().finally(() => {
    resuming = null;
  });
}

function retryResume(): void {
  awaitConnection();
  resumeAttempts += 1;
}

/**
 * A background check: a network failure, a cut-off call or a server error (5xx) keeps the member from the snapshot
 * and tries again; only a refusal (4xx: the api client has already tried the refresh on a 401) logs out.
 */
async function resumeWhenOnline(): Promise<void> {
  const token = currentToken();
  if (!token) return;
  try {
    if (isExpired(token)) {
      const outcome = await refreshAccessToken();
      if (outcome === 'offline') return retryResume();
      if (outcome === 'rejected') return await logout();
    } else {
      scheduleRefresh();
    }
    await reloadUser({ background: true });
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) await logout();
    else retryResume();
  }
}

/** Replaces the access token (e.g. after a password change answered with a new pair). */
export function updateTokens(pair: Pick<TTokenPair, 'token'>): void {
  setToken(pair.token);
}

/** POST /security/login_check; rejects with ApiError (INVALID_CREDENTIALS, TOO_MANY_REQUESTS...). */
export async function login(username: string, password: string): Promise<void> {
  const pair = await apiCall((await accountEndpoints()).login, { body: { username, password } });
  await completeLogin(pair);
}

function dropCredentials(): void {
  stopResume();
  dropToken();
  removeItem('session', USER_SNAPSHOT_KEY);
  removeItem('session', QUERY_CACHE_KEY);
  removeItem('local', OFFLINE_COPY_KEY);
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
  await import('./web-push.ts').then((m) => m.dropPushOnLogout()).catch(() => undefined); // this browser's pushes stop
  try {
    // The cookie's path variant of POST /security/logout: only there does the browser send the HttpOnly
    // refresh cookie, so the server can revoke the session family.
    await apiCall((await accountEndpoints()).logoutByCookie, { body: undefined }, { navigateOnNetworkError: false });
  } catch {
    // Logging out locally must work offline or with an already invalid session.
  }
  await resetUserData();
}

/** Resumes this tab's session: the stored access token, else a silent refresh through the cookie. */
async function autoLogin(): Promise<void> {
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
 * Auto login at app start: the tab's stored access token, else a silent refresh through the cookie. Never
 * rejects; ends as 'member' or 'guest'. (A link's one-time `?token=` code is offered afterwards, with a
 * confirmation: lib/url-code-flow.ts.)
 */
export function startSession(): Promise<void> {
  starting ??= autoLogin().catch(async (err: unknown) => {
    if (saysNothingAboutSession(err)) forgetInMemory();
    else if (state.status === 'starting' || currentToken()) await logout();
  });
  return starting;
}

onScheduledRefreshRejected(logout);
setApiAuthHooks({
  getToken: currentToken,
  refresh: async () => (await refreshAccessToken()) === 'ok',
  logout,
});

/** Test helper: back to the initial state. */
export function resetSessionForTests(): void {
  resetTokenForTests();
  starting = null;
  state = { ...GUEST, status: 'starting' };
  stopResume();
  resuming = null;
  resumeAttempts = 0;
}
