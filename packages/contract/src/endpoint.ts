import type { z } from 'zod';
import type { TEndpointGrant } from './admin/grants.ts';

/**
 * One API endpoint, described once: the server registers its route from this (apps/server/src/lib/endpoint.ts)
 * and the web app calls it through one typed client (apps/web/src/lib/api-call.ts), so method, path and
 * payload types are never written twice. Paths are relative to /api/v1 (or /bff), in Fastify's `:param` form.
 */
/** 'staff': a staff console session (admin descriptors only; `grant` says what it must hold). */
export type EndpointAuth = 'none' | 'optional' | 'member' | 'staff';
export type EndpointBase = 'bff' | 'admin';
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends EndpointAuth = EndpointAuth,
  F extends string | undefined = string | undefined,
> {
  method: EndpointMethod;
  /**
   * 'bff': a backend-for-frontend aggregate, its path relative to /bff instead of /api/v1. 'admin': the staff
   * console's API (path `/admin/...` under /api/v1, answered on the admin host only; a church's are
   * `/admin/:church/...`, the church slug in the path), which must declare `grant`.
   */
  base?: EndpointBase;
  /**
   * What an admin endpoint requires (required with `base: 'admin'`, refused elsewhere; admin/grants.ts): a grant
   * `{ area, action, scope? }` at the path's church, 'staff' (any staff session, no church) or 'public' (no
   * session: staff login and refresh). registerEndpoint enforces it and the permission matrix test derives its
   * expectations from it alone.
   */
  grant?: TEndpointGrant;
  path: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  /**
   * 'member': 401 before anything is parsed; 'optional': visitors pass with no auth. Kept as its literal by
   * defineEndpoint, so the server handler's `auth` is typed by it (apps/server/src/lib/endpoint.ts).
   */
  auth: A;
  /** Church module the endpoint needs (404 MODULE_DISABLED without it). */
  module?: string;
  /** 'private': personal answers, `cache-control: no-store`; a number: public for that many seconds. */
  cache?: 'private' | number;
  params?: P;
  query?: Q;
  body?: B;
  /** multipart/form-data bodies (uploads); JSON otherwise. */
  multipart?: boolean;
  /**
   * A raw application/octet-stream body (a media chunk): the server hands the handler the request's stream as
   * `req.body` (never buffered), the web sends a Blob with apiSendBytes.
   */
  binary?: boolean;
  /**
   * A file answer: its content type (the handler returns the bytes, sent as they are; the web fetches a Blob with
   * apiFile). `response` then only describes it for OpenAPI.
   */
  file?: F;
  /** Success status and its body schema (204: z.null()). */
  status: 200 | 201 | 204;
  response: R;
  /** Error statuses the endpoint can answer, each with the JSON error body. */
  errors: readonly number[];
  /** Left out of the OpenAPI document (an alias path of another endpoint). */
  hide?: boolean;
}

export type AnyEndpoint = Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, z.ZodType, EndpointAuth>;

/**
 * An admin descriptor must declare its grant, with `auth: 'none'` for a 'public' one and 'staff' otherwise; any
 * other descriptor declares none and never says 'staff' (a type error here, and registerEndpoint asserts it at start).
 */
type GrantRule<X, A> = X extends 'admin'
  ? { grant: 'public'; auth: 'none' } | { grant: Exclude<TEndpointGrant, 'public'>; auth: 'staff' }
  : { grant?: undefined; auth: Exclude<A, 'staff'> };

/** Keeps the schemas' exact types and the auth literal (so the server handler and the web client are typed by them). */
export function defineEndpoint<
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
  A extends EndpointAuth,
  F extends string | undefined = undefined,
  const X extends EndpointBase | undefined = undefined,
>(endpoint: Endpoint<P, Q, B, R, A, F> & { base?: X } & GrantRule<X, A>): Endpoint<P, Q, B, R, A, F> {
  return endpoint;
}

/** Why a descriptor breaks the grant rule (undefined: it keeps it); registerEndpoint refuses to start on one. */
export function grantRuleViolation(endpoint: AnyEndpoint): string | undefined {
  if (endpoint.base !== 'admin') {
    if (endpoint.grant !== undefined || endpoint.auth === 'staff') return 'only admin descriptors declare a grant or staff auth';
    return undefined;
  }
  if (endpoint.grant === undefined) return 'an admin descriptor must declare its grant';
  if (!endpoint.path.startsWith('/admin/')) return 'an admin path starts with /admin/';
  if ((endpoint.grant === 'public') !== (endpoint.auth === 'none')) return "auth is 'none' exactly for a 'public' grant";
  if (endpoint.grant !== 'public' && endpoint.auth !== 'staff') return "a staff endpoint says auth: 'staff'";
  const churchPath = endpoint.path.startsWith('/admin/:church/');
  if (typeof endpoint.grant === 'object' && !churchPath) return 'a grant needs the church in the path (/admin/:church/...)';
  if (typeof endpoint.grant !== 'object' && churchPath) return 'a church path declares a grant { area, action }';
  return undefined;
}

// Non-distributive: an omitted schema (its parameter left at the constraint) gives undefined.
type In<S> = [S] extends [z.ZodType] ? z.input<S> : undefined;
type Out<S> = [S] extends [z.ZodType] ? z.output<S> : undefined;
/* eslint-disable @typescript-eslint/no-explicit-any -- positions not inferred here */
type ParamsOf<E> = E extends Endpoint<infer P, any, any, any> ? P : never;
type QueryOf<E> = E extends Endpoint<any, infer Q, any, any> ? Q : never;
type BodyOf<E> = E extends Endpoint<any, any, infer B, any> ? B : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** What the client sends (schema inputs) and what the server handler receives (schema outputs). */
export type EndpointInput<E extends AnyEndpoint> = {
  params: In<ParamsOf<E>>;
  query: In<QueryOf<E>>;
  body: In<BodyOf<E>>;
};
export type EndpointValues<E extends AnyEndpoint> = {
  params: Out<ParamsOf<E>>;
  query: Out<QueryOf<E>>;
  body: Out<BodyOf<E>>;
};
export type EndpointResponse<E extends AnyEndpoint> = z.output<E['response']>;
/** Whether the endpoint answers a file (`file` set by its descriptor) rather than JSON. */
export type IsFileEndpoint<E extends AnyEndpoint> = [NonNullable<E['file']>] extends [never] ? false : true;

/** The path with its `:params` filled in (each value URL-encoded). */
export function endpointPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
