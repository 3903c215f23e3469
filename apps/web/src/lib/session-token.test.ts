import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentToken,
  dropToken,
  keepStoredToken,
  LEGACY_REFRESH_KEY,
  onScheduledRefreshRejected,
  refreshAccessToken,
  resetTokenForTests,
  SESSION_HINT_KEY,
  setToken,
  TOKEN_STORAGE_KEY,
} from './session-token.ts';

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}
const jwt = (seconds: number) =>
  `${base64url({ alg: 'HS256' })}.${base64url({ sub: 'x', exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;

let refreshAnswers: Array<Response | Error>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  resetTokenForTests();
  sessionStorage.clear();
  localStorage.clear();
  refreshAnswers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toBe('/api/v1/security/token/refresh');
      const next = refreshAnswers.shift();
      if (!next) throw new Error('unexpected fetch');
      if (next instanceof Error) throw next;
      return next;
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  onScheduledRefreshRejected(async () => {});
});

describe('session token', () => {
  it('keeps a new token in memory and this tab, marks that a cookie may exist, and forgets it all', () => {
    const token = jwt(600);
    setToken(token);
    expect(currentToken()).toBe(token);
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    localStorage.setItem(LEGACY_REFRESH_KEY, 'old');
    dropToken();
    expect(currentToken()).toBeNull();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_REFRESH_KEY)).toBeNull();
  });

  it('carries on offline with the stored token only when asked to', () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    expect(keepStoredToken(false)).toBeNull();
    expect(keepStoredToken(true)).toBe('stored');
    expect(currentToken()).toBe('stored');
  });

  it('shares one refresh among concurrent callers and tells offline from rejected', async () => {
    const next = jwt(600);
    refreshAnswers.push(json(200, { token: next }));
    const [a, b] = await Promise.all([refreshAccessToken(), refreshAccessToken()]);
    expect([a, b]).toEqual(['ok', 'ok']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(currentToken()).toBe(next);
    refreshAnswers.push(new TypeError('Failed to fetch'));
    expect(await refreshAccessToken()).toBe('offline');
    refreshAnswers.push(json(401, { message: 'INVALID_REFRESH_TOKEN' }));
    expect(await refreshAccessToken()).toBe('rejected');
  });

  it('a scheduled refresh the server refuses hands over to the session (logout)', async () => {
    vi.useFakeTimers();
    const rejected = vi.fn(async () => {});
    onScheduledRefreshRejected(rejected);
    refreshAnswers.push(json(401, { message: 'INVALID_REFRESH_TOKEN' }));
    setToken(jwt(120));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(rejected).toHaveBeenCalledTimes(1);
  });
});
