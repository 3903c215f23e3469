import * as accounts from '@congrega/contract/endpoints/accounts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { activateAccount, requestActivation } from './activation.service.ts';
import type { AccountLimiters } from './limiters.ts';
import { presentedDevice, setDeviceCookie } from './login-device.ts';
import { changePassword, recoverPassword, resetPassword } from './password.service.ts';
import { requestContext } from './request-context.ts';
import { setRefreshCookie } from './session-cookie.ts';
import { refreshTtlSeconds } from './session.service.ts';

const ok = { ok: true as const };

/** Passwords and activation: routes from the contract's descriptors; rules in the services. */
export function registerPasswordRoutes(app: FastifyInstance, limiters: AccountLimiters) {
  registerEndpoint(app, accounts.recoverPassword, async ({ req, body }) => {
    await recoverPassword(app, limiters, requestContext(req), body.email);
    return ok;
  });

  registerEndpoint(app, accounts.resetPassword, async ({ req, reply, body }) => {
    const { device } = await resetPassword(app, limiters, requestContext(req), body, presentedDevice(req));
    setDeviceCookie(req, reply, device);
    return ok;
  });

  registerEndpoint(app, accounts.changePassword, async ({ req, auth, reply, body }) => {
    const pair = await changePassword(app, limiters, requestContext(req), auth.contaId, body);
    setRefreshCookie(req, reply, pair.refreshToken, refreshTtlSeconds(app));
    return pair;
  });

  registerEndpoint(app, accounts.requestActivation, async ({ req, query }) => {
    await requestActivation(app, limiters, requestContext(req), query);
    return ok;
  });

  registerEndpoint(app, accounts.activateAccount, async ({ req, body }) => {
    await activateAccount(app, limiters, requestContext(req), body.token);
    return ok;
  });
}
