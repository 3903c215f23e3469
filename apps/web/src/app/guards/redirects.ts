import type { RedirectTarget } from '../route-meta.ts';

export type RedirectOutcome = { internal: string } | { external: string } | { notFound: true };

/**
 * Resolves a redirect route of the table: internal ones keep the query string when asked (/login?x ->
 * /access?x); the admin ones leave the app for the church's admin site (bootstrap.adminUrl), the
 * recover-password variant appending its path. A redirect onto itself is a missing page.
 */
export function resolveRedirect(target: RedirectTarget, url: Pick<URL, 'pathname' | 'search'>, adminUrl: string): RedirectOutcome {
  if ('external' in target) return { external: `${adminUrl.replace(/\/+$/, '')}${target.suffix ?? ''}` };
  // '/play/*' also matches '/play' itself: while no screen owns the target, that is a missing page, not a loop.
  if (target.to === url.pathname) return { notFound: true };
  return { internal: target.keepQuery ? `${target.to}${url.search}` : target.to };
}
