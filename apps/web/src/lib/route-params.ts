/** Parsed params of a matched route: numeric ids as numbers, other params as strings (app/guards/params.ts). */
export type RouteParams = Record<string, string | number>;
