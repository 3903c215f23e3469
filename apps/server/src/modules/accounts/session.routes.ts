import { ZExchangeBody, ZExchangePreview, ZLoginBody, ZRefreshBody, ZTokenPair, type TTokenPair } from '@congrega/contract/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exchangeCode, previewCode } from './church-switch.service.ts';
import type { AccountLimiters } from './limiters.ts';
import { login } from './login.service.ts';
import { requestContext } from './request-context.ts';
import { clearRefreshCookie, presentedRefreshToken, setRefreshCookie } from './session-cookie.ts';
import { endSession, refreshTtlSeconds, rotateSession } from './session.service.ts';
import { errorResponses } from '../../lib/endpoint.ts';

const tags = ['auth'];

export function registerSessionRoutes(app: FastifyInstance, limiters: AccountLimiters) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const withCookie = (req: FastifyRequest, reply: FastifyReply, pair: TTokenPair) => {
    setRefreshCookie(req, reply, pair.refreshToken, refreshTtlSeconds(app));
    return pair;
  };

  r.post(
    '/security/login_check',
    {
      schema: {
        summary: 'Log in with e-mail and password',
        description:
          'Returns an access token for the host church and a refresh token (also set as the HttpOnly `congrega_refresh` cookie). Unknown e-mail and wrong password both give 401 INVALID_CREDENTIALS; repeated failures per IP or per e-mail give 429.',
        tags,
        body: ZLoginBody,
        response: { 200: ZTokenPair, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req, reply) => withCookie(req, reply, await login(app, limiters, requestContext(req), req.body)),
  );

  r.post(
    '/security/token/refresh',
    {
      schema: {
        summary: 'Rotate the refresh token',
        description: 'Takes the refresh token from the body or the cookie; a spent token presented again revokes its whole session family.',
        tags,
        body: ZRefreshBody.nullish(),
        response: { 200: ZTokenPair, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req, reply) => {
      const pair = await rotateSession(app, req.church.id, presentedRefreshToken(req, req.body?.refreshToken)).catch((err) => {
        clearRefreshCookie(req, reply);
        throw err;
      });
      return withCookie(req, reply, pair);
    },
  );

  const logout = async (req: FastifyRequest<{ Body: { refreshToken?: string } | null | undefined }>, reply: FastifyReply) => {
    await endSession(app, req.church.id, presentedRefreshToken(req, req.body?.refreshToken));
    clearRefreshCookie(req, reply);
    return reply.code(204).send();
  };
  const logoutSchema = {
    summary: 'Log out (revokes the session family of the refresh token)',
    tags,
    body: ZRefreshBody.nullish(),
    response: errorResponses(400, 403, 404),
  };
  r.post('/security/logout', { schema: logoutSchema }, logout);
  // Same, under the cookie's path, for browsers that only hold the HttpOnly cookie.
  r.post('/security/token/logout', { schema: { ...logoutSchema, hide: true } }, logout);

  r.post(
    '/security/token/troca',
    {
      schema: {
        summary: 'Exchange a church-switch code for a session at this church',
        tags,
        body: ZExchangeBody,
        response: { 200: ZTokenPair, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (req, reply) => withCookie(req, reply, await exchangeCode(app, limiters, requestContext(req), req.body.codigo)),
  );

  r.post(
    '/security/token/troca/previa',
    {
      schema: {
        summary: 'Which account a church-switch code would log into (the code is not spent)',
        description:
          'The web app asks before redeeming a code found in a link, naming this account. 400 EXCHANGE_CODE_INVALID when unknown, spent or expired.',
        tags,
        body: ZExchangeBody,
        response: { 200: ZExchangePreview, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (req, reply) =>
      reply.header('cache-control', 'no-store').send(await previewCode(app, limiters, requestContext(req), req.body.codigo)),
  );
}
