import * as attention from '@congrega/contract/endpoints/admin-finance-attention';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { adminContext } from './admin-tx.ts';
import * as service from './finance-attention.service.ts';

/** What in the money console needs a person (`/admin/:church/finance/...`): the gate ran before each handler. */
export default async function adminFinanceAttentionRoutes(app: FastifyInstance) {
  registerEndpoint(app, attention.financeUnknownWebhooks, ({ req, query }) =>
    service.financeUnknownWebhooks(adminContext(app, req), query),
  );
  registerEndpoint(app, attention.financeWebhookReview, ({ req, params, body }) =>
    service.financeWebhookReview(adminContext(app, req), { gateway: params.gateway, eventoId: params.eventoId }, body),
  );
  registerEndpoint(app, attention.financePaymentHonour, ({ req, params, body }) =>
    service.financePaymentHonour(adminContext(app, req), params.id, body),
  );
}
