import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { CONTENT_KINDS } from './content-kinds.ts';
import { getContentItem, getContentList } from './content.service.ts';
import { defineContentJobs } from './content.jobs.ts';
import { getPublicationTypes } from './publications.service.ts';
import { publicationTypes } from '@congrega/contract/endpoints/publications';
import { videoPlayback } from '@congrega/contract/endpoints/videos';
import { getVideoPlayback } from './videos-playback.ts';

/** The church's content (devotionals, news, ...): two routes per kind from the contract; rules in content.service.ts. */
export default async function contentRoutes(app: FastifyInstance) {
  defineContentJobs(app);
  registerEndpoint(app, publicationTypes, ({ req, params }) => getPublicationTypes(app, req.church, params.slug));
  registerEndpoint(app, videoPlayback, ({ req, params }) => getVideoPlayback(app, req.church, params.id));
  for (const kind of CONTENT_KINDS) {
    // The kind's response schema validates and serialises what the shared service returns.
    registerEndpoint(
      app,
      kind.endpoints.list,
      ({ req, params, query }) =>
        getContentList(app, kind, req.church, params.slug, query as Parameters<typeof getContentList>[4]) as never,
    );
    registerEndpoint(app, kind.endpoints.item, async ({ req, reply, params }) => {
      const { id, slug } = params as { id?: number; slug?: string | number };
      const item = await getContentItem(app, kind, req.church, id ?? slug!);
      // An old slug answers the item; the header names its current address (content-slugs.ts).
      const current = (item as { slug?: unknown }).slug;
      if (typeof slug === 'string' && typeof current === 'string' && current !== slug)
        reply.header('content-location', kind.endpoints.item.path.replace(':slug', encodeURIComponent(current)).replace(/^/, '/api/v1'));
      return item as never;
    });
  }
}
