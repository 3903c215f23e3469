import type { RouteMeta } from '../route-meta.ts';

/** Where an access decision leads. 'wait' = it depends on a session that is still starting. */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'wait' };

export interface GuardContext {
  /** Session status; 'starting' while auto login (app start) has not finished. */
  status: 'starting' | 'guest' | 'member';
  hasModule: (code: string) => boolean;
  /** The requested location: pathname + search. */
  path: string;
}

export const HOME_PATH = '/';
export const ACCESS_PATH = '/access';

export function accessPathFor(requested: string): string {
  return `${ACCESS_PATH}?redirectTo=${encodeURIComponent(requested)}`;
}

/**
 * The one access rule of every route (spec section 2): a route whose module the church lacks goes to
 * church home; a guest on a member route goes to access with redirectTo; a member on a visitor-only route
 * goes home. Pure, so the router's loader and the tests share it.
 */
export function decideAccess(meta: Pick<RouteMeta, 'access' | 'module'>, ctx: GuardContext): GuardDecision {
  if (meta.module && !ctx.hasModule(meta.module)) return { kind: 'redirect', to: HOME_PATH };
  if (meta.access === 'public') return { kind: 'allow' };
  if (ctx.status === 'starting') return { kind: 'wait' };
  if (meta.access === 'member' && ctx.status !== 'member') return { kind: 'redirect', to: accessPathFor(ctx.path) };
  if (meta.access === 'visitor' && ctx.status === 'member') return { kind: 'redirect', to: HOME_PATH };
  return { kind: 'allow' };
}
