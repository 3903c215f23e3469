import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@congrega/contract/errors';
import { receiveGatewayWebhook } from './webhooks.service.ts';

const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * POST /webhooks/pagamento/{gateway}: gateway events. Outside the church hosts (a provider posts to one URL); the
 * church comes from the signed event. The body is kept raw: the signature is over the exact bytes.
 */
export default async function webhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    '/webhooks/pagamento/:gateway',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        hide: true,
        params: z.strictObject({ gateway: z.string().min(1).max(40) }),
        response: { 200: z.object({ resultado: z.string() }), 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 415: ZErrorBody },
      },
    },
    async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return { resultado: (await receiveGatewayWebhook(app, req.params.gateway, raw, req.headers)).resultado };
    },
  );
}
