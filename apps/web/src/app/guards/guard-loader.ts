import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { hasModule } from '../../lib/bootstrap.ts';
import { getSessionState, sessionReady } from '../session-bridge.ts';
import type { RouteMeta } from '../route-meta.ts';
import { decideAccess } from './access.ts';
import { InvalidRouteParamError, parseRouteParams, type RouteParams } from './params.ts';

/**
 * Runs before every screen (as the route's loader): parses the params (an invalid numeric id shows the
 * error page), then applies the access rule, waiting for auto login only when the answer depends on it.
 */
export async function guardRoute(meta: RouteMeta, { request, params }: LoaderFunctionArgs): Promise<RouteParams> {
  let parsed: RouteParams;
  try {
    parsed = parseRouteParams(params);
  } catch (err) {
    if (err instanceof InvalidRouteParamError) throw data({ reason: 'invalid-param', param: err.param }, { status: 404 });
    throw err;
  }
  const url = new URL(request.url);
  const ctx = { hasModule: (code: string) => hasModule(code), path: `${url.pathname}${url.search}` };
  let decision = decideAccess(meta, { ...ctx, status: getSessionState().status });
  if (decision.kind === 'wait') decision = decideAccess(meta, { ...ctx, status: (await sessionReady()).status });
  if (decision.kind === 'redirect') throw redirect(decision.to);
  return parsed;
}
