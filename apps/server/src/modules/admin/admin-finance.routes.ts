import * as finance from '@congrega/contract/endpoints/admin-finance';
import { localeFromAcceptLanguage, matchLocale, FALLBACK_LOCALE } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { requireIdempotencyKey } from '../payments/payments.public.ts';
import { adminContext } from './admin-tx.ts';
import { financeRefund } from './finance-refund.service.ts';
import * as service from './finance.service.ts';

/** The money console's payments and refunds (`/admin/:church/finance/...`): the gate ran before each handler. */
export default async function adminFinanceRoutes(app: FastifyInstance) {
  registerEndpoint(app, finance.financePayments, ({ req, query }) => service.financePayments(adminContext(app, req), query));
  registerEndpoint(app, finance.financeReasons, ({ req }) => service.financeReasons(adminContext(app, req)));
  registerEndpoint(app, finance.financePaymentsExport, async ({ req, reply, query }) => {
    reply.header('content-disposition', 'attachment; filename="pagamentos.csv"');
    return service.financePaymentsExport(adminContext(app, req), query);
  });
  registerEndpoint(app, finance.financePaymentGet, ({ req, params }) => service.financePaymentGet(adminContext(app, req), params.id));
  registerEndpoint(app, finance.financeRefundCreate, ({ req, params, body }) => {
    const ctx = adminContext(app, req);
    const key = requireIdempotencyKey(req.headers['idempotency-key']);
    const locale = localeFromAcceptLanguage(req.headers['accept-language']) ?? matchLocale(ctx.staff.church.idioma) ?? FALLBACK_LOCALE;
    return financeRefund(ctx, params.id, body, key, locale);
  });
}
