import { z } from 'zod';
import { ZAdminChurchParams } from '../admin/common.ts';
import {
  ZOfferingAdjustmentBody,
  ZOfferingBatchCreateBody,
  ZOfferingBatchDetail,
  ZOfferingBatchPage,
  ZOfferingBatchParams,
  ZOfferingBatchQuery,
  ZOfferingCommitBody,
  ZOfferingLineBody,
  ZOfferingLineParams,
  ZOfferingMemberList,
  ZOfferingMemberQuery,
  ZOfferingOptions,
} from '../admin/offerings.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Cash offerings (admin/offerings.ts): counting needs the `offerings` grant (view to read the batches, edit to
 * count), committing and adjusting need `finance` edit: a counter can neither commit nor open the payments, a
 * treasurer holds both (the finance preset). Both grants need the second factor (money and givers' names).
 */
const offerings = {
  base: 'admin',
  auth: 'staff',
  tags: ['admin-offerings'],
  cache: 'private',
} as const;
const view = { area: 'offerings', action: 'view' } as const;
const count = { area: 'offerings', action: 'edit' } as const;
const treasurer = { area: 'finance', action: 'edit' } as const;

export const offeringBatches = defineEndpoint({
  ...offerings,
  grant: view,
  method: 'GET',
  path: '/admin/:church/finance/offerings',
  summary: "The church's offering batches, newest service first, each with its total per reason",
  params: ZAdminChurchParams,
  query: ZOfferingBatchQuery,
  status: 200,
  response: ZOfferingBatchPage,
  errors: [400, 401, 403, 404],
});

export const offeringOptions = defineEndpoint({
  ...offerings,
  grant: view,
  method: 'GET',
  path: '/admin/:church/finance/offerings/options',
  summary: "What the count's form offers: the active reasons (funds) and the congregations",
  params: ZAdminChurchParams,
  status: 200,
  response: ZOfferingOptions,
  errors: [401, 403, 404],
});

export const offeringMembers = defineEndpoint({
  ...offerings,
  grant: count,
  method: 'GET',
  path: '/admin/:church/finance/offerings/members',
  summary: "Members whose name matches (an envelope's giver): up to 10, names only",
  params: ZAdminChurchParams,
  query: ZOfferingMemberQuery,
  status: 200,
  response: ZOfferingMemberList,
  errors: [400, 401, 403, 404],
});

export const offeringBatchCreate = defineEndpoint({
  ...offerings,
  grant: count,
  method: 'POST',
  path: '/admin/:church/finance/offerings',
  summary: 'Opens a batch for a service: the caller is its counter',
  params: ZAdminChurchParams,
  body: ZOfferingBatchCreateBody,
  status: 201,
  response: ZOfferingBatchDetail,
  errors: [400, 401, 403, 404],
});

export const offeringBatchGet = defineEndpoint({
  ...offerings,
  grant: view,
  method: 'GET',
  path: '/admin/:church/finance/offerings/:id',
  summary: 'A batch: its lines, adjustments, totals per reason and method, who counted and who committed it',
  params: ZOfferingBatchParams,
  status: 200,
  response: ZOfferingBatchDetail,
  errors: [400, 401, 403, 404],
});

export const offeringBatchDelete = defineEndpoint({
  ...offerings,
  grant: count,
  method: 'DELETE',
  path: '/admin/:church/finance/offerings/:id',
  summary: 'Deletes a batch still open, with its lines (a committed one answers 409)',
  params: ZOfferingBatchParams,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404, 409],
});

export const offeringLineCreate = defineEndpoint({
  ...offerings,
  grant: count,
  method: 'POST',
  path: '/admin/:church/finance/offerings/:id/lines',
  summary: 'Counts a line into an open batch (a reason, cash or cheque, an amount, optionally an envelope and its giver)',
  params: ZOfferingBatchParams,
  body: ZOfferingLineBody,
  status: 201,
  response: ZOfferingBatchDetail,
  errors: [400, 401, 403, 404, 409],
});

export const offeringLineUpdate = defineEndpoint({
  ...offerings,
  grant: count,
  method: 'PUT',
  path: '/admin/:church/finance/offerings/:id/lines/:line',
  summary: "Replaces a line of an open batch (a committed batch's lines answer 409)",
  params: ZOfferingLineParams,
  body: ZOfferingLineBody,
  status: 200,
  response: ZOfferingBatchDetail,
  errors: [400, 401, 403, 404, 409],
});

export const offeringLineDelete = defineEndpoint({
  ...offerings,
  grant: count,
  method: 'DELETE',
  path: '/admin/:church/finance/offerings/:id/lines/:line',
  summary: 'Removes a line of an open batch',
  params: ZOfferingLineParams,
  status: 200,
  response: ZOfferingBatchDetail,
  errors: [400, 401, 403, 404, 409],
});

export const offeringBatchCommit = defineEndpoint({
  ...offerings,
  grant: treasurer,
  method: 'POST',
  path: '/admin/:church/finance/offerings/:id/commit',
  summary: 'Commits a batch (a treasurer who neither opened it nor counted a line of it): immutable from then on',
  params: ZOfferingBatchParams,
  body: ZOfferingCommitBody,
  status: 200,
  response: ZOfferingBatchDetail,
  errors: [400, 401, 403, 404, 409],
});

export const offeringAdjustmentCreate = defineEndpoint({
  ...offerings,
  grant: treasurer,
  method: 'POST',
  path: '/admin/:church/finance/offerings/:id/adjustments',
  summary: 'Corrects a committed batch by an adjusting entry (signed amount, required justification)',
  params: ZOfferingBatchParams,
  body: ZOfferingAdjustmentBody,
  status: 201,
  response: ZOfferingBatchDetail,
  errors: [400, 401, 403, 404, 409],
});
