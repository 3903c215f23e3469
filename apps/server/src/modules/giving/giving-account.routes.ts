import { ZErrorBody } from '@congrega/contract/errors';
import * as giving from '@congrega/contract/endpoints/giving';
import { ZGiverChurchQuery, ZGivingStatementParams } from '@congrega/contract/giving';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { requestLocale } from '../../plugins/locale.ts';
import { requireModule } from '../church/module-gate.ts';
import { cancelRecurringGift, changeRecurringGift, listRecurringGifts } from './giving-account.service.ts';
import { givingStatementPdf, listGivingHistory } from './giving-history.service.ts';
import { getGivingSettings } from './guest-gifts.ts';

/** The PDF answer, described for OpenAPI (the bytes are sent as they are, never serialized). */
const ZPdf = z.string().meta({
  description: 'The statement (application/pdf, attachment doacoes-{ano}.pdf)',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
});

/**
 * The giver's account area (spec "Recurrence", issue 10 item 2): recurring gifts, giving history and the yearly
 * statement. Routes
 * from the contract's descriptors; the statement answers application/pdf, so it is registered here by hand with the
 * hooks registerEndpoint gives a descriptor (module gate first, then auth; params/query validated by the contract's
 * schemas with translated JSON errors; no-store; in OpenAPI).
 */
export default async function givingAccountRoutes(fastify: FastifyInstance) {
  registerEndpoint(fastify, giving.getGivingSettings, ({ req, params }) => getGivingSettings(fastify, req.church, params.slug));
  registerEndpoint(fastify, giving.listRecurringGifts, ({ req, auth, params, query }) =>
    listRecurringGifts(fastify, req.church, auth, params.userId, query.igreja),
  );
  registerEndpoint(fastify, giving.updateRecurringGift, ({ req, auth, params, body }) =>
    changeRecurringGift(fastify, req.church, auth, requestLocale(req), params, body),
  );
  registerEndpoint(fastify, giving.cancelRecurringGift, async ({ req, auth, params }) => {
    await cancelRecurringGift(fastify, req.church, auth, params);
    return null;
  });
  registerEndpoint(fastify, giving.listGivingHistory, ({ req, auth, params, query }) =>
    listGivingHistory(fastify, req.church, auth, params.userId, query),
  );

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    method: 'GET',
    url: '/usuario/:userId/doacao/extrato/:ano',
    onRequest: [requireModule(app, 'MOD_DOACAO'), app.authenticate],
    schema: {
      summary: "The member's yearly giving statement at a church (PDF, for tax returns)",
      tags: ['Giving'],
      security: [{ bearer: [] }],
      params: ZGivingStatementParams,
      querystring: ZGiverChurchQuery,
      response: { 200: ZPdf, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
    },
    onSend: async (_req, reply, payload) => (reply.header('cache-control', 'no-store'), payload),
    async handler(req, reply) {
      const pdf = await givingStatementPdf(app, req.church, req.auth!, req.params, req.query.igreja, requestLocale(req));
      return (
        reply
          .status(200)
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="doacoes-${req.params.ano}.pdf"`)
          // Bytes skip the serializer; the typed reply only knows the schema's string.
          .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength) as never)
      );
    },
  });
}
