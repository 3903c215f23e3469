import * as payments from '@congrega/contract/endpoints/payments';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { requestLocale } from '../../core/locale.ts';
import { listCards, removeCard, saveCard, tokenizeCard } from './cards.service.ts';
import { getDefaultGateway, getPaymentReasons, quoteFees, quoteInstallments } from './fees.service.ts';
import { createDonation, getOwnPayment, requireIdempotencyKey } from './payments.service.ts';
import { payBoleto, payPix, settle } from './sandbox-bank.service.ts';

/** Payments (spec section 7): routes from the contract's descriptors; rules in the services. */
export default async function paymentsRoutes(app: FastifyInstance) {
  registerEndpoint(app, payments.getDefaultGateway, () => getDefaultGateway(app));
  registerEndpoint(app, payments.quoteFees, ({ req, query }) => quoteFees(app, req.church, query));
  registerEndpoint(app, payments.quoteInstallments, ({ req, params, query }) => quoteInstallments(app, req.church, params.slug, query));
  registerEndpoint(app, payments.listPaymentReasons, ({ req, params, query }) =>
    getPaymentReasons(app, req.church, params.slug, query.doacao),
  );
  registerEndpoint(app, payments.createCardToken, ({ req, params, body }) => tokenizeCard(app, req.church, req.ip, params.id, body));
  registerEndpoint(app, payments.listSavedCards, ({ req, auth, params }) => listCards(app, req.church, auth, params));
  registerEndpoint(app, payments.saveCard, ({ req, auth, query, body }) => saveCard(app, req.church, auth, query.igreja, body.token));
  registerEndpoint(app, payments.deleteSavedCard, async ({ req, auth, params }) => {
    await removeCard(app, req.church, auth, params.id);
    return null;
  });
  registerEndpoint(app, payments.createPayment, ({ req, body }) =>
    createDonation(
      app,
      req.church,
      req.auth ?? null,
      requestLocale(req),
      requireIdempotencyKey(req.headers['idempotency-key']),
      body,
      req.ip,
    ),
  );
  registerEndpoint(app, payments.getPaymentByCode, ({ req, auth, params, query }) =>
    getOwnPayment(app, req.church, auth, params.userId, query.pedido),
  );
  registerEndpoint(app, payments.sandboxPayPix, ({ req, body }) => payPix(app, req.church, body.copiaECola));
  registerEndpoint(app, payments.sandboxPayBoleto, ({ req, body }) => payBoleto(app, req.church, body.linhaDigitavel));
  registerEndpoint(app, payments.sandboxSettle, ({ req, body }) => settle(app, req.church, body.pedido, body.resultado));
}
