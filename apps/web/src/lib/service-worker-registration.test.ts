import { describe, expect, it } from 'vitest';
import { isLocalhost, isServiceWorkerScript } from './service-worker-registration.ts';

describe('service worker check on localhost', () => {
  it('recognises localhost hosts', () => {
    for (const host of ['localhost', 'videira.localhost', '127.0.0.1', '[::1]']) expect(isLocalhost(host)).toBe(true);
    for (const host of ['videira.congrega.app', 'localhost.example.org']) expect(isLocalhost(host)).toBe(false);
  });

  it('keeps the worker only when the script is found and served as JavaScript', () => {
    const res = (ok: boolean, type: string | null) => ({ ok, headers: new Headers(type ? { 'content-type': type } : {}) });
    expect(isServiceWorkerScript(res(true, 'text/javascript; charset=utf-8'))).toBe(true);
    expect(isServiceWorkerScript(res(true, 'application/javascript'))).toBe(true);
    expect(isServiceWorkerScript(res(true, 'text/html; charset=utf-8'))).toBe(false);
    expect(isServiceWorkerScript(res(false, 'text/javascript'))).toBe(false);
    expect(isServiceWorkerScript(res(true, null))).toBe(false);
  });
});
