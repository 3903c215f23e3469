import * as reports from '@congrega/contract/endpoints/admin-finance-reports';
import type { TFinanceReportKind } from '@congrega/contract/admin/finance-reports';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { adminContext } from './admin-tx.ts';
import * as service from './finance-reports.service.ts';

/** The money console's yearly reports and their CSV (`/admin/:church/finance/reports/...`): the gate ran before each. */
export default async function adminFinanceReportsRoutes(app: FastifyInstance) {
  registerEndpoint(app, reports.financeReportGiving, ({ req, query }) => service.givingReport(adminContext(app, req), query.ano));
  registerEndpoint(app, reports.financeReportEvents, ({ req, query }) => service.eventsReport(adminContext(app, req), query.ano));
  registerEndpoint(app, reports.financeReportFees, ({ req, query }) => service.feesReport(adminContext(app, req), query.ano));
  registerEndpoint(app, reports.financeReportRefunds, ({ req, query }) => service.refundsReport(adminContext(app, req), query.ano));
  registerEndpoint(app, reports.financeReportRecurring, ({ req, query }) => service.recurringReport(adminContext(app, req), query.ano));
  const exports = [
    ['giving', reports.financeReportGivingExport, 'doacoes'],
    ['events', reports.financeReportEventsExport, 'eventos'],
    ['fees', reports.financeReportFeesExport, 'taxas'],
    ['refunds', reports.financeReportRefundsExport, 'estornos'],
    ['recurring', reports.financeReportRecurringExport, 'recorrentes'],
  ] as const satisfies readonly (readonly [TFinanceReportKind, unknown, string])[];
  for (const [kind, endpoint, file] of exports)
    registerEndpoint(app, endpoint, async ({ req, reply, query }) => {
      const body = await service.reportExport(adminContext(app, req), kind, query.ano);
      reply.header('content-disposition', `attachment; filename="relatorio-${file}-${query.ano}.csv"`);
      return Buffer.from(body, 'utf8');
    });
}
