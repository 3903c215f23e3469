import { ZId } from '@congrega/contract/common';
import * as podcast from '@congrega/contract/endpoints/podcast';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, registerEndpoint } from '../../core/endpoint.ts';
import { sendRanged } from '../../lib/signed-media.ts';
import { getEpisodeAudio, getPodcastFeed } from './podcast-feed.service.ts';
import { getChurchPodcasts, getPodcastPage } from './podcast.service.ts';

/** The church's podcast (spec section 7): routes from the contract's descriptors; rules in podcast.service.ts. */
export default async function podcastRoutes(app: FastifyInstance) {
  registerEndpoint(app, podcast.listChurchPodcasts, ({ req, params }) => getChurchPodcasts(app, req.church, params.slug));
  registerEndpoint(app, podcast.listPodcastEpisodes, ({ req, params, query }) => getPodcastPage(app, req.church, params.code, query));
  registerEndpoint(app, podcast.podcastFeed, ({ req, params }) =>
    getPodcastFeed(app, req.church, params.code).then((xml) => Buffer.from(xml)),
  );
  // A published episode's processed audio (podcast-audio-url.ts): public like the feed that links it, with HTTP Range
  // so players seek; registered by hand (the answer streams with 206). Out of OpenAPI: its address comes from the
  // episode list and the feed.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/podcast/episodes/:episodeId/audio.m4a',
    {
      schema: {
        hide: true,
        params: z.strictObject({ episodeId: ZId }),
        response: errorResponses(400, 404, 416),
      },
    },
    async (req, reply) => {
      const file = await getEpisodeAudio(app, req.church, req.params.episodeId);
      return sendRanged(req, reply, file, file.type, 'public, max-age=300');
    },
  );
}
