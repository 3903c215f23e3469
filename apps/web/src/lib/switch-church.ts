import { accountEndpoints } from './account-endpoints.ts';
import { apiCall } from './api-call.ts';

/**
 * Moves a logged-in member to another church of the organization (POST /usuario/troca-igreja) and
 * loads that church's app, which redeems the one-time code for a session there. `path` picks the page
 * to land on (a notification's target); the default is the church home.
 */
export async function switchChurch(churchId: number, path = '/'): Promise<void> {
  const result = await apiCall((await accountEndpoints()).switchChurch, { body: { igreja: churchId } });
  window.location.assign(switchTarget(result, path));
}

/**
 * The other church's address carrying the one-time code (`token`), at `path`. The path comes from a notification,
 * which a link can forge (/notification-open takes its fields from the URL): its query may add parameters but never
 * `token`, or a forged link would hand the member someone else's session there (login CSRF).
 */
export function switchTarget(result: { url: string; codigo: string }, path: string): string {
  const url = new URL(result.url, window.location.href);
  if (!url.searchParams.has('token')) url.searchParams.set('token', result.codigo);
  const [pathname = '/', search = ''] = path.split('?');
  url.pathname = pathname;
  for (const [key, value] of new URLSearchParams(search)) if (key !== 'token') url.searchParams.set(key, value);
  return url.href;
}
