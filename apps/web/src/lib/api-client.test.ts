import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiNavigation, apiRequest, bffRequest, NetworkError, setApiAuthHooks } from './api-client.ts';
import { RECONNECT_GRACE_MS } from './online-status.ts';

type FetchCall = { url: string; init: RequestInit };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let calls: FetchCall[];
/** What the next fetch answers or throws; a function decides when the fetch is made. */
let responses: Array<Response | Error | (() => Response | Error)>;
let token: string | null;
const refresh = vi.fn<() => Promise<boolean>>();
const logout = vi.fn<() => Promise<void>>();

beforeEach(() => {
  calls = [];
  responses = [];
  token = 'access-1';
  refresh.mockReset();
  logout.mockReset().mockResolvedValue(undefined);
  setApiAuthHooks({ getToken: () => token, refresh, logout });
  vi.spyOn(apiNavigation, 'navigate').mockImplementation(() => {});
  vi.spyOn(apiNavigation, 'reloadHome').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const queued = responses.shift();
      const next = typeof queued === 'function' ? queued() : queued;
      if (!next) throw new Error('unexpected fetch');
      if (next instanceof Error) throw next;
      return next;
    }),
  );
  window.history.replaceState(null, '', '/events');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const header = (call: FetchCall | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe('apiRequest', () => {
  it('sends JSON with the bearer token, the UI language and same-origin credentials', async () => {
    responses.push(json(200, { ok: true }));
    const result = await apiRequest<{ ok: boolean }>('/usuario/', { method: 'PUT', body: { nome: 'Ana' } });
    expect(result).toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/api/v1/usuario/');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.init.body).toBe('{"nome":"Ana"}');
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(header(calls[0], 'content-type')).toBe('application/json');
    expect(header(calls[0], 'authorization')).toBe('Bearer access-1');
    expect(header(calls[0], 'accept-language')).toBeTruthy();
  });

  it('URL-encodes query values and leaves out undefined ones', async () => {
    responses.push(json(200, {}));
    await apiRequest('/user/', { query: { email: 'a+b@x.com', page: 2, flag: true, skip: undefined } });
    expect(calls[0]?.url).toBe('/api/v1/user/?email=a%2Bb%40x.com&page=2&flag=true');
  });

  it('lets the browser set the multipart content type for FormData', async () => {
    responses.push(json(200, {}));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await apiRequest('/oracao/', { method: 'POST', body: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(header(calls[0], 'content-type')).toBeNull();
  });

  it('sends no Authorization header for visitors', async () => {
    token = null;
    responses.push(json(200, {}));
    await apiRequest('/igreja/1/evento/');
    expect(header(calls[0], 'authorization')).toBeNull();
  });

  it('throws ApiError with status, code, message and field errors', async () => {
    responses.push(json(400, { code: 'VALIDATION_FAILED', message: 'CPF inválido.', fields: { cpf: 'CPF inválido.' } }));
    const error = await apiRequest('/usuario/', { method: 'PUT', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'CPF inválido.', fields: { cpf: 'CPF inválido.' } });
  });

  it('calls the backend-for-frontend under /bff', async () => {
    responses.push(json(200, { home: true }));
    await expect(bffRequest('/home')).resolves.toEqual({ home: true });
    expect(calls[0]?.url).toBe('/bff/home');
  });
});

describe('401 handling', () => {
  it('refreshes once and retries with the new token', async () => {
    refresh.mockImplementation(async () => {
      token = 'access-2';
      return true;
    });
    responses.push(json(401, { code: 'TOKEN_EXPIRED', message: 'expired' }), json(200, { id: 1 }));
    await expect(apiRequest('/me')).resolves.toEqual({ id: 1 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(header(calls[1], 'authorization')).toBe('Bearer access-2');
    expect(logout).not.toHaveBeenCalled();
  });

  it('a call that 401s after another call refreshed retries with that token instead of refreshing again', async () => {
    responses.push(json(401, { code: 'TOKEN_EXPIRED', message: 'expired' }), json(200, { id: 1 }));
    vi.mocked(fetch).mockImplementationOnce(async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      token = 'access-2'; // another call's refresh finished while this one was on its way
      return responses.shift() as Response;
    });
    await expect(apiRequest('/me')).resolves.toEqual({ id: 1 });
    expect(refresh).not.toHaveBeenCalled();
    expect(header(calls[0], 'authorization')).toBe('Bearer access-1');
    expect(header(calls[1], 'authorization')).toBe('Bearer access-2');
    expect(logout).not.toHaveBeenCalled();
  });

  it('logs out and reloads home when the retry is 401 again', async () => {
    refresh.mockResolvedValue(true);
    responses.push(json(401, { code: 'TOKEN_EXPIRED', message: 'expired' }), json(401, { code: 'UNAUTHENTICATED', message: 'login' }));
    const error = await apiRequest('/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(apiNavigation.reloadHome).toHaveBeenCalledTimes(1);
  });

  it('logs out without a retry when the refresh fails', async () => {
    refresh.mockResolvedValue(false);
    responses.push(json(401, { code: 'TOKEN_EXPIRED', message: 'expired' }));
    await expect(apiRequest('/me')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(apiNavigation.reloadHome).toHaveBeenCalledTimes(1);
  });

  it.each(['/access', '/access/login', '/user/confirm-delete-user'])('keeps the session on %s', async (path) => {
    window.history.replaceState(null, '', path);
    refresh.mockResolvedValue(false);
    responses.push(json(401, { code: 'UNAUTHENTICATED', message: 'login' }));
    await expect(apiRequest('/user/1/pedido-exclusao', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(logout).not.toHaveBeenCalled();
    expect(apiNavigation.reloadHome).not.toHaveBeenCalled();
  });

  it('does not refresh on auth calls (wrong password is a 401 too)', async () => {
    responses.push(json(401, { code: 'INVALID_CREDENTIALS', message: 'Nome de usuário ou senha inválidos.' }));
    const error = await apiRequest('/security/login_check', { method: 'POST', body: { username: 'a', password: 'b' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Nome de usuário ou senha inválidos.' });
    expect(refresh).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });
});

describe('network errors', () => {
  it('throws NetworkError and goes to the error page with the generic message key', async () => {
    responses.push(new TypeError('Failed to fetch'));
    await expect(apiRequest('/igreja/1/evento/')).rejects.toBeInstanceOf(NetworkError);
    expect(apiNavigation.navigate).toHaveBeenCalledWith('/error?message=HOME.MESSAGE.ERROR.GENERIC');
  });

  it('stays on the page for background calls', async () => {
    responses.push(new TypeError('Failed to fetch'));
    await expect(apiRequest('/security/token/refresh', { method: 'POST', body: {}, navigateOnNetworkError: false })).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(apiNavigation.navigate).not.toHaveBeenCalled();
  });

  it('stays on the page while the browser is offline (the offline banner explains; shown data stays)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    responses.push(new TypeError('Failed to fetch'));
    await expect(apiRequest('/user/1/campo-personalizado', { query: { igreja: 1 } })).rejects.toBeInstanceOf(NetworkError);
    expect(apiNavigation.navigate).not.toHaveBeenCalled();
  });

  it('stays on the page when the call went out offline and failed once the browser was back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    responses.push(() => {
      onLine.mockReturnValue(true);
      return new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/igreja/1/devocional/')).rejects.toBeInstanceOf(NetworkError);
    expect(apiNavigation.navigate).not.toHaveBeenCalled();
  });

  it('stays on the page for a call that fails just as the connection comes back, and leaves once it has settled', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      window.dispatchEvent(new Event('online'));
      responses.push(new TypeError('Failed to fetch'));
      await expect(apiRequest('/igreja/1/devocional/')).rejects.toBeInstanceOf(NetworkError);
      expect(apiNavigation.navigate).not.toHaveBeenCalled();

      vi.setSystemTime(Date.now() + RECONNECT_GRACE_MS);
      responses.push(new TypeError('Failed to fetch'));
      await expect(apiRequest('/igreja/1/devocional/')).rejects.toBeInstanceOf(NetworkError);
      expect(apiNavigation.navigate).toHaveBeenCalledWith('/error?message=HOME.MESSAGE.ERROR.GENERIC');
    } finally {
      vi.useRealTimers();
    }
  });

  it('treats an abort as the caller’s choice, not a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    responses.push(new DOMException('aborted', 'AbortError'));
    const error = await apiRequest('/me', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(apiNavigation.navigate).not.toHaveBeenCalled();
  });
});
