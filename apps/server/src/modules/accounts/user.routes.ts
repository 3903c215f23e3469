import * as accounts from '@congrega/contract/endpoints/accounts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint.ts';
import type { AccountLimiters } from './limiters.ts';
import { callerId, requestContext } from './request-context.ts';
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
  registerEndpoint(app, accounts.getMe, ({ req }) => getMe(app, callerId(req)));

  registerEndpoint(app, accounts.lookupAccount, ({ req, query }) => lookupAccount(app, limiters, requestContext(req), query.email));

  registerEndpoint(app, accounts.lookupClientAccounts, async ({ req, params, query }) => ({
    usuarios: await lookupClientAccounts(app, limiters, requestContext(req), params.client, query.email),
  }));

  registerEndpoint(app, accounts.listMyClientAccounts, async ({ req, params, query }) => {
    assertSelf(params.id, callerId(req));
    return { usuarios: await listUserClientAccounts(app, requestContext(req), callerId(req), query) };
  });

  registerEndpoint(app, accounts.listMyDocuments, async ({ req, params, query }) => {
    assertSelf(params.id, callerId(req));
    return { documentos: await listDocuments(app, requestContext(req), callerId(req), query) };
  });

  registerEndpoint(app, accounts.listMyRoles, async ({ req, params, query }) => {
    assertSelf(params.id, callerId(req));
    return { userIgrejaRoles: await listUserRoles(app, requestContext(req), callerId(req), query) };
  });

  registerEndpoint(app, accounts.listMyCustomFields, async ({ req, params, query }) => {
    assertSelf(params.id, callerId(req));
    return { camposPersonalizados: await listChurchCustomFields(app, requestContext(req), query.igreja) };
  });

  registerEndpoint(app, accounts.listChurchCustomFields, async ({ req, params }) => ({
    camposPersonalizados: await listChurchCustomFields(app, requestContext(req), params.id),
  }));
}
