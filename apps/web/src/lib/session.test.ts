import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const clearCache = vi.hoisted(() => vi.fn());
vi.mock('./query-client.ts', () => ({ queryClient: { clear: clearCache } }));
vi.mock('./bootstrap.ts', () => ({ getBootstrap: () => ({ igreja: { id: 7 } }) }));

import { apiNavigation } from './api-client.ts';
import {
  completeLogin,
  LEGACY_REFRESH_KEY,
  login,
  logout,
  needsRegistration,
  onSessionReset,
  resetSessionForTests,
  SESSION_HINT_KEY,
  sessionStore,
  startSession,
  TOKEN_STORAGE_KEY,
  USER_SNAPSHOT_KEY,
} from './session.ts';
import { tokenExpiry } from './jwt-expiry.ts';

const CHURCH_ID = 7;
const ACCOUNT = { id: 42, email: 'membro@videira.demo', flagAtivo: true };
const CLIENT = { id: 900, idIgreja: CHURCH_ID, email: ACCOUNT.email, nome: 'Maria', sobrenome: 'Silva' };

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}
/** An unsigned JWT-shaped token expiring `seconds` from now (the client never verifies signatures). */
function jwt(seconds: number, sub = 'x'): string {
  return `${base64url({ alg: 'HS256' })}.${base64url({ sub, exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;
}

type Handler = (init: RequestInit) => Response | Promise<Response>;
let routes: Record<string, Handler>;
let calls: Array<{ key: string; init: RequestInit }>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const bearer = (init: RequestInit | undefined) => new Headers(init?.headers).get('authorization');

/** Routes the signed-in user's data calls. */
function userDataRoutes(options: { client?: boolean } = {}) {
  routes['GET /api/v1/me'] = () => json(200, ACCOUNT);
  routes[`GET /api/v1/user/42/usuario?cliente=${CHURCH_ID}`] = () => json(200, { usuarios: options.client === false ? [] : [CLIENT] });
  routes[`GET /api/v1/user/42/role?cliente=${CHURCH_ID}`] = () =>
    json(200, { userIgrejaRoles: [{ role: 'ROLE_ADMIN', igreja: 'videira' }] });
  routes['POST /api/v1/security/token/logout'] = () => new Response(null, { status: 204 });
}

beforeEach(() => {
  resetSessionForTests();
  sessionStorage.clear();
  localStorage.clear();
  clearCache.mockReset();
  routes = {};
  calls = [];
  window.history.replaceState(null, '', '/');
  vi.spyOn(apiNavigation, 'navigate').mockImplementation(() => {});
  vi.spyOn(apiNavigation, 'reloadHome').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url}`;
      calls.push({ key, init });
      const handler = routes[key];
      if (!handler) return json(404, { code: 'NOT_FOUND', message: 'Not found' });
      return handler(init);
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('login', () => {
  it('keeps the token in sessionStorage and loads account, client account and roles', async () => {
    const token = jwt(900);
    routes['POST /api/v1/security/login_check'] = () => json(200, { token, refreshToken: 'r1' });
    userDataRoutes();
    await login('membro@videira.demo', 'Demo@1234');

    expect(sessionStore.getState()).toEqual({ status: 'member', account: ACCOUNT, client: CLIENT, roles: ['ROLE_ADMIN'] });
    expect(sessionStore.getToken()).toBe(token);
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(bearer(calls.find((c) => c.key === 'GET /api/v1/me')?.init)).toBe(`Bearer ${token}`);
    // The refresh token stays in the HttpOnly cookie: nothing of it reaches web storage.
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('r1');
  });

  it('rejects with the API error and stays a visitor on wrong credentials', async () => {
    routes['POST /api/v1/security/login_check'] = () =>
      json(401, { code: 'INVALID_CREDENTIALS', message: 'Nome de usuário ou senha inválidos.' });
    await expect(login('a@b.co', 'Wrong@123')).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Nome de usuário ou senha inválidos.',
    });
    expect(sessionStore.getToken()).toBeNull();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('an account without a client account here is not logged in and must complete registration', async () => {
    userDataRoutes({ client: false });
    await completeLogin({ token: jwt(900), refreshToken: 'r' });
    const state = sessionStore.getState();
    expect(state.status).toBe('guest');
    expect(state.account).toEqual(ACCOUNT);
    expect(needsRegistration(state)).toBe(true);
    expect(sessionStore.getToken()).not.toBeNull();
  });

  it('logs out when loading the user data fails', async () => {
    userDataRoutes();
    routes['GET /api/v1/me'] = () => json(500, { code: 'INTERNAL_ERROR', message: 'boom' });
    await expect(completeLogin({ token: jwt(900), refreshToken: 'r' })).rejects.toMatchObject({ status: 500 });
    expect(sessionStore.getState().status).toBe('guest');
    expect(sessionStore.getToken()).toBeNull();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(calls.some((c) => c.key === 'POST /api/v1/security/token/logout')).toBe(true);
  });
});

describe('logout', () => {
  it('revokes the session on the server and resets all user data', async () => {
    userDataRoutes();
    await completeLogin({ token: jwt(900), refreshToken: 'r' });
    localStorage.setItem(LEGACY_REFRESH_KEY, 'legacy');
    const featureReset = vi.fn();
    onSessionReset(featureReset);

    await logout();

    expect(sessionStore.getState()).toEqual({ status: 'guest', account: null, client: null, roles: [] });
    expect(sessionStore.getToken()).toBeNull();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_REFRESH_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    expect(clearCache).toHaveBeenCalled();
    expect(featureReset).toHaveBeenCalled();
    expect(calls.filter((c) => c.key === 'POST /api/v1/security/token/logout')).toHaveLength(1);
  });

  it('still logs out locally when the server cannot be reached', async () => {
    userDataRoutes();
    await completeLogin({ token: jwt(900), refreshToken: 'r' });
    routes['POST /api/v1/security/token/logout'] = () => Promise.reject(new TypeError('Failed to fetch'));
    await logout();
    expect(sessionStore.getState().status).toBe('guest');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(apiNavigation.navigate).not.toHaveBeenCalled();
  });
});

describe('startSession', () => {
  it('an offline reload keeps the member of this tab, and checks with the server once back online', async () => {
    userDataRoutes();
    await completeLogin({ token: jwt(900), refreshToken: 'r' });
    expect(sessionStorage.getItem(USER_SNAPSHOT_KEY)).toContain(ACCOUNT.email);
    // The reload: a fresh module state, the network gone.
    resetSessionForTests();
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    routes['GET /api/v1/me'] = offline;
    await startSession();
    expect(sessionStore.getState()).toMatchObject({ status: 'member', account: ACCOUNT, client: { nome: 'Maria' } });
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();

    // Back online, the account turns out to be gone: the session ends then, not before.
    routes['GET /api/v1/me'] = () => json(401, { code: 'UNAUTHENTICATED', message: 'x' });
    routes['POST /api/v1/security/token/refresh'] = () => json(401, { code: 'REFRESH_TOKEN_INVALID', message: 'x' });
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sessionStore.getState().status).toBe('guest'));
    expect(sessionStorage.getItem(USER_SNAPSHOT_KEY)).toBeNull();
  });

  it('offline without a snapshot of this tab acts as a visitor but keeps the credentials', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, jwt(900));
    routes['GET /api/v1/me'] = () => Promise.reject(new TypeError('Failed to fetch'));
    await startSession();
    expect(sessionStore.getState().status).toBe('guest');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
  });

  it('resumes from the token kept in sessionStorage without a refresh', async () => {
    const token = jwt(600);
    sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
    userDataRoutes();
    await startSession();
    expect(sessionStore.getState().status).toBe('member');
    expect(sessionStore.getToken()).toBe(token);
    expect(calls.some((c) => c.key.includes('/security/token/refresh'))).toBe(false);
  });

  it('a start cut off by a reload of the page (aborted calls) keeps the credentials and never logs out', async () => {
    const token = jwt(600);
    sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
    userDataRoutes();
    routes[`GET /api/v1/user/42/role?cliente=${CHURCH_ID}`] = () =>
      Promise.reject(new DOMException('The user aborted a request.', 'AbortError'));
    await startSession();
    expect(calls.some((c) => c.key === 'POST /api/v1/security/token/logout')).toBe(false);
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
  });

  it('refreshes through the cookie when the stored token has expired', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, jwt(-10));
    const fresh = jwt(900);
    routes['POST /api/v1/security/token/refresh'] = (init) => {
      expect(JSON.parse(String(init.body))).toEqual({});
      expect(init.credentials).toBe('same-origin');
      return json(200, { token: fresh, refreshToken: 'r' });
    };
    userDataRoutes();
    await startSession();
    expect(sessionStore.getState().status).toBe('member');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(fresh);
  });

  it('uses (then removes) a legacy stored refresh token', async () => {
    localStorage.setItem(LEGACY_REFRESH_KEY, 'legacy-refresh');
    routes['POST /api/v1/security/token/refresh'] = (init) => {
      expect(JSON.parse(String(init.body))).toEqual({ refreshToken: 'legacy-refresh' });
      return json(200, { token: jwt(900), refreshToken: 'r' });
    };
    userDataRoutes();
    await startSession();
    expect(sessionStore.getState().status).toBe('member');
    expect(localStorage.getItem(LEGACY_REFRESH_KEY)).toBeNull();
  });

  it('a visitor who never logged in here becomes a guest without any request', async () => {
    await startSession();
    expect(sessionStore.getState().status).toBe('guest');
    expect(calls).toHaveLength(0);
  });

  it('becomes a guest when the cookie refresh is refused', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    routes['POST /api/v1/security/token/refresh'] = () => json(401, { code: 'REFRESH_TOKEN_INVALID', message: 'x' });
    await startSession();
    expect(sessionStore.getState().status).toBe('guest');
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });
});

describe('refresh scheduling', () => {
  it('reads exp from the token payload', () => {
    const token = jwt(900);
    expect(tokenExpiry(token)).toBe(Math.floor(Date.now() / 1000) + 900);
    expect(tokenExpiry('not-a-jwt')).toBeUndefined();
  });

  it('refreshes silently shortly before the access token expires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const second = jwt(900 + 900);
    routes['POST /api/v1/security/token/refresh'] = () => json(200, { token: second, refreshToken: 'r2' });
    userDataRoutes();
    await completeLogin({ token: jwt(900), refreshToken: 'r' });

    await vi.advanceTimersByTimeAsync(830_000);
    expect(calls.some((c) => c.key === 'POST /api/v1/security/token/refresh')).toBe(false);
    await vi.advanceTimersByTimeAsync(15_000); // 845 s: within the last minute before expiry
    expect(calls.filter((c) => c.key === 'POST /api/v1/security/token/refresh')).toHaveLength(1);
    expect(sessionStore.getToken()).toBe(second);
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(second);
  });

  it('logs out when the scheduled refresh is refused', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    routes['POST /api/v1/security/token/refresh'] = () => json(401, { code: 'REFRESH_TOKEN_INVALID', message: 'x' });
    userDataRoutes();
    await completeLogin({ token: jwt(120), refreshToken: 'r' });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sessionStore.getState().status).toBe('guest');
    expect(sessionStore.getToken()).toBeNull();
  });
});
