import * as accounts from '@congrega/contract/endpoints/accounts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import type { AccountLimiters } from './limiters.ts';
import { requestContext } from './request-context.ts';
import {
  assertSelf,
  getMe,
  listChurchCustomFields,
  listDocuments,
  listUserClientAccounts,
  listUserRoles,
  lookupAccount,
  lookupClientAccounts,
} from './user-query.service.ts';

/** The caller's data and the access-screen lookups: routes from the contract's descriptors. */
export function registerUserRoutes(app: FastifyInstance, limiters: AccountLimiters) {
  registerEndpoint(app, accounts.getMe, ({ auth }) => getMe(app, auth.contaId));

  registerEndpoint(app, accounts.lookupAccount, ({ req, query }) => lookupAccount(app, limiters, requestContext(req), query.email));

  registerEndpoint(app, accounts.lookupClientAccounts, async ({ req, params, query }) => ({
    usuarios: await lookupClientAccounts(app, limiters, requestContext(req), params.client, query.email),
  }));

  registerEndpoint(app, accounts.listMyClientAccounts, async ({ req, auth, params, query }) => {
    assertSelf(params.id, auth.contaId);
    return { usuarios: await listUserClientAccounts(app, requestContext(req), auth.contaId, query) };
  });

  registerEndpoint(app, accounts.listMyDocuments, async ({ req, auth, params, query }) => {
    assertSelf(params.id, auth.contaId);
    return { documentos: await listDocuments(app, requestContext(req), auth.contaId, query) };
  });

  registerEndpoint(app, accounts.listMyRoles, async ({ req, auth, params, query }) => {
    assertSelf(params.id, auth.contaId);
    return { userIgrejaRoles: await listUserRoles(app, requestContext(req), auth.contaId, query) };
  });

  registerEndpoint(app, accounts.listMyCustomFields, async ({ req, auth, params, query }) => {
    assertSelf(params.id, auth.contaId);
    return { camposPersonalizados: await listChurchCustomFields(app, requestContext(req), query.igreja) };
  });

  registerEndpoint(app, accounts.listChurchCustomFields, async ({ req, params }) => ({
    camposPersonalizados: await listChurchCustomFields(app, requestContext(req), params.id),
  }));
}
