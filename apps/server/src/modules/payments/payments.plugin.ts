import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import './destination-hooks.ts';
import { createGatewayRegistry, type GatewayRegistry } from './gateways/registry.ts';
import { RESEND_JOB, resendStaleCharges } from './charge-resend.ts';
import { definePaymentJobs } from './payments.jobs.ts';
import { defineRefundMailJob } from './refund-mail.ts';
import { deliverSandboxEvent } from './sandbox-bank.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payment gateway implementations by key (gateway_pagamento.implementacao). */
    paymentGateways: GatewayRegistry;
    paymentLimiters: PaymentLimiters;
  }
}

/**
 * Guest checkouts (no account) per church and IP address, each kind (gifts, ticket purchases) counted on its own: a
 * visitor gives or buys a few times, a script many.
 */
const GUEST_CHECKOUTS_PER_HOUR = { points: 20, durationSeconds: 60 * 60 };

/**
 * Card testing ("carding") defence: card tokens per IP, declined charges per member (a guest: per IP; after a few,
 * the payer waits before trying again), and guest checkouts (gifts, ticket purchases) per church and IP (see
 * `countGuestCheckout` in payments.service.ts). Shared through Redis when REDIS_URL is set.
 */
function createPaymentLimiters(app: FastifyInstance) {
  return {
    cardTokensByIp: app.createLimiter({ name: 'card-token-ip', points: 30, durationSeconds: 15 * 60 }),
    declinesByMember: app.createLimiter({ name: 'card-declines', points: 5, durationSeconds: 60 * 60, blockSeconds: 60 * 60 }),
    guestCheckouts: {
      gift: app.createLimiter({ name: 'guest-gifts-ip', ...GUEST_CHECKOUTS_PER_HOUR }),
      tickets: app.createLimiter({ name: 'guest-tickets-ip', ...GUEST_CHECKOUTS_PER_HOUR }),
    },
  };
}
export type PaymentLimiters = ReturnType<typeof createPaymentLimiters>;

export default fp(async function paymentsPlugin(app: FastifyInstance) {
  app.decorate(
    'paymentGateways',
    createGatewayRegistry(app.config, randomBytes(48).toString('base64url'), {
      database: app.database,
      deliver: (event) => deliverSandboxEvent(app, event),
    }),
  );
  app.decorate('paymentLimiters', createPaymentLimiters(app));
  app.decorate('paymentDestinations', {});
  definePaymentJobs(app);
  defineRefundMailJob(app);
  app.jobs.define({ name: RESEND_JOB, handler: async () => void (await resendStaleCharges(app)), cron: '* * * * *', retryLimit: 0 });
});
