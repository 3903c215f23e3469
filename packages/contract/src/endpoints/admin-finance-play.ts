import { ZAdminChurchParams } from '../admin/common.ts';
import { ZFinancePlayPage, ZFinancePlayQuery } from '../admin/finance-play.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The money console's Play subscriptions (finance view; its grants need a second factor): read only. A church admin
 * without the finance grant and the content editor get 403.
 */
export const financePlaySubscriptions = defineEndpoint({
  base: 'admin',
  auth: 'staff',
  tags: ['admin-finance'],
  cache: 'private',
  grant: { area: 'finance', action: 'view' },
  method: 'GET',
  path: '/admin/:church/finance/play',
  summary:
    "The church's Play subscriptions by state, plan and subscriber, paged by the server, with each state's count and each plan's renewals, lapses and revenue of the last 30 days",
  params: ZAdminChurchParams,
  query: ZFinancePlayQuery,
  status: 200,
  response: ZFinancePlayPage,
  errors: [400, 401, 403, 404],
});
