import * as endpoints from '@congrega/contract/endpoints/admin-session';
import type { TStaffTokens } from '@congrega/contract/admin/staff-session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerEndpoint, type EndpointHandler } from '../../core/endpoint.ts';
import { accountLimiters } from '../accounts/accounts.public.ts';
import { staffMe } from './staff-me.service.ts';
import { staffLogin, staffLoginTotp, staffLogout, staffRefresh } from './staff-session.service.ts';
import { STAFF_SESSION_HOURS } from './staff-tokens.ts';
import { confirmTotp, createStaffLimiters, disableTotp, enrolTotp, regenerateRecoveryCodes } from './totp.service.ts';

/** The staff session's routes (admin host): the refresh token also travels as an HttpOnly cookie of its own path. */
const COOKIE = 'congrega_staff_refresh';
const COOKIE_PATH = '/api/v1/admin/session';
const cookieOptions = (req: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: COOKIE_PATH,
  secure: req.protocol === 'https',
});

export default async function adminSessionRoutes(app: FastifyInstance) {
  const limiters = accountLimiters(app);
  const staffLimiters = createStaffLimiters(app);
  const withCookie = (req: FastifyRequest, reply: FastifyReply, tokens: TStaffTokens) => {
    reply.setCookie(COOKIE, tokens.refreshToken, { ...cookieOptions(req), maxAge: STAFF_SESSION_HOURS * 3600 });
    return tokens;
  };
  const presented = (req: FastifyRequest, body: { refreshToken?: string } | null | undefined) => body?.refreshToken ?? req.cookies[COOKIE];

  registerEndpoint(app, endpoints.staffLogin, async ({ req, reply, body }) => {
    // The member login's budgets; the known-device cookie belongs to the member origin, so none here.
    const { result } = await staffLogin(app, limiters, req.ip, body, undefined);
    if (result.status === 'ok') withCookie(req, reply, result);
    return result;
  });
  registerEndpoint(app, endpoints.staffTotp, async ({ req, reply, body }) =>
    withCookie(req, reply, await staffLoginTotp(app, staffLimiters, body)),
  );
  registerEndpoint(app, endpoints.staffRefresh, async ({ req, reply, body }) => {
    const tokens = await staffRefresh(app, presented(req, body)).catch((err) => {
      reply.clearCookie(COOKIE, cookieOptions(req));
      throw err;
    });
    return withCookie(req, reply, tokens);
  });
  const logout: EndpointHandler<typeof endpoints.staffLogout> = async ({ req, reply, body }) => {
    await staffLogout(app, presented(req, body));
    reply.clearCookie(COOKIE, cookieOptions(req));
    return null;
  };
  registerEndpoint(app, endpoints.staffLogout, logout);

  registerEndpoint(app, endpoints.staffMe, ({ auth }) => staffMe(app, auth));
  registerEndpoint(app, endpoints.totpEnrol, ({ auth }) => enrolTotp(app, auth.contaId, auth.email));
  registerEndpoint(app, endpoints.totpConfirm, ({ auth, body }) =>
    confirmTotp(app, staffLimiters, auth.contaId, auth.sessionId, body.codigo),
  );
  registerEndpoint(app, endpoints.totpDisable, async ({ auth, body }) => {
    await disableTotp(app, staffLimiters, auth.contaId, body.codigo);
    return null;
  });
  registerEndpoint(app, endpoints.recoveryCodesRegenerate, ({ auth, body }) =>
    regenerateRecoveryCodes(app, staffLimiters, auth.contaId, body.codigo),
  );
}
