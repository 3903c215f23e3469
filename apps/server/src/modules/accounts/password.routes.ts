import {
  ZActivateBody,
  ZActivationQuery,
  ZChangePasswordBody,
  ZRecoverPasswordBody,
  ZResetPasswordBody,
  ZTokenPair,
} from '@congrega/contract/auth';
import { ZOk } from '@congrega/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activateAccount, requestActivation } from './activation.service.ts';
import type { AccountLimiters } from './limiters.ts';
import { changePassword, recoverPassword, resetPassword } from './password.service.ts';
import { callerId, requestContext } from './request-context.ts';
import { setRefreshCookie } from './session-cookie.ts';
import { refreshTtlSeconds } from './session.service.ts';
import { errorResponses } from '../../lib/endpoint.ts';

const tags = ['auth'];
const ok = { ok: true as const };

export function registerPasswordRoutes(app: FastifyInstance, limiters: AccountLimiters) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/security/recuperar-senha',
    {
      schema: {
        summary: 'E-mail a one-time password reset link',
        description:
          'Link `<church url>/access/reset-password?token=…`, valid 1 hour, single use. 404 EMAIL_NOT_FOUND for an unknown e-mail.',
        tags,
        body: ZRecoverPasswordBody,
        response: { 200: ZOk, ...errorResponses(400, 403, 404, 429, 502) },
      },
    },
    async (req) => {
      await recoverPassword(app, limiters, requestContext(req), req.body.email);
      return ok;
    },
  );

  r.post(
    '/security/redefinir-senha',
    {
      schema: {
        summary: 'Set a new password with a reset link token (ends every session)',
        tags,
        body: ZResetPasswordBody,
        response: { 200: ZOk, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (req) => {
      await resetPassword(app, limiters, requestContext(req), req.body);
      return ok;
    },
  );

  r.post(
    '/user/alterar-senha',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Change the password',
        description: 'Ends the other sessions and returns a fresh token pair for the caller.',
        tags,
        body: ZChangePasswordBody,
        response: { 200: ZTokenPair, ...errorResponses(400, 401, 403, 404, 429) },
        security: [{ bearer: [] }],
      },
    },
    async (req, reply) => {
      const pair = await changePassword(app, limiters, requestContext(req), callerId(req), req.body);
      setRefreshCookie(req, reply, pair.refreshToken, refreshTtlSeconds(app));
      return pair;
    },
  );

  r.post(
    '/security/solicitar-verificacao-email/',
    {
      schema: {
        summary: 'E-mail an activation link to an inactive account',
        description: '`igreja` must be the host church. Link `<church url>/access/activate?token=…`, valid 24 hours.',
        tags,
        querystring: ZActivationQuery,
        response: { 200: ZOk, ...errorResponses(400, 403, 404, 429, 502) },
      },
    },
    async (req) => {
      await requestActivation(app, limiters, requestContext(req), req.query);
      return ok;
    },
  );

  r.post(
    '/security/ativar-conta',
    {
      schema: {
        summary: 'Activate an account with the activation link token',
        tags,
        body: ZActivateBody,
        response: { 200: ZOk, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (req) => {
      await activateAccount(app, limiters, requestContext(req), req.body.token);
      return ok;
    },
  );
}
