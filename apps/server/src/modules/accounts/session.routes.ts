import * as accounts from '@congrega/contract/endpoints/accounts';
import type { TTokenPair } from '@congrega/contract/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerEndpoint, type EndpointHandler } from '../../core/endpoint.ts';
import { exchangeCode, previewCode } from './church-switch.service.ts';
import type { AccountLimiters } from './limiters.ts';
import { presentedDevice, setDeviceCookie } from './login-device.ts';
import { login } from './login.service.ts';
import { requestContext } from './request-context.ts';
import { clearRefreshCookie, presentedRefreshToken, setRefreshCookie } from './session-cookie.ts';
import { endSession, refreshTtlSeconds, rotateSession } from './session.service.ts';

/** Sessions: routes from the contract's descriptors; the refresh token also travels as the HttpOnly cookie. */
export function registerSessionRoutes(app: FastifyInstance, limiters: AccountLimiters) {
  const withCookie = (req: FastifyRequest, reply: FastifyReply, pair: TTokenPair) => {
    setRefreshCookie(req, reply, pair.refreshToken, refreshTtlSeconds(app));
    return pair;
  };

  registerEndpoint(app, accounts.login, async ({ req, reply, body }) => {
    const { pair, device } = await login(app, limiters, requestContext(req), body, presentedDevice(req));
    setDeviceCookie(req, reply, device);
    return withCookie(req, reply, pair);
  });

  registerEndpoint(app, accounts.refreshSession, async ({ req, reply, body }) => {
    const client = req.headers['user-agent'] ?? '';
    const pair = await rotateSession(app, req.church.id, presentedRefreshToken(req, body?.refreshToken), client).catch((err) => {
      clearRefreshCookie(req, reply);
      throw err;
    });
    return withCookie(req, reply, pair);
  });

  const logout: EndpointHandler<typeof accounts.logout> = async ({ req, reply, body }) => {
    await endSession(app, req.church.id, presentedRefreshToken(req, body?.refreshToken));
    clearRefreshCookie(req, reply);
    return null;
  };
  registerEndpoint(app, accounts.logout, logout);
  registerEndpoint(app, accounts.logoutByCookie, logout);

  registerEndpoint(app, accounts.exchangeCode, async ({ req, reply, body }) =>
    withCookie(req, reply, await exchangeCode(app, limiters, requestContext(req), body.codigo)),
  );

  registerEndpoint(app, accounts.previewCode, ({ req, body }) => previewCode(app, limiters, requestContext(req), body.codigo));
}
