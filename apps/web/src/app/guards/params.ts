/**
 * Route params (spec section 2, guards): numeric ids are converted to numbers; the prayer id, EBD slug,
 * publication slug, video id and reading-plan UUID stay strings, as do a devotional's and a news item's key (a slug
 * or an id). A param is numeric when it is named `id`
 * or ends in `Id` and is not one of those. Anything else (codes, slugs, app names) stays a string.
 */
export const STRING_ID_PARAMS: ReadonlySet<string> = new Set([
  'prayerId',
  'ebdSlug',
  'publicationSlug',
  'videoId',
  'planUUID',
  // A devotional or news item: its slug, or its id (digits) as a notification names it (issue 33).
  'devotionalId',
  'newsId',
]);

import type { RouteParams } from '../../lib/route-params.ts';

export type { RouteParams };

export class InvalidRouteParamError extends Error {
  constructor(readonly param: string) {
    super(`Invalid route parameter ${param}`);
    this.name = 'InvalidRouteParamError';
  }
}

export function isNumericParam(name: string): boolean {
  return !STRING_ID_PARAMS.has(name) && (name === 'id' || name.endsWith('Id'));
}

/** Parses the params of a matched route; throws InvalidRouteParamError for a numeric id that is not one. */
export function parseRouteParams(params: Readonly<Record<string, string | undefined>>): RouteParams {
  const out: RouteParams = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || name === '*') continue;
    if (!isNumericParam(name)) {
      out[name] = value;
      continue;
    }
    const id = /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(id)) throw new InvalidRouteParamError(name);
    out[name] = id;
  }
  return out;
}
