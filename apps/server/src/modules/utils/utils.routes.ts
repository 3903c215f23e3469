import { ZCountryList, ZMaritalStatusList, ZOccupationList } from '@congrega/contract/user';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLocale } from '../../plugins/locale.ts';
import { referenceLists } from './utils.service.ts';

const tags = ['utils'];
const description = 'Public reference list; names in the request language (Accept-Language, then the church language).';

/** Reference lists change only with a migration: let browsers and proxies keep them for an hour. */
function cacheable(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=3600').header('vary', 'Accept-Language, Host');
}

export default async function utilsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/utils/pais/', { schema: { summary: 'Countries', description, tags, response: { 200: ZCountryList } } }, async (req, reply) => {
    cacheable(reply);
    return { paises: await referenceLists.countries(app, requestLocale(req)) };
  });

  r.get(
    '/utils/ocupacao/',
    { schema: { summary: 'Occupations', description, tags, response: { 200: ZOccupationList } } },
    async (req, reply) => {
      cacheable(reply);
      return { ocupacoes: await referenceLists.occupations(app, requestLocale(req)) };
    },
  );

  r.get(
    '/utils/estado-civil/',
    { schema: { summary: 'Marital statuses', description, tags, response: { 200: ZMaritalStatusList } } },
    async (req, reply) => {
      cacheable(reply);
      return { estadosCivis: await referenceLists.maritalStatuses(app, requestLocale(req)) };
    },
  );
}
