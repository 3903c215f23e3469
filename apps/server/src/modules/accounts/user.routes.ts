import { ZEmailQuery, ZProviderAccount } from '@congrega/contract/auth';
import { ZChurchIdQuery } from '@congrega/contract/church';
import { ZId, ZIdParams } from '@congrega/contract/common';
import {
  ZClientAccountList,
  ZClientLookup,
  ZCustomFieldList,
  ZDocumentList,
  ZDocumentQuery,
  ZRoleList,
  ZUserScopeQuery,
} from '@congrega/contract/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { errorResponses } from '../../lib/endpoint.ts';

const tags = ['user'];
const bearer = [{ bearer: [] }];
const scopeDescription = 'Scope: `cliente` = the host church id, or `organizacao` = the host church organization slug (404 otherwise).';

export function registerUserRoutes(app: FastifyInstance, limiters: AccountLimiters) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate };

  r.get(
    '/me',
    {
      ...auth,
      schema: {
        summary: 'The logged-in provider account',
        tags,
        response: { 200: ZProviderAccount, ...errorResponses(401, 403, 404) },
        security: bearer,
      },
    },
    async (req) => getMe(app, callerId(req)),
  );

  r.get(
    '/user/',
    {
      schema: {
        summary: 'Provider account of an e-mail (access screen)',
        description: '404 ACCOUNT_NOT_FOUND when none. Rate limited per IP.',
        tags,
        querystring: ZEmailQuery,
        response: { 200: ZProviderAccount, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (req) => lookupAccount(app, limiters, requestContext(req), req.query.email),
  );

  r.get(
    '/igreja/:client/usuario/',
    {
      schema: {
        summary: 'Client accounts of an e-mail at this church',
        description: '`client` must be the host church id. Rate limited per IP.',
        tags,
        params: z.object({ client: ZId }),
        querystring: ZEmailQuery,
        response: { 200: ZClientLookup, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (req) => ({ usuarios: await lookupClientAccounts(app, limiters, requestContext(req), req.params.client, req.query.email) }),
  );

  r.get(
    '/user/:id/usuario',
    {
      ...auth,
      schema: {
        summary: "The caller's client accounts",
        description: `\`id\` must be the caller's account id (403 otherwise). ${scopeDescription}`,
        tags,
        params: ZIdParams,
        querystring: ZUserScopeQuery,
        response: { 200: ZClientAccountList, ...errorResponses(400, 401, 403, 404) },
        security: bearer,
      },
    },
    async (req) => {
      assertSelf(req.params.id, callerId(req));
      return { usuarios: await listUserClientAccounts(app, requestContext(req), callerId(req), req.query) };
    },
  );

  r.get(
    '/user/:id/documento',
    {
      ...auth,
      schema: {
        summary: "The caller's documents (CPF)",
        description: `Default scope: the host church. ${scopeDescription}`,
        tags,
        params: ZIdParams,
        querystring: ZDocumentQuery,
        response: { 200: ZDocumentList, ...errorResponses(400, 401, 403, 404) },
        security: bearer,
      },
    },
    async (req) => {
      assertSelf(req.params.id, callerId(req));
      return { documentos: await listDocuments(app, requestContext(req), callerId(req), req.query) };
    },
  );

  r.get(
    '/user/:id/role',
    {
      ...auth,
      schema: {
        summary: "The caller's staff roles per church",
        description: scopeDescription,
        tags,
        params: ZIdParams,
        querystring: ZUserScopeQuery,
        response: { 200: ZRoleList, ...errorResponses(400, 401, 403, 404) },
        security: bearer,
      },
    },
    async (req) => {
      assertSelf(req.params.id, callerId(req));
      return { userIgrejaRoles: await listUserRoles(app, requestContext(req), callerId(req), req.query) };
    },
  );

  r.get(
    '/user/:id/campo-personalizado',
    {
      ...auth,
      schema: {
        summary: "Custom profile fields of the host church (for the caller's profile form)",
        tags,
        params: ZIdParams,
        querystring: ZChurchIdQuery,
        response: { 200: ZCustomFieldList, ...errorResponses(400, 401, 403, 404) },
        security: bearer,
      },
    },
    async (req) => {
      assertSelf(req.params.id, callerId(req));
      return { camposPersonalizados: await listChurchCustomFields(app, requestContext(req), req.query.igreja) };
    },
  );

  // Visitors fill the registration form before they have an account id.
  r.get(
    '/igreja/:id/campo-personalizado/',
    {
      schema: {
        summary: 'Custom profile fields of the host church (registration form)',
        tags,
        params: ZIdParams,
        response: { 200: ZCustomFieldList, ...errorResponses(400, 403, 404) },
      },
    },
    async (req) => ({ camposPersonalizados: await listChurchCustomFields(app, requestContext(req), req.params.id) }),
  );
}
