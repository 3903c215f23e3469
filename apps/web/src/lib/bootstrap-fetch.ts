import { isBootstrap, type BootstrapResult } from './bootstrap-shape.ts';

/** GET /bff/bootstrap, for pages the server did not inject (the dev server). */
export async function fetchBootstrap(): Promise<BootstrapResult> {
  try {
    const res = await fetch('/bff/bootstrap', { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    if (res.status === 404) return { ok: false, reason: 'CHURCH_NOT_FOUND' };
    if (res.status === 403) return { ok: false, reason: 'CHURCH_INACTIVE' };
    const body: unknown = res.ok ? await res.json() : undefined;
    return isBootstrap(body) ? { ok: true, bootstrap: body } : { ok: false, reason: 'LOAD_FAILED' };
  } catch {
    return { ok: false, reason: 'LOAD_FAILED' };
  }
}
