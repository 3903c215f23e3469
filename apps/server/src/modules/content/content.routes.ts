import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { CONTENT_KINDS } from './content-kinds.ts';
import { getContentItem, getContentList } from './content.service.ts';

/** The church's content (devotionals, news, ...): two routes per kind from the contract; rules in content.service.ts. */
export default async function contentRoutes(app: FastifyInstance) {
  for (const kind of CONTENT_KINDS) {
    // The kind's response schema validates and serialises what the shared service returns.
    registerEndpoint(
      app,
      kind.endpoints.list,
      ({ req, params, query }) => getContentList(app, kind, req.church, params.slug, query) as never,
    );
    registerEndpoint(app, kind.endpoints.item, ({ req, params }) => getContentItem(app, kind, req.church, params.id) as never);
  }
}
