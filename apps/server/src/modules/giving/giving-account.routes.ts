import * as giving from '@congrega/contract/endpoints/giving';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { requestLocale } from '../../core/locale.ts';
import { cancelRecurringGift, changeRecurringGift, listRecurringGifts } from './giving-account.service.ts';
import { givingStatementPdf, listGivingHistory } from './giving-history.service.ts';
import { getGivingSettings } from './guest-gifts.ts';

/**
 * The giver's account area (spec "Recurrence", issue 10 item 2): recurring gifts, giving history and the yearly
 * statement (a PDF file answer). Routes from the contract's descriptors.
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

  registerEndpoint(fastify, giving.getGivingStatement, async ({ req, auth, params, query, reply }) => {
    reply.header('content-disposition', `attachment; filename="doacoes-${params.ano}.pdf"`);
    return givingStatementPdf(fastify, req.church, auth, params, query.igreja, requestLocale(req));
  });
}
