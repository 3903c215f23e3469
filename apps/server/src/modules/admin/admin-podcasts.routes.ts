import * as podcasts from '@congrega/contract/endpoints/admin-podcasts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../core/endpoint.ts';
import { adminContext } from './admin-tx.ts';
import * as service from './podcasts-admin.service.ts';

/** The church's podcasts (`/admin/:church/podcasts...`, `/admin/:church/podcast-audio`): the gate ran before each handler. */
export default async function adminPodcastsRoutes(app: FastifyInstance) {
  registerEndpoint(app, podcasts.adminPodcastList, ({ req }) => service.adminPodcasts(adminContext(app, req)));
  registerEndpoint(app, podcasts.adminPodcastCreate, ({ req, body }) => service.adminPodcastCreate(adminContext(app, req), body));
  registerEndpoint(app, podcasts.adminPodcastGet, ({ req, params }) => service.adminPodcast(adminContext(app, req), params.podcastId));
  registerEndpoint(app, podcasts.adminPodcastUpdate, ({ req, params, body }) =>
    service.adminPodcastUpdate(adminContext(app, req), params.podcastId, body),
  );
  registerEndpoint(app, podcasts.adminPodcastDelete, async ({ req, params }) => {
    await service.adminPodcastDelete(adminContext(app, req), params.podcastId);
    return null;
  });
  registerEndpoint(app, podcasts.adminPodcastAudioList, ({ req }) => service.adminPodcastAudio(adminContext(app, req)));
  registerEndpoint(app, podcasts.adminPodcastEpisodeCreate, ({ req, params, body }) =>
    service.adminPodcastEpisodeCreate(adminContext(app, req), params.podcastId, body),
  );
  registerEndpoint(app, podcasts.adminPodcastEpisodeUpdate, ({ req, params, body }) =>
    service.adminPodcastEpisodeUpdate(adminContext(app, req), params.podcastId, params.episodeId, body),
  );
  registerEndpoint(app, podcasts.adminPodcastEpisodePublication, ({ req, params, body }) =>
    service.adminPodcastEpisodePublication(adminContext(app, req), params.podcastId, params.episodeId, body.publicado),
  );
  registerEndpoint(app, podcasts.adminPodcastEpisodeDelete, async ({ req, params }) => {
    await service.adminPodcastEpisodeDelete(adminContext(app, req), params.podcastId, params.episodeId);
    return null;
  });
}
