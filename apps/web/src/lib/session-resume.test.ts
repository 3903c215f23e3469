import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./query-client.ts', () => ({ queryClient: { clear: vi.fn() } }));
vi.mock('./bootstrap.ts', () => ({ getBootstrap: () => ({ igreja: { id: 7 } }) }));

import { apiNavigation } from './api-client.ts';
import { resetSessionForTests, sessionStore, startSession, TOKEN_STORAGE_KEY, USER_SNAPSHOT_KEY } from './session.ts';

/**
 * Coming back online (issue 7): the 'online' event fires as soon as a network is up, but the first calls can
 * still fail (DNS, a Wi-Fi sign-in page, the service worker not back yet). The member kept from this tab's
 * snapshot must stay logged in and on the page, and the check must be tried again rather than given up.
 */
const ACCOUNT = { id: 42, email: 'membro@videira.demo', flagAtivo: true };
const CLIENT = { id: 900, idIgreja: 7, email: ACCOUNT.email, nome: 'Maria', sobrenome: 'Silva' };
const MEMBER = { status: 'member', account: ACCOUNT, client: CLIENT, roles: [] };

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (seconds: number) => `${base64url({ alg: 'HS256' })}.${base64url({ exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

let routes: Record<string, () => Response | Promise<Response>>;
let calls: string[];
let online: boolean;

function serverReachable(): void {
  routes['GET /api/v1/me'] = () => json(200, ACCOUNT);
  routes['GET /api/v1/user/42/usuario?cliente=7'] = () => json(200, { usuarios: [CLIENT] });
  routes['GET /api/v1/user/42/role?cliente=7'] = () => json(200, { userIgrejaRoles: [] });
  routes['POST /api/v1/security/token/refresh'] = () => json(200, { token: jwt(900), refreshToken: 'r2' });
}

function serverUnreachable(): void {
  for (const key of ['GET /api/v1/me', 'POST /api/v1/security/token/refresh']) routes[key] = unreachable;
}

/** This tab had a member and reloads while the network is down. */
async function offlineReload(storedToken: string): Promise<void> {
  sessionStorage.setItem(TOKEN_STORAGE_KEY, storedToken);
  sessionStorage.setItem(USER_SNAPSHOT_KEY, JSON.stringify(MEMBER));
  localStorage.setItem('congrega.session', '1');
  online = false;
  serverUnreachable();
  await startSession();
  expect(sessionStore.getState()).toMatchObject({ status: 'member', account: ACCOUNT });
}

function backOnline(): void {
  online = true;
  window.dispatchEvent(new Event('online'));
}

beforeEach(() => {
  resetSessionForTests();
  sessionStorage.clear();
  localStorage.clear();
  routes = {};
  calls = [];
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(apiNavigation, 'navigate').mockImplementation(() => {});
  vi.spyOn(apiNavigation, 'reloadHome').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url}`;
      calls.push(key);
      return (routes[key] ?? (() => json(404, { code: 'NOT_FOUND', message: 'x' })))();
    }),
  );
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  resetSessionForTests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const count = (key: string) => calls.filter((c) => c === key).length;

describe('a kept session coming back online', () => {
  it('a check that fails at the network keeps the member on the page and is tried again until it succeeds', async () => {
    await offlineReload(jwt(900));
    backOnline(); // the network is up, the server not reachable yet
    await vi.waitFor(() => expect(count('GET /api/v1/me')).toBe(2)); // start, then back online
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionStore.getState().status).toBe('member');
    expect(apiNavigation.navigate).not.toHaveBeenCalled();

    serverReachable();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(count('GET /api/v1/user/42/role?cliente=7')).toBe(1));
    expect(sessionStore.getState()).toMatchObject({ status: 'member', account: ACCOUNT, client: CLIENT });
    expect(calls).not.toContain('POST /api/v1/security/token/logout');
    expect(apiNavigation.navigate).not.toHaveBeenCalled();
    expect(apiNavigation.reloadHome).not.toHaveBeenCalled();
  });

  it('an expired token whose refresh fails at the network is not logged out; the next try refreshes', async () => {
    await offlineReload(jwt(-10));
    backOnline();
    await vi.waitFor(() => expect(count('POST /api/v1/security/token/refresh')).toBe(2)); // start, then back online
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionStore.getState().status).toBe('member');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();

    serverReachable();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(count('GET /api/v1/user/42/role?cliente=7')).toBe(1));
    expect(sessionStore.getState()).toMatchObject({ status: 'member', client: CLIENT });
    expect(count('POST /api/v1/security/token/refresh')).toBe(3);
    expect(calls).not.toContain('POST /api/v1/security/token/logout');
  });

  it("a check cut off by a reload of the page (aborted calls) never logs out: the session is not the server's to end there", async () => {
    await offlineReload(jwt(900));
    serverReachable();
    routes['GET /api/v1/user/42/role?cliente=7'] = () => Promise.reject(new DOMException('The user aborted a request.', 'AbortError'));
    backOnline();
    await vi.waitFor(() => expect(count('GET /api/v1/user/42/role?cliente=7')).toBe(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).not.toContain('POST /api/v1/security/token/logout');
    expect(sessionStore.getState().status).toBe('member');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
  });

  it('a server error (5xx) once back online is tried again, not a logout', async () => {
    await offlineReload(jwt(900));
    serverReachable();
    routes['GET /api/v1/me'] = () => json(503, { code: 'SERVICE_UNAVAILABLE', message: 'x' });
    backOnline();
    await vi.waitFor(() => expect(count('GET /api/v1/me')).toBe(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionStore.getState().status).toBe('member');
    serverReachable();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(count('GET /api/v1/user/42/role?cliente=7')).toBe(1));
    expect(sessionStore.getState()).toMatchObject({ status: 'member', client: CLIENT });
    expect(calls).not.toContain('POST /api/v1/security/token/logout');
  });

  it('a refusal once back online still ends the session', async () => {
    await offlineReload(jwt(-10));
    routes['POST /api/v1/security/token/refresh'] = () => json(401, { code: 'REFRESH_TOKEN_INVALID', message: 'x' });
    routes['POST /api/v1/security/token/logout'] = () => new Response(null, { status: 204 });
    backOnline();
    await vi.waitFor(() => expect(sessionStore.getState().status).toBe('guest'));
    expect(sessionStorage.getItem(USER_SNAPSHOT_KEY)).toBeNull();
  });
});
