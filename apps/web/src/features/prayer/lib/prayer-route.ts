import { ZPrayerId } from '@congrega/contract/prayer';
import { data } from 'react-router';
import type { RouteParams } from '../../../lib/route-params.ts';

/**
 * The `prayerId` of a route (a UUID kept as a string, spec section 2 guards). Anything else is a
 * page that does not exist: the route's error boundary shows "not found" without asking the server.
 */
export function prayerIdParam(params: RouteParams): string {
  const parsed = ZPrayerId.safeParse(params.prayerId);
  if (!parsed.success) throw data({ reason: 'invalid-param', param: 'prayerId' }, { status: 404 });
  return parsed.data;
}
