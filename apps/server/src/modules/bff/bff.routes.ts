import { ZBootstrap } from '@congrega/contract/church';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/endpoint.ts';
import { loadBootstrap } from '../church/bootstrap.service.ts';

/** Screen-shaped aggregates for the web app (mounted under /bff): one request instead of several. */
export default async function bffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/bootstrap',
    {
      schema: {
        summary: 'Tenant bootstrap: church, modules, visual, menu, payment methods, organization, admin URL',
        description: 'Everything app start needs (spec section 4) in one call; also injected into index.html.',
        tags: ['BFF'],
        response: { 200: ZBootstrap, ...errorResponses(403, 404) },
      },
    },
    async (req, reply) => {
      const bootstrap = await loadBootstrap(app, req.church);
      // Same freshness as the server-side cache: settings changes show up within about half a minute.
      reply.header('cache-control', 'public, max-age=30');
      return bootstrap;
    },
  );
}
