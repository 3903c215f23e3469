import type { TModuleCode } from '@congrega/contract/church';
import type { TActionOutcome } from '../lib/action-outcome.ts';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteParams } from './guards/params.ts';

/** Layouts of spec section 2. */
export type LayoutName = 'HOME' | 'DEFAULT' | 'INPC_PLAY' | 'EMBED';

/**
 * Who may open a route: anyone, members only (guests go to /access?redirectTo=...), or visitors only
 * (members go home).
 */
export type RouteAccess = 'public' | 'member' | 'visitor';

export interface RouteMeta {
  access: RouteAccess;
  /** Church module the route needs; without it the route redirects to church home. */
  module?: TModuleCode;
  layout: LayoutName;
  /**
   * Whether the screen uses TanStack Query (default true): the router then wraps it in the query provider,
   * loaded in parallel with the screen. Screens that render from the bootstrap alone say false.
   */
  query?: boolean;
  /** i18n namespaces the screen needs, fetched in parallel with its code. */
  ns?: readonly string[];
  /**
   * A success screen: shown only after the action `kind` in this session (lib/action-outcome.ts), else the member
   * goes to `otherwise`.
   */
  outcome?: { kind: TActionOutcome; otherwise: string };
}

/** What a lazily loaded route module exports. */
export interface RouteModule {
  Component: ComponentType;
  /** Optional data loader; receives the parsed params (numeric ids as numbers). */
  loader?: (args: LoaderFunctionArgs, params: RouteParams) => unknown;
}

export interface ScreenRoute {
  path: string;
  meta: RouteMeta;
  load: () => Promise<RouteModule>;
}

/** Internal redirect (optionally keeping the query string) or a trip to the external admin site. */
export type RedirectTarget = { to: string; keepQuery?: boolean } | { external: 'admin'; suffix?: string };

export interface RedirectRoute {
  path: string;
  redirect: RedirectTarget;
}

export type AppRoute = ScreenRoute | RedirectRoute;

export function isRedirectRoute(route: AppRoute): route is RedirectRoute {
  return 'redirect' in route;
}
