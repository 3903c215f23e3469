import {
  ZFinanceRecurringActionBody,
  ZFinanceRecurringDetail,
  ZFinanceRecurringPage,
  ZFinanceRecurringParams,
  ZFinanceRecurringQuery,
} from '../admin/finance-recurring.ts';
import { ZAdminChurchParams } from '../admin/common.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The money console's recurring gifts (finance grant; its grants need a second factor). Reads need finance view;
 * a pause, resume or cancel on the giver's behalf needs finance edit (audited, the giver e-mailed). A church admin
 * without the finance grant and the content editor get 403.
 */
const recurring = {
  base: 'admin',
  auth: 'staff',
  tags: ['admin-finance'],
  cache: 'private',
} as const;

export const financeRecurringList = defineEndpoint({
  ...recurring,
  grant: { area: 'finance', action: 'view' },
  method: 'GET',
  path: '/admin/:church/finance/recurring',
  summary: "The church's recurring gifts by state, reason and giver, paged by the server, with each state's count",
  params: ZAdminChurchParams,
  query: ZFinanceRecurringQuery,
  status: 200,
  response: ZFinanceRecurringPage,
  errors: [400, 401, 403, 404],
});

export const financeRecurringGet = defineEndpoint({
  ...recurring,
  grant: { area: 'finance', action: 'view' },
  method: 'GET',
  path: '/admin/:church/finance/recurring/:id',
  summary: "A recurring gift's detail: giver, card brand and last four, its charges, the retry dates when failing",
  params: ZFinanceRecurringParams,
  status: 200,
  response: ZFinanceRecurringDetail,
  errors: [400, 401, 403, 404],
});

const change = (action: 'pause' | 'resume' | 'cancel', summary: string, errors: readonly (400 | 401 | 403 | 404 | 409 | 422)[]) =>
  defineEndpoint({
    ...recurring,
    grant: { area: 'finance', action: 'edit' },
    method: 'POST',
    path: `/admin/:church/finance/recurring/:id/${action}`,
    summary,
    params: ZFinanceRecurringParams,
    body: ZFinanceRecurringActionBody,
    status: 200,
    response: ZFinanceRecurringDetail,
    errors: [...errors],
  });

export const financeRecurringPause = change(
  'pause',
  "Pauses an active recurring gift on the giver's behalf (no charge until resumed); the giver is e-mailed",
  [400, 401, 403, 404, 409],
);
export const financeRecurringResume = change(
  'resume',
  "Resumes a paused recurring gift on the giver's behalf, its next charge dated as the giver's own resume; the giver is e-mailed",
  [400, 401, 403, 404, 409, 422],
);
export const financeRecurringCancel = change(
  'cancel',
  "Cancels a recurring gift on the giver's behalf (final); the giver is e-mailed",
  [400, 401, 403, 404, 409],
);
