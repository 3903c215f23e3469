import type { TErrorBody } from '@congrega/contract/errors';
import { i18n } from './i18n/store.ts';
import { justReconnected } from './online-status.ts';

/**
 * The one way the web app talks to the server: JSON over fetch, the bearer token of the session,
 * Accept-Language of the current UI language, typed errors, and the spec's reactions to 401 and to
 * network failures (section 8 "Product reactions").
 */

export const API_BASE = '/api/v1';
export const BFF_BASE = '/bff';
/** Error page message for a network error without a response (spec HOME.MESSAGE.ERROR.GENERIC). */
export const NETWORK_ERROR_MESSAGE_KEY = 'HOME.MESSAGE.ERROR.GENERIC';
export const ERROR_PAGE_PATH = '/error';

export type QueryValue = string | number | boolean | undefined;

export interface ApiRequestOptions {
  method?: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Background calls (silent token refresh, logout) pass false: a network failure there must not take
   * the user away from the page they are on.
   */
  navigateOnNetworkError?: boolean;
  /** Extra request headers (the `Idempotency-Key` of paying POSTs); they cannot replace the auth or language ones. */
  headers?: Readonly<Record<string, string>>;
  /** 'blob' for files (a PDF statement): the body is returned as a Blob instead of parsed JSON. */
  responseType?: 'json' | 'blob';
}

/** The server answered with a non-2xx status. `message` is already in the request's language. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  constructor(status: number, body: Partial<TErrorBody>) {
    super(body.message || `Request failed with status code ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code || (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
    if (body.fields) this.fields = body.fields;
  }
}

/** No response at all (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network Error', { cause });
    this.name = 'NetworkError';
  }
}

/**
 * Wired by session.ts at load (it owns the token); kept as hooks so this module does not import the
 * session and the two stay free of an import cycle.
 */
export interface ApiAuthHooks {
  getToken(): string | null;
  /** One silent refresh (single flight); resolves true when a new access token is in place. */
  refresh(): Promise<boolean>;
  logout(): Promise<void>;
}

let authHooks: ApiAuthHooks = { getToken: () => null, refresh: async () => false, logout: async () => {} };

export function setApiAuthHooks(hooks: ApiAuthHooks): void {
  authHooks = hooks;
}

/**
 * Where the client sends the browser. `navigate` (network errors) should be the router's client-side
 * navigation (the app shell calls setApiNavigator); a full page load is the fallback. `reloadHome` is a
 * deliberate full reload: after a lost session nothing of the old user may stay in memory.
 */
export const apiNavigation = {
  navigate: (to: string): void => window.location.assign(to),
  reloadHome: (): void => window.location.assign('/'),
};

export function setApiNavigator(navigate: (to: string) => void): void {
  apiNavigation.navigate = navigate;
}

/** Pages where a 401 must not end the session: access screens and the account-deletion confirmation. */
export function isSessionExpiryExempt(pathname: string): boolean {
  return pathname === '/access' || pathname.startsWith('/access/') || pathname === '/user/confirm-delete-user';
}

function currentLanguage(): string {
  return i18n.getState().language || document.documentElement.lang || navigator.language || 'en';
}

function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return `${base}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

async function readError(response: Response): Promise<ApiError> {
  let body: Partial<TErrorBody> = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') body = parsed as Partial<TErrorBody>;
  } catch {
    // Not JSON (a proxy's HTML page): keep the generic message.
  }
  return new ApiError(response.status, body);
}

async function send(url: string, opts: ApiRequestOptions, token: string | null): Promise<Response> {
  const headers = new Headers(opts.headers);
  headers.delete('Authorization');
  headers.set('Accept', opts.responseType === 'blob' ? '*/*' : 'application/json');
  headers.set('Accept-Language', currentLanguage());
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    body = opts.body; // the browser sets the multipart boundary
  } else if (opts.body instanceof Blob) {
    headers.set('Content-Type', 'application/octet-stream');
    body = opts.body; // raw bytes (a media chunk: apiSendBytes)
  } else if (opts.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(opts.body);
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetch(url, { method: opts.method ?? 'GET', headers, body, credentials: 'same-origin', signal: opts.signal });
  } catch (err) {
    // An abort is the caller's choice, not a network failure.
    if (opts.signal?.aborted || (err instanceof DOMException && err.name === 'AbortError')) throw err;
    throw new NetworkError(err);
  }
}

async function parseBody<T>(response: Response, responseType: ApiRequestOptions['responseType']): Promise<T> {
  if (response.status === 204) return undefined as T;
  if (responseType === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

function isAuthCall(base: string, path: string): boolean {
  return base === API_BASE && /^\/?security\//.test(path);
}

function reactToNetworkError(startedOffline: boolean): void {
  // Offline, the banner already says so and the page keeps what it shows (data kept from before, an offline
  // reload): leaving for the error page would throw that away. So does a call that went out while offline, or
  // failed just as the connection came back (its query tries again). Online, a failed call means the server is
  // out of reach and the error page says so.
  if (!navigator.onLine || startedOffline || justReconnected()) return;
  const target = `${ERROR_PAGE_PATH}?message=${encodeURIComponent(NETWORK_ERROR_MESSAGE_KEY)}`;
  if (window.location.pathname !== ERROR_PAGE_PATH) apiNavigation.navigate(target);
}

/** Session is over for good: log out, go home and reload, unless the page handles 401 itself. */
async function reactToExpiredSession(): Promise<void> {
  if (isSessionExpiryExempt(window.location.pathname)) return;
  await authHooks.logout();
  apiNavigation.reloadHome();
}

async function request<T>(base: string, path: string, opts: ApiRequestOptions = {}): Promise<T> {
  const url = buildUrl(base, path, opts.query);
  const token = authHooks.getToken();
  const startedOffline = !navigator.onLine;
  let response: Response;
  try {
    response = await send(url, opts, token);
    // Only a call that carried a token can have an expired session behind it; auth calls answer 401
    // for wrong credentials and are handled by their screens.
    if (response.status === 401 && token && !isAuthCall(base, path)) {
      // Another call may have refreshed the token while this one was on its way: its token is tried first,
      // so calls that 401 one after another never spend the refresh cookie more than once.
      const current = authHooks.getToken();
      const retryWith = current && current !== token ? current : (await authHooks.refresh()) ? authHooks.getToken() : null;
      if (retryWith) response = await send(url, opts, retryWith);
      if (response.status === 401) {
        const error = await readError(response);
        await reactToExpiredSession();
        throw error;
      }
    }
  } catch (err) {
    if (err instanceof NetworkError && opts.navigateOnNetworkError !== false) reactToNetworkError(startedOffline);
    throw err;
  }
  if (!response.ok) throw await readError(response);
  return parseBody<T>(response, opts.responseType);
}

/** Calls the versioned REST API (`/api/v1` + path). */
export function apiRequest<T>(path: string, opts?: ApiRequestOptions): Promise<T> {
  return request<T>(API_BASE, path, opts);
}

/** Calls a backend-for-frontend aggregate (`/bff` + path), same auth as the API. */
export function bffRequest<T>(path: string, opts?: Omit<ApiRequestOptions, 'body' | 'method'>): Promise<T> {
  return request<T>(BFF_BASE, path, opts);
}
