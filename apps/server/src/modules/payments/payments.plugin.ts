import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createGatewayRegistry, type GatewayRegistry } from './gateways/registry.ts';
import { definePaymentJobs } from './payments.jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payment gateway implementations by key (gateway_pagamento.implementacao). */
    paymentGateways: GatewayRegistry;
  }
}

export default fp(async function paymentsPlugin(app: FastifyInstance) {
  app.decorate('paymentGateways', createGatewayRegistry(app.config, randomBytes(48).toString('base64url')));
  definePaymentJobs(app);
});
