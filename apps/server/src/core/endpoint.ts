import { Readable } from 'node:stream';
import type { TModuleCode } from '@congrega/contract/church';
import {
  grantRuleViolation,
  type AnyEndpoint,
  type EndpointResponse,
  type EndpointValues,
  type IsFileEndpoint,
} from '@congrega/contract/endpoint';
import { ZErrorBody } from '@congrega/contract/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from './auth.ts';
import { requireModule } from './module-gate.ts';

/**
 * The caller as the descriptor's `auth` makes it: 'member' routes get the session (app.authenticate ran), 'optional'
 * routes get it or null (a visitor), 'none' routes get none. `req.auth` is typed the same way, so a handler that uses
 * the session on a route that forgot `auth: 'member'` does not compile (core/endpoint.test.ts).
 */
export type EndpointAuthOf<E extends AnyEndpoint> = E['auth'] extends 'member'
  ? SessionAuth
  : E['auth'] extends 'optional'
    ? SessionAuth | null
    : E['auth'] extends 'staff'
      ? StaffSession
      : null;
/** The session of a signed-in caller (core/auth.ts; plugins/auth.ts sets it as `req.auth`). */
type SessionAuth = AuthContext;
/** The staff gate's context (modules/admin/staff-gate.ts), named through the request it decorates. */
type StaffSession = NonNullable<FastifyRequest['staff']>;
/** The request of a 'member' endpoint's handler (for a routes file's helper that takes it). */
export type MemberRequest = FastifyRequest & { auth: SessionAuth };
type AuthPart<E extends AnyEndpoint> = E['auth'] extends 'member' | 'optional' | 'staff' ? { auth: EndpointAuthOf<E> } : { auth?: never };

export type EndpointContext<E extends AnyEndpoint> = EndpointValues<E> &
  AuthPart<E> & { req: FastifyRequest & { auth: EndpointAuthOf<E> }; reply: FastifyReply };
/**
 * What the handler returns: the response body, or the file's bytes when the descriptor says `file` (a Readable for
 * an answer streamed with constant memory, such as a CSV export).
 */
export type EndpointResult<E extends AnyEndpoint> = IsFileEndpoint<E> extends true ? Uint8Array | Readable : EndpointResponse<E>;
export type EndpointHandler<E extends AnyEndpoint> = (ctx: EndpointContext<E>) => Promise<EndpointResult<E>>;

const BEARER = [{ bearer: [] }];

/**
 * The response schemas of a route's error statuses, each the JSON error body, for routes still registered by
 * hand: `response: { 200: ZThing, ...errorResponses(400, 401, 404) }` lists them in OpenAPI like a descriptor's.
 */
export function errorResponses(...statuses: readonly number[]): Record<number, typeof ZErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorBody]));
}

/**
 * Registers the route of a contract endpoint (packages/contract/src/endpoint.ts): its schemas (validation and
 * OpenAPI, with every declared error answering the JSON error body), its auth and module checks in onRequest
 * (before any body is read), its cache header, and the success status. The handler gets the validated
 * params/query/body and returns the response body; the route file holds no other plumbing.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  /** The server's own body schema where it validates more than the contract can say (uploaded files). */
  options: { body?: z.ZodType } = {},
): void {
  // An admin descriptor without its grant (or a grant elsewhere) never starts: the permission matrix relies on it.
  const violation = grantRuleViolation(endpoint);
  if (violation) throw new Error(`${endpoint.method} ${endpoint.path}: ${violation}`);
  const onRequest: onRequestHookHandler[] = [];
  if (endpoint.auth === 'member') onRequest.push(app.authenticate);
  // The staff gate: session, the path's church and the declared grant there (modules/admin/staff-gate.ts).
  if (endpoint.auth === 'staff' && endpoint.grant && endpoint.grant !== 'public')
    onRequest.push(app.staffGate(endpoint.grant, endpoint.path));
  if (endpoint.auth === 'optional') onRequest.push(app.optionalAuth);
  // The module gate runs first: a church without the module answers 404 whoever asks.
  if (endpoint.module) onRequest.unshift(requireModule(app, endpoint.module as TModuleCode));
  // 'private' on every answer, errors included (a personal 404 must not be cached either); a public lifetime only on
  // the success status (an error must not stick in a shared cache).
  const cacheControl = (status: number) =>
    endpoint.cache === 'private'
      ? 'no-store'
      : typeof endpoint.cache === 'number' && status === endpoint.status
        ? `public, max-age=${endpoint.cache}`
        : undefined;
  const response: Record<number, unknown> = { [endpoint.status]: endpoint.response, ...errorResponses(...endpoint.errors) };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    onRequest,
    schema: {
      summary: endpoint.summary,
      ...(endpoint.hide ? { hide: true } : {}),
      ...(endpoint.description ? { description: endpoint.description } : {}),
      tags: [...endpoint.tags],
      ...(endpoint.auth === 'none' ? {} : { security: BEARER }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(options.body || endpoint.body ? { body: options.body ?? endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.binary ? { consumes: ['application/octet-stream'] } : {}),
      response,
    },
    ...(endpoint.cache !== undefined
      ? {
          onSend: async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            const value = cacheControl(reply.statusCode);
            if (value) reply.header('cache-control', value);
            return payload;
          },
        }
      : {}),
    async handler(req, reply) {
      const values = { params: req.params, query: req.query, body: req.body } as EndpointValues<E>;
      // The onRequest hooks above set req.auth as the descriptor says (null on 'none' routes: the plugin's default).
      const auth = (endpoint.auth === 'none' ? {} : { auth: endpoint.auth === 'staff' ? req.staff : req.auth }) as AuthPart<E>;
      const result = await handler({ ...values, ...auth, req: req as EndpointContext<E>['req'], reply });
      if (endpoint.file) {
        // Bytes skip the serializer; a stream is piped as it comes.
        if (result instanceof Readable) return reply.status(endpoint.status).type(endpoint.file).send(result);
        const bytes = result as Uint8Array;
        return reply
          .status(endpoint.status)
          .type(endpoint.file)
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      }
      return reply.status(endpoint.status).send(endpoint.status === 204 ? null : result);
    },
  });
}
