import * as receipts from '@congrega/contract/endpoints/admin-finance-receipts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { adminContext } from './admin-tx.ts';
import { defineReceiptJobs } from './receipts.jobs.ts';
import * as service from './receipts.service.ts';

/** Yearly donation receipts (`/admin/:church/finance/receipts...`) and their jobs: the gate ran before each handler. */
export default async function adminFinanceReceiptsRoutes(app: FastifyInstance) {
  defineReceiptJobs(app);
  registerEndpoint(app, receipts.receiptYear, ({ req, query }) => service.receiptYear(adminContext(app, req), query.ano));
  registerEndpoint(app, receipts.receiptStart, ({ req, body }) => service.receiptStart(adminContext(app, req), body.ano));
  registerEndpoint(app, receipts.receiptZip, async ({ req, reply, params }) => {
    const zip = await service.receiptZip(adminContext(app, req), params.id);
    reply.header('content-disposition', `attachment; filename="informes-${params.id}.zip"`);
    return zip;
  });
}
