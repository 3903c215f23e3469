import type { RedirectTarget } from '../route-meta.ts';

export type RedirectOutcome = { internal: string } | { external: string };

/**
 * Resolves a redirect route of the table: internal ones keep the query string when asked (/login?x ->
 * /access?x); the admin ones leave the app for the church's admin site (bootstrap.adminUrl), the
 * recover-password variant appending its path.
 */
export function resolveRedirect(target: RedirectTarget, url: Pick<URL, 'search'>, adminUrl: string): RedirectOutcome {
  if ('external' in target) return { external: `${adminUrl.replace(/\/+$/, '')}${target.suffix ?? ''}` };
  return { internal: target.keepQuery ? `${target.to}${url.search}` : target.to };
}
