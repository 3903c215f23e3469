import * as accounts from '@congrega/contract/endpoints/accounts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerEndpoint } from '../../core/endpoint.ts';
import { switchChurch } from './church-switch.service.ts';
import type { AccountLimiters } from './limiters.ts';
import { register, updateProfile } from './registration.service.ts';
import { requestContext } from './request-context.ts';
import { setRefreshCookie } from './session-cookie.ts';
import { refreshTtlSeconds } from './session.service.ts';

/** Registration, profile and church switch: routes from the contract's descriptors; rules in the services. */
export function registerRegistrationRoutes(app: FastifyInstance, limiters: AccountLimiters) {
  registerEndpoint(app, accounts.register, async ({ req, reply, params, body }) => {
    if (params.id !== req.church.id) throw new AppError('NOT_FOUND');
    const result = await register(app, limiters, requestContext(req), req.auth?.contaId, body);
    if (result.session) setRefreshCookie(req, reply, result.session.refreshToken, refreshTtlSeconds(app));
    return { usuario: result.usuario, ...result.session };
  });

  registerEndpoint(app, accounts.updateProfile, ({ req, auth, body }) =>
    updateProfile(app, limiters, requestContext(req), auth.contaId, body),
  );

  registerEndpoint(app, accounts.switchChurch, ({ req, auth, body }) => switchChurch(app, requestContext(req), auth.contaId, body.igreja));
}
