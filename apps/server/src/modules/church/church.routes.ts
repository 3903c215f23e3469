import {
  ZBanner,
  ZChurch,
  ZChurchByHostQuery,
  ZChurchCodeParams,
  ZChurchIdQuery,
  ZChurchListResponse,
  ZChurchSlugParams,
  ZChurchSummaryList,
  ZClientsQuery,
  ZCongregation,
  ZMenuItem,
  ZModule,
  ZOrganization,
  ZPaymentMethod,
  ZVisual,
} from '@congrega/contract/church';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  getBanners,
  getChurchByCode,
  getCongregations,
  getMenu,
  getModules,
  getOrganization,
  getPaymentMethods,
  getVisual,
  listOrganizationClients,
} from './church.service.ts';
import { getChurchesByHostname } from './bootstrap.service.ts';
import { errorResponses } from '../../lib/endpoint.ts';

const tags = ['Church'];
const errors = errorResponses(400, 403, 404);

/** Public church data (spec section 7, "Church"). No login; the host decides the church. */
export default async function churchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Church data changes rarely and is the same for every visitor: let browsers and proxies keep it a
  // minute. Only successful answers: an error must not stick in a shared cache.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method === 'GET' && reply.statusCode === 200 && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'public, max-age=60');
    }
    return payload;
  });

  app.get(
    '/igreja/codigo/:code',
    {
      schema: {
        summary: 'Active church by its code (any church of the installation)',
        description: 'Unknown code: 404 CHURCH_NOT_FOUND; inactive church: 403 CHURCH_INACTIVE.',
        tags,
        params: ZChurchCodeParams,
        response: { 200: ZChurch, ...errors },
      },
    },
    async (req) => getChurchByCode(app, req.params.code),
  );

  app.get(
    '/igreja/',
    {
      schema: {
        summary: 'Church of a host name (the web app uses the first item of clientes)',
        description:
          'Resolved like the tenant: the first label under the product domain, else a custom domain. idioma is normalized (pt_BR -> pt-br). Unknown host: 404 CHURCH_NOT_FOUND.',
        tags,
        querystring: ZChurchByHostQuery,
        response: { 200: ZChurchListResponse, ...errors },
      },
    },
    async (req, reply) => {
      const clientes = await getChurchesByHostname(app, req.query.hostname);
      // Served from the bootstrap cache, so the same freshness: church changes show within about half a minute.
      reply.header('cache-control', 'public, max-age=30');
      return { clientes };
    },
  );

  app.get(
    '/igreja/:slug/metodo-pagamento/',
    {
      schema: {
        summary: "Active payment methods of the host's church",
        tags,
        params: ZChurchSlugParams,
        response: { 200: z.array(ZPaymentMethod), ...errors },
      },
    },
    async (req) => getPaymentMethods(app, req.church, req.params.slug),
  );

  app.get(
    '/igreja/:slug/modulo/',
    {
      schema: {
        summary: "Modules of the host's church (routes are gated by codigo)",
        tags,
        params: ZChurchSlugParams,
        response: { 200: z.array(ZModule), ...errors },
      },
    },
    async (req) => getModules(app, req.church, req.params.slug),
  );

  app.get(
    '/igreja/:slug/visual/',
    {
      schema: {
        summary: "Visual settings of the host's church (corApp is the primary colour)",
        tags,
        params: ZChurchSlugParams,
        response: { 200: ZVisual, ...errors },
      },
    },
    async (req) => getVisual(app, req.church, req.params.slug),
  );

  app.get(
    '/igreja-app-menu',
    {
      schema: {
        summary: "Active menu items of the host's church, in order",
        tags,
        querystring: ZChurchIdQuery,
        response: { 200: z.array(ZMenuItem), ...errors },
      },
    },
    async (req) => getMenu(app, req.church, req.query.igreja),
  );

  app.get(
    '/banner/',
    {
      schema: {
        summary: "Active banners of the host's church, in order",
        tags,
        querystring: ZChurchIdQuery,
        response: { 200: z.array(ZBanner), ...errors },
      },
    },
    async (req) => getBanners(app, req.church, req.query.igreja),
  );

  app.get(
    '/congregacao/',
    {
      schema: {
        summary: "Active congregations of the host's church, by name",
        tags,
        querystring: ZChurchIdQuery,
        response: { 200: z.array(ZCongregation), ...errors },
      },
    },
    async (req) => getCongregations(app, req.church, req.query.igreja),
  );

  app.get(
    '/cliente/',
    {
      schema: {
        summary: "Active churches of the host church's organization",
        description:
          "With latitude and longitude (both), nearest first with distanciaKm. Only served on the hosts of that organization's churches (else 404).",
        tags,
        querystring: ZClientsQuery,
        response: { 200: ZChurchSummaryList, ...errors },
      },
    },
    async (req) => ({ clientes: await listOrganizationClients(app, req.church, req.query, req.headers.host) }),
  );

  app.get(
    '/organizacao/:slug',
    {
      schema: {
        summary: "The host church's organization",
        tags,
        params: ZChurchSlugParams,
        response: { 200: ZOrganization, ...errors },
      },
    },
    async (req) => getOrganization(app, req.church, req.params.slug),
  );
}
