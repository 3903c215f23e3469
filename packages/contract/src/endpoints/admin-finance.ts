import { z } from 'zod';
import { ZAdminChurchParams } from '../admin/common.ts';
import {
  ZFinancePaymentDetail,
  ZFinancePaymentFilters,
  ZFinancePaymentPage,
  ZFinancePaymentParams,
  ZFinancePaymentQuery,
  ZFinanceReasonList,
  ZRefundCreateBody,
} from '../admin/finance.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The money console's payments and refunds (finance grant; its grants need a second factor). Reads need finance
 * view, a refund finance edit: a church admin without the finance grant and the content editor get 403.
 */
const finance = {
  base: 'admin',
  auth: 'staff',
  tags: ['admin-finance'],
  cache: 'private',
} as const;

export const financePayments = defineEndpoint({
  ...finance,
  grant: { area: 'finance', action: 'view' },
  method: 'GET',
  path: '/admin/:church/finance/payments',
  summary: "The church's payments, filtered and searched, paged by the server, with the filtered set's totals",
  params: ZAdminChurchParams,
  query: ZFinancePaymentQuery,
  status: 200,
  response: ZFinancePaymentPage,
  errors: [400, 401, 403, 404],
});

export const financePaymentsExport = defineEndpoint({
  ...finance,
  grant: { area: 'finance', action: 'view' },
  method: 'GET',
  path: '/admin/:church/finance/payments/export',
  summary: 'The payments found by the same filters, as CSV (streamed, newest first)',
  params: ZAdminChurchParams,
  query: ZFinancePaymentFilters,
  status: 200,
  file: 'text/csv; charset=utf-8',
  response: z.string(),
  errors: [400, 401, 403, 404],
});

export const financePaymentGet = defineEndpoint({
  ...finance,
  grant: { area: 'finance', action: 'view' },
  method: 'GET',
  path: '/admin/:church/finance/payments/:id',
  summary: "A payment's detail: items, payer, status history, webhook events, e-mails, what it paid for, refunds",
  params: ZFinancePaymentParams,
  status: 200,
  response: ZFinancePaymentDetail,
  errors: [400, 401, 403, 404],
});

export const financeRefundCreate = defineEndpoint({
  ...finance,
  grant: { area: 'finance', action: 'edit' },
  method: 'POST',
  path: '/admin/:church/finance/payments/:id/refunds',
  summary:
    'Refunds a payment in full or in part (header Idempotency-Key): card, Pix, ACH and wallet through the gateway, boleto and cash recorded as paid back by transfer',
  params: ZFinancePaymentParams,
  body: ZRefundCreateBody,
  status: 201,
  response: ZFinancePaymentDetail,
  errors: [400, 401, 403, 404, 409],
});

export const financeReasons = defineEndpoint({
  ...finance,
  grant: { area: 'finance', action: 'view' },
  method: 'GET',
  path: '/admin/:church/finance/reasons',
  summary: "The church's giving reasons (funds), inactive ones too, for the payments list's filter",
  params: ZAdminChurchParams,
  status: 200,
  response: ZFinanceReasonList,
  errors: [401, 403, 404],
});
