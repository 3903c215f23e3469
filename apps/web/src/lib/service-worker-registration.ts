/**
 * Registers /service-worker.js (spec section 7). On localhost and *.localhost a stale worker from another
 * build or server would serve wrong files, so there the script is checked first: if it is missing or not
 * served as JavaScript (the dev server answers with index.html), every registration is removed instead.
 */
export const SERVICE_WORKER_URL = '/service-worker.js';

export function isLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** A usable worker script: found (2xx) and JavaScript. */
export function isServiceWorkerScript(response: Pick<Response, 'ok' | 'headers'>): boolean {
  return response.ok && /javascript/i.test(response.headers.get('content-type') ?? '');
}

async function unregisterAll(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  if (isLocalhost(window.location.hostname)) {
    let response: Response;
    try {
      response = await fetch(SERVICE_WORKER_URL, { headers: { 'Service-Worker': 'script' }, cache: 'no-store' });
    } catch {
      return; // Offline: keep whatever worker is serving the app from its cache.
    }
    if (!isServiceWorkerScript(response)) {
      await unregisterAll();
      return;
    }
  }
  // The platform call: the worker skips waiting and claims its clients itself, so no helper library is needed.
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
}
