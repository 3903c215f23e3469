import { z } from 'zod';
import { ZAdminChurchParams } from '../admin/common.ts';
import {
  ZAdminPodcast,
  ZAdminPodcastAudioList,
  ZAdminPodcastBody,
  ZAdminPodcastDetail,
  ZAdminPodcastEpisode,
  ZAdminPodcastEpisodeBody,
  ZAdminPodcastEpisodeParams,
  ZAdminPodcastList,
  ZAdminPodcastParams,
  ZAdminPodcastPublicationBody,
} from '../admin/podcasts.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The church's podcasts in the console (admin/podcasts.ts): shows and their episodes under the `content` grant. */
const podcasts = { base: 'admin', auth: 'staff', tags: ['admin-podcasts'], cache: 'private' } as const;
const view = { area: 'content', action: 'view' } as const;
const edit = { area: 'content', action: 'edit' } as const;
const shows = '/admin/:church/podcasts';
const episodes = `${shows}/:podcastId/episodes`;

export const adminPodcastList = defineEndpoint({
  ...podcasts,
  grant: view,
  method: 'GET',
  path: shows,
  summary: "The church's podcasts with their feed address and number of episodes",
  params: ZAdminChurchParams,
  status: 200,
  response: ZAdminPodcastList,
  errors: [400, 401, 403, 404],
});

export const adminPodcastCreate = defineEndpoint({
  ...podcasts,
  grant: edit,
  method: 'POST',
  path: shows,
  summary: 'Creates a podcast (code, title, description, cover, author, category, explicit flag, language)',
  params: ZAdminChurchParams,
  body: ZAdminPodcastBody,
  status: 201,
  response: ZAdminPodcast,
  errors: [400, 401, 403, 404, 409],
});

export const adminPodcastGet = defineEndpoint({
  ...podcasts,
  grant: view,
  method: 'GET',
  path: `${shows}/:podcastId`,
  summary: 'A podcast and all its episodes (drafts and scheduled ones too), the newest first',
  params: ZAdminPodcastParams,
  status: 200,
  response: ZAdminPodcastDetail,
  errors: [400, 401, 403, 404],
});

export const adminPodcastUpdate = defineEndpoint({
  ...podcasts,
  grant: edit,
  method: 'PUT',
  path: `${shows}/:podcastId`,
  summary: 'Changes a podcast (a new code moves its addresses and feed)',
  params: ZAdminPodcastParams,
  body: ZAdminPodcastBody,
  status: 200,
  response: ZAdminPodcast,
  errors: [400, 401, 403, 404, 409],
});

export const adminPodcastDelete = defineEndpoint({
  ...podcasts,
  grant: edit,
  method: 'DELETE',
  path: `${shows}/:podcastId`,
  summary: 'Deletes a podcast with all its episodes and its cover (their audio files stay in the media library)',
  params: ZAdminPodcastParams,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});

export const adminPodcastAudioList = defineEndpoint({
  ...podcasts,
  grant: view,
  method: 'GET',
  path: '/admin/:church/podcast-audio',
  summary: "The media library's processed audio files an episode may play, newest first",
  params: ZAdminChurchParams,
  status: 200,
  response: ZAdminPodcastAudioList,
  errors: [400, 401, 403, 404],
});

export const adminPodcastEpisodeCreate = defineEndpoint({
  ...podcasts,
  grant: edit,
  method: 'POST',
  path: episodes,
  summary: 'Adds an unpublished episode after the last, playing a processed audio file of the library',
  params: ZAdminPodcastParams,
  body: ZAdminPodcastEpisodeBody,
  status: 201,
  response: ZAdminPodcastEpisode,
  errors: [400, 401, 403, 404, 409],
});

export const adminPodcastEpisodeUpdate = defineEndpoint({
  ...podcasts,
  grant: edit,
  method: 'PUT',
  path: `${episodes}/:episodeId`,
  summary: "Changes an episode's title, description, audio file and date",
  params: ZAdminPodcastEpisodeParams,
  body: ZAdminPodcastEpisodeBody,
  status: 200,
  response: ZAdminPodcastEpisode,
  errors: [400, 401, 403, 404, 409],
});

export const adminPodcastEpisodePublication = defineEndpoint({
  ...podcasts,
  grant: edit,
  method: 'PUT',
  path: `${episodes}/:episodeId/publication`,
  summary: 'Publishes an episode (members and the feed see it from its date on) or unpublishes it',
  params: ZAdminPodcastEpisodeParams,
  body: ZAdminPodcastPublicationBody,
  status: 200,
  response: ZAdminPodcastEpisode,
  errors: [400, 401, 403, 404, 409],
});

export const adminPodcastEpisodeDelete = defineEndpoint({
  ...podcasts,
  grant: edit,
  method: 'DELETE',
  path: `${episodes}/:episodeId`,
  summary: 'Deletes an episode (its audio file stays in the media library)',
  params: ZAdminPodcastEpisodeParams,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});
