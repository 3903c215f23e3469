import { z } from 'zod';
import { ZAdminChurchParams } from '../admin/common.ts';
import { ZReceiptRun, ZReceiptRunParams, ZReceiptStartBody, ZReceiptYear, ZReceiptYearQuery } from '../admin/receipts.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Yearly donation receipts (admin/receipts.ts): following a year and its ZIP need finance view, starting a
 * generation finance edit. The finance grant needs the second factor (money, names and CPFs).
 */
const receipts = {
  base: 'admin',
  auth: 'staff',
  tags: ['admin-finance'],
  cache: 'private',
} as const;

export const receiptYear = defineEndpoint({
  ...receipts,
  grant: { area: 'finance', action: 'view' },
  method: 'GET',
  path: '/admin/:church/finance/receipts',
  summary: "A year's donation receipts: its latest generation with its progress (drawn, e-mailed), or none",
  params: ZAdminChurchParams,
  query: ZReceiptYearQuery,
  status: 200,
  response: ZReceiptYear,
  errors: [400, 401, 403, 404],
});

export const receiptStart = defineEndpoint({
  ...receipts,
  grant: { area: 'finance', action: 'edit' },
  method: 'POST',
  path: '/admin/:church/finance/receipts',
  summary: "Starts generating a year's receipts (one per giver) as a background job that e-mails each giver theirs",
  params: ZAdminChurchParams,
  body: ZReceiptStartBody,
  status: 201,
  response: ZReceiptRun,
  errors: [400, 401, 403, 404, 409],
});

export const receiptZip = defineEndpoint({
  ...receipts,
  grant: { area: 'finance', action: 'view' },
  method: 'GET',
  path: '/admin/:church/finance/receipts/:id/zip',
  summary: "A finished generation's receipts as one ZIP of PDFs (streamed)",
  params: ZReceiptRunParams,
  status: 200,
  file: 'application/zip',
  response: z.string(),
  errors: [400, 401, 403, 404, 409],
});
