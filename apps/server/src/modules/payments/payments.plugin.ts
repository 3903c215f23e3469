import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import './destination-hooks.ts';
import { createGatewayRegistry, type GatewayRegistry } from './gateways/registry.ts';
import { definePaymentJobs } from './payments.jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payment gateway implementations by key (gateway_pagamento.implementacao). */
    paymentGateways: GatewayRegistry;
    paymentLimiters: PaymentLimiters;
  }
}

/**
 * Card testing ("carding") defence: card tokens per IP, declined charges per member (a guest: per IP; after a few,
 * the payer waits before trying again), and guest gifts per IP. Shared through Redis when REDIS_URL is set.
 */
function createPaymentLimiters(app: FastifyInstance) {
  return {
    cardTokensByIp: app.createLimiter({ name: 'card-token-ip', points: 30, durationSeconds: 15 * 60 }),
    declinesByMember: app.createLimiter({ name: 'card-declines', points: 5, durationSeconds: 60 * 60, blockSeconds: 60 * 60 }),
    /** Guest gifts (no account) per church and IP address: a visitor gives a few times, a script many. */
    guestGiftsByIp: app.createLimiter({ name: 'guest-gifts-ip', points: 20, durationSeconds: 60 * 60 }),
  };
}
export type PaymentLimiters = ReturnType<typeof createPaymentLimiters>;

export default fp(async function paymentsPlugin(app: FastifyInstance) {
  app.decorate('paymentGateways', createGatewayRegistry(app.config, randomBytes(48).toString('base64url')));
  app.decorate('paymentLimiters', createPaymentLimiters(app));
  app.decorate('paymentDestinations', {});
  definePaymentJobs(app);
});
