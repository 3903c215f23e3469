import * as utils from '@congrega/contract/endpoints/utils';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { requestLocale } from '../../core/locale.ts';
import { referenceLists } from './utils.service.ts';

/**
 * Reference lists change only with a migration: a success may be kept an hour by browsers and proxies. Set
 * here rather than by the descriptor's `cache`, which would also mark the 404 of an unknown host as public.
 */
function cacheable(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=3600').header('vary', 'Accept-Language, Host');
}

/** Public reference lists: routes from the contract's descriptors; lists in utils.service.ts. */
export default async function utilsRoutes(app: FastifyInstance) {
  registerEndpoint(app, utils.listCountries, async ({ req, reply }) => {
    cacheable(reply);
    return { paises: await referenceLists.countries(app, requestLocale(req)) };
  });
  registerEndpoint(app, utils.listOccupations, async ({ req, reply }) => {
    cacheable(reply);
    return { ocupacoes: await referenceLists.occupations(app, requestLocale(req)) };
  });
  registerEndpoint(app, utils.listMaritalStatuses, async ({ req, reply }) => {
    cacheable(reply);
    return { estadosCivis: await referenceLists.maritalStatuses(app, requestLocale(req)) };
  });
}
