import { z } from 'zod';
import { ZAdminChurchParams } from '../admin/common.ts';
import {
  ZGrantCreateBody,
  ZGrantCreated,
  ZGrantIdParams,
  ZGrantList,
  ZGrantListQuery,
  ZGrantPresetList,
  ZGrantUpdateBody,
  ZGrant,
} from '../admin/grants.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Grant management: who holds what at the church. Every change is audited and takes effect at once on every copy
 * (grants are read on each admin request).
 */
const view = {
  base: 'admin',
  auth: 'staff',
  grant: { area: 'settings', action: 'view' },
  tags: ['admin-grants'],
  cache: 'private',
} as const;
const manage = { ...view, grant: { area: 'settings', action: 'admin' } } as const;

export const grantPresets = defineEndpoint({
  ...view,
  method: 'GET',
  path: '/admin/:church/grant-presets',
  summary: 'The grant presets and the grants each gives',
  params: ZAdminChurchParams,
  status: 200,
  response: ZGrantPresetList,
  errors: [400, 401, 403, 404],
});

export const grantList = defineEndpoint({
  ...manage,
  method: 'GET',
  path: '/admin/:church/grants',
  summary: "The church's grants and the members holding one of the spec's roles",
  params: ZAdminChurchParams,
  query: ZGrantListQuery,
  status: 200,
  response: ZGrantList,
  errors: [400, 401, 403, 404],
});

export const grantCreate = defineEndpoint({
  ...manage,
  method: 'POST',
  path: '/admin/:church/grants',
  summary: 'Grant a preset or one grant to a member (by e-mail)',
  description:
    '404 GRANT_MEMBER_NOT_FOUND without a client account at the church; 400 GRANT_SCOPE_REQUIRED for a scoped grant without its id.',
  params: ZAdminChurchParams,
  body: ZGrantCreateBody,
  status: 201,
  response: ZGrantCreated,
  errors: [400, 401, 403, 404],
});

export const grantUpdate = defineEndpoint({
  ...manage,
  method: 'PATCH',
  path: '/admin/:church/grants/:id',
  summary: "Change a grant's action or expiry",
  params: ZGrantIdParams,
  body: ZGrantUpdateBody,
  status: 200,
  response: ZGrant,
  errors: [400, 401, 403, 404],
});

export const grantDelete = defineEndpoint({
  ...manage,
  method: 'DELETE',
  path: '/admin/:church/grants/:id',
  summary: 'Remove a grant (effective at once)',
  params: ZGrantIdParams,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});
