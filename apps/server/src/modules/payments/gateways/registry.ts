import { createHmac } from 'node:crypto';
import type { Config } from '../../../config.ts';
import type { PaymentGateway } from './gateway.ts';
import { SandboxGateway, type SandboxBackend } from './sandbox/sandbox-gateway.ts';

/**
 * Gateway implementations by key (gateway_pagamento.implementacao). A real provider is one more file in this
 * folder implementing PaymentGateway, plus its line here.
 */
export interface GatewayRegistry {
  get(key: string): PaymentGateway | undefined;
  /** The secret the sandbox bank signs its webhooks with. */
  readonly sandboxSecret: string;
}

export function createGatewayRegistry(config: Config, fallbackSecret: string, sandboxBackend: SandboxBackend): GatewayRegistry {
  const sandboxSecret =
    config.paymentWebhookSecret ??
    createHmac('sha256', config.jwtSecret ?? fallbackSecret)
      .update('congrega:sandbox-gateway')
      .digest('base64url');
  const gateways = new Map<string, PaymentGateway>([['sandbox', new SandboxGateway(sandboxSecret, sandboxBackend)]]);
  return { get: (key) => gateways.get(key), sandboxSecret };
}
