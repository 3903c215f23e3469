import * as endpoints from '@congrega/contract/endpoints/admin-payment-methods';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { adminContext } from './admin-tx.ts';
import { paymentMethodList, paymentMethodUpdate } from './payment-methods.service.ts';

/** The church's payment methods in the console (`/admin/:church/finance/payment-methods`). */
export default async function adminPaymentMethodsRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.paymentMethodList, ({ req }) => paymentMethodList(adminContext(app, req)));
  registerEndpoint(app, endpoints.paymentMethodUpdate, ({ req, params, body }) =>
    paymentMethodUpdate(adminContext(app, req), params.codigo, body),
  );
}
