import * as podcast from '@congrega/contract/endpoints/podcast';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { getChurchPodcasts, getPodcastPage } from './podcast.service.ts';

/** The church's podcast (spec section 7): routes from the contract's descriptors; rules in podcast.service.ts. */
export default async function podcastRoutes(app: FastifyInstance) {
  registerEndpoint(app, podcast.listChurchPodcasts, ({ req, params }) => getChurchPodcasts(app, req.church, params.slug));
  registerEndpoint(app, podcast.listPodcastEpisodes, ({ req, params, query }) => getPodcastPage(app, req.church, params.code, query));
}
