import { getBootstrap } from '@congrega/contract/endpoints/church';
import { apiCall } from './api-call.ts';
import { ApiError } from './api-client.ts';
import { isBootstrap, type BootstrapResult } from './bootstrap-shape.ts';

/** GET /bff/bootstrap, for pages the server did not inject (the dev server). */
export async function fetchBootstrap(): Promise<BootstrapResult> {
  try {
    const body: unknown = await apiCall(getBootstrap, {}, { navigateOnNetworkError: false });
    return isBootstrap(body) ? { ok: true, bootstrap: body } : { ok: false, reason: 'LOAD_FAILED' };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return { ok: false, reason: 'CHURCH_NOT_FOUND' };
    if (err instanceof ApiError && err.status === 403) return { ok: false, reason: 'CHURCH_INACTIVE' };
    return { ok: false, reason: 'LOAD_FAILED' };
  }
}
