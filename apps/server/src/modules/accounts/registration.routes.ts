import { ZIdParams } from '@congrega/contract/common';
import {
  ZChangeChurchBody,
  ZChangeChurchResult,
  ZClientAccount,
  ZProfileUpdateBody,
  ZRegistrationBody,
  ZRegistrationResult,
} from '@congrega/contract/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { switchChurch } from './church-switch.service.ts';
import type { AccountLimiters } from './limiters.ts';
import { register, updateProfile } from './registration.service.ts';
import { callerId, requestContext } from './request-context.ts';
import { setRefreshCookie } from './session-cookie.ts';
import { refreshTtlSeconds } from './session.service.ts';
import { errorResponses } from '../../lib/endpoint.ts';

const tags = ['user'];
const bearer = [{ bearer: [] }];

export function registerRegistrationRoutes(app: FastifyInstance, limiters: AccountLimiters) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/igreja/:id/usuario/',
    {
      preHandler: app.optionalAuth,
      schema: {
        summary: 'Register at this church',
        description:
          '`id` must be the host church. A visitor sends email, senha, confirmarSenha and the profile: creates the provider and client accounts and logs in (tokens + cookie). With a bearer token, only the client account is created from the profile. 409 EMAIL_IN_USE / CPF_IN_USE.',
        tags,
        params: ZIdParams,
        body: ZRegistrationBody,
        response: { 201: ZRegistrationResult, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (req, reply) => {
      if (req.params.id !== req.church.id) throw new AppError('NOT_FOUND');
      const result = await register(app, limiters, requestContext(req), req.auth?.contaId, req.body);
      if (result.session) setRefreshCookie(req, reply, result.session.refreshToken, refreshTtlSeconds(app));
      return reply.code(201).send({ usuario: result.usuario, ...result.session });
    },
  );

  r.put(
    '/usuario/',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "Update the caller's profile at this church",
        tags,
        body: ZProfileUpdateBody,
        response: { 200: ZClientAccount, ...errorResponses(400, 401, 403, 404, 409, 429) },
        security: bearer,
      },
    },
    async (req) => updateProfile(app, limiters, requestContext(req), callerId(req), req.body),
  );

  r.post(
    '/usuario/troca-igreja',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Switch to another church of the organization',
        description:
          "Creates the caller's client account there (copying the profile) when missing and returns the church URL with a one-time, 2-minute `token` code for POST /security/token/troca on that host.",
        tags,
        body: ZChangeChurchBody,
        response: { 200: ZChangeChurchResult, ...errorResponses(400, 401, 403, 404) },
        security: bearer,
      },
    },
    async (req) => switchChurch(app, requestContext(req), callerId(req), req.body.igreja),
  );
}
