import { z } from 'zod';
import { ZChurchSlugParams } from '../church.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  ZGiverChurchQuery,
  ZGiverItemParams,
  ZGiverParams,
  ZGivingHistory,
  ZGivingHistoryQuery,
  ZGivingSettings,
  ZGivingStatementParams,
  ZRecurringGift,
  ZRecurringGiftList,
  ZRecurringGiftPatch,
} from '../giving.ts';

/**
 * Giving, the giver's side (account area /user/giving). Donations themselves are POST /pagamento/
 * (endpoints/payments.ts). `userId` must be the caller's own id: any other answers 404, as does a gift of
 * another member or another church. The yearly PDF statement answers application/pdf (`file`).
 */
const tags = ['Giving'] as const;
const own = { tags, auth: 'member', cache: 'private', module: 'MOD_DOACAO' } as const;

export const getGivingSettings = defineEndpoint({
  method: 'GET',
  path: '/igreja/:slug/doacao/configuracao',
  summary: "The church's giving settings for the give page (whether visitors may give as guests)",
  tags,
  module: 'MOD_DOACAO',
  auth: 'none',
  cache: 60,
  params: ZChurchSlugParams,
  status: 200,
  response: ZGivingSettings,
  errors: [400, 404],
});

export const listRecurringGifts = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/usuario/:userId/doacao-recorrente/',
  summary: "The member's recurring gifts at a church (active, paused and cancelled)",
  params: ZGiverParams,
  query: ZGiverChurchQuery,
  status: 200,
  response: ZRecurringGiftList,
  errors: [400, 401, 403, 404],
});

export const updateRecurringGift = defineEndpoint({
  ...own,
  method: 'PATCH',
  path: '/usuario/:userId/doacao-recorrente/:id',
  summary: 'Change the amount or frequency of a recurring gift, pause or resume it',
  params: ZGiverItemParams,
  body: ZRecurringGiftPatch,
  status: 200,
  response: ZRecurringGift,
  errors: [400, 401, 403, 404, 409, 422],
});

export const cancelRecurringGift = defineEndpoint({
  ...own,
  method: 'DELETE',
  path: '/usuario/:userId/doacao-recorrente/:id',
  summary: 'Cancel a recurring gift (kept in the history, never charged again)',
  params: ZGiverItemParams,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});

export const listGivingHistory = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/usuario/:userId/doacao/',
  summary: "The member's donations at a church, newest first (receipts are the payment pages)",
  params: ZGiverParams,
  query: ZGivingHistoryQuery,
  status: 200,
  response: ZGivingHistory,
  errors: [400, 401, 403, 404],
});

/** The PDF answer, described for OpenAPI (the bytes are sent as they are, never serialized). */
const ZPdf = z.string().meta({
  description: 'The statement (application/pdf, attachment doacoes-{ano}.pdf)',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
});

export const getGivingStatement = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/usuario/:userId/doacao/extrato/:ano',
  summary: "The member's yearly giving statement at a church (PDF, for tax returns)",
  params: ZGivingStatementParams,
  query: ZGiverChurchQuery,
  file: 'application/pdf',
  status: 200,
  response: ZPdf,
  errors: [400, 401, 403, 404],
});
