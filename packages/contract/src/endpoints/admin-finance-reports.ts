import { z } from 'zod';
import { ZAdminChurchParams } from '../admin/common.ts';
import {
  ZEventsReport,
  ZFeesReport,
  ZFinanceReportQuery,
  ZGivingReport,
  ZRecurringReport,
  ZRefundsReport,
  type TFinanceReportKind,
} from '../admin/finance-reports.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The money console's reports of a year (admin/finance-reports.ts), each with its CSV: finance view (the finance
 * grant needs the second factor). A church admin without the finance grant and the content editor get 403.
 */
const reports = {
  base: 'admin',
  auth: 'staff',
  tags: ['admin-finance'],
  cache: 'private',
  grant: { area: 'finance', action: 'view' },
  method: 'GET',
  params: ZAdminChurchParams,
  query: ZFinanceReportQuery,
  status: 200,
  errors: [400, 401, 403, 404],
} as const;

const exportOf = <K extends TFinanceReportKind>(kind: K, what: string) =>
  defineEndpoint({
    ...reports,
    path: `/admin/:church/finance/reports/${kind}/export` as const,
    summary: `${what}, as CSV`,
    file: 'text/csv; charset=utf-8',
    response: z.string(),
  });

export const financeReportGiving = defineEndpoint({
  ...reports,
  path: '/admin/:church/finance/reports/giving',
  summary: "Gifts received per reason and month of the year (online and counted cash), beside the year before's",
  response: ZGivingReport,
});
export const financeReportGivingExport = exportOf('giving', 'Gifts received per reason and month');

export const financeReportEvents = defineEndpoint({
  ...reports,
  path: '/admin/:church/finance/reports/events',
  summary: 'Event revenue of the year by event and ticket type: tickets sold, gross, fees, refunded',
  response: ZEventsReport,
});
export const financeReportEventsExport = exportOf('events', 'Event revenue by event and ticket type');

export const financeReportFees = defineEndpoint({
  ...reports,
  path: '/admin/:church/finance/reports/fees',
  summary: 'Fees the payers covered per month and payment method',
  response: ZFeesReport,
});
export const financeReportFeesExport = exportOf('fees', 'Fees per month and method');

export const financeReportRefunds = defineEndpoint({
  ...reports,
  path: '/admin/:church/finance/reports/refunds',
  summary: 'Refunds recorded per month and payment method: how many and how much',
  response: ZRefundsReport,
});
export const financeReportRefundsExport = exportOf('refunds', 'Refunds per month and method');

export const financeReportRecurring = defineEndpoint({
  ...reports,
  path: '/admin/:church/finance/reports/recurring',
  summary: 'Recurring gifts started and cancelled per month, and in force at each month end',
  response: ZRecurringReport,
});
export const financeReportRecurringExport = exportOf('recurring', 'Recurring gifts per month');
