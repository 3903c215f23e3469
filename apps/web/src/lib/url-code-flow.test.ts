import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./query-client.ts', () => ({ queryClient: { clear: vi.fn() } }));
vi.mock('./bootstrap.ts', () => ({ getBootstrap: () => ({ igreja: { id: 7 } }) }));

import { apiNavigation } from './api-client.ts';
import { completeLogin, resetSessionForTests, sessionStore } from './session.ts';
import { acceptUrlCode, declineUrlCode, offerUrlCode } from './url-code-flow.ts';
import { takeUrlCode, urlCodeStore } from './url-code.ts';

const ME = { id: 42, email: 'membro@videira.demo', flagAtivo: true };
const STRANGER = { id: 66, email: 'stranger@evil.test', flagAtivo: true };
const CLIENT = { id: 900, idIgreja: 7, email: ME.email, nome: 'Maria', sobrenome: 'Silva' };

function jwt(sub: number): string {
  const part = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub: String(sub), exp: Math.floor(Date.now() / 1000) + 900 })}.sig`;
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: string[];
let codeOwner: typeof ME;
let loggedInAs: typeof ME | null;

beforeEach(() => {
  resetSessionForTests();
  urlCodeStore.set(null);
  sessionStorage.clear();
  calls = [];
  codeOwner = STRANGER;
  loggedInAs = null;
  vi.spyOn(apiNavigation, 'navigate').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url}`;
      calls.push(key);
      if (key === 'POST /api/v1/security/token/troca/previa') {
        return JSON.parse(String(init.body)).codigo === 'good-code-0123456789'
          ? json(200, { email: codeOwner.email })
          : json(400, { code: 'EXCHANGE_CODE_INVALID', message: 'x' });
      }
      if (key === 'POST /api/v1/security/token/troca') {
        loggedInAs = codeOwner;
        return json(200, { token: jwt(codeOwner.id), refreshToken: 'r' });
      }
      if (key === 'POST /api/v1/security/token/logout') {
        loggedInAs = null;
        return new Response(null, { status: 204 });
      }
      if (key === 'GET /api/v1/me') return loggedInAs ? json(200, loggedInAs) : json(401, { code: 'UNAUTHENTICATED', message: 'x' });
      if (key.startsWith('GET /api/v1/user/'))
        return key.includes('/role')
          ? json(200, { userIgrejaRoles: [] })
          : json(200, { usuarios: [{ ...CLIENT, email: loggedInAs?.email }] });
      return json(404, { code: 'NOT_FOUND', message: 'x' });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function logInAs(account: typeof ME) {
  loggedInAs = account;
  await completeLogin({ token: jwt(account.id) });
}

describe('a church-switch code in a link', () => {
  it('leaves the address bar and the history entry at once; reset and activation links keep theirs', () => {
    window.history.replaceState(null, '', '/event/5?token=good-code-0123456789&x=1#top');
    expect(takeUrlCode()).toBe('good-code-0123456789');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/event/5?x=1#top');
    window.history.replaceState(null, '', '/access/reset-password?token=reset-token-123456');
    expect(takeUrlCode()).toBeNull();
    expect(window.location.search).toBe('?token=reset-token-123456');
  });

  it('never logs a visitor in without asking, naming the account of the code', async () => {
    await offerUrlCode('good-code-0123456789');
    expect(urlCodeStore.get()).toEqual({ code: 'good-code-0123456789', email: STRANGER.email, currentEmail: null });
    expect(calls).not.toContain('POST /api/v1/security/token/troca');
    expect(sessionStore.getState().status).not.toBe('member');
  });

  it('never replaces a logged-in member with another account silently', async () => {
    await logInAs(ME);
    await offerUrlCode('good-code-0123456789');
    expect(urlCodeStore.get()).toMatchObject({ email: STRANGER.email, currentEmail: ME.email });
    declineUrlCode();
    expect(urlCodeStore.get()).toBeNull();
    expect(calls).not.toContain('POST /api/v1/security/token/troca');
    expect(sessionStore.getState().account?.email).toBe(ME.email);
  });

  it('on confirmation ends the current session first, then redeems the code', async () => {
    await logInAs(ME);
    await offerUrlCode('good-code-0123456789');
    await acceptUrlCode();
    expect(calls.indexOf('POST /api/v1/security/token/logout')).toBeLessThan(calls.indexOf('POST /api/v1/security/token/troca'));
    expect(sessionStore.getState()).toMatchObject({ status: 'member', account: { email: STRANGER.email } });
    expect(urlCodeStore.get()).toBeNull();
  });

  it('asks nothing when the code belongs to the account already logged in, or is not valid', async () => {
    codeOwner = ME;
    await logInAs(ME);
    await offerUrlCode('good-code-0123456789');
    expect(urlCodeStore.get()).toBeNull();
    await offerUrlCode('spent-code-0123456789');
    expect(urlCodeStore.get()).toBeNull();
    expect(calls).not.toContain('POST /api/v1/security/token/troca');
  });
});
