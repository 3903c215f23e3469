import { z } from 'zod';
import { contentEndpoints, ZContentParams } from '../content.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZMediaPlayback } from '../media-playback.ts';

/**
 * Where a video plays: YouTube or Vimeo (`videoId` is the provider's id), a file (`videoId` is its URL) or an item of
 * the church's media library (`media`: `videoId` is its id; its signed links come from `videoPlayback`).
 */
export const VIDEO_SOURCES = ['youtube', 'vimeo', 'file', 'media'] as const;
export const ZVideoSource = z.enum(VIDEO_SOURCES);

/**
 * Videos on the shared content pattern (spec: /videos, GET /video/{slug}; no module): the list is the spec's
 * `GET /video/{slug}` with items carrying `contentDetails.videoId` and `source`; one video is `GET /videos/{id}`.
 */
export const videos = contentEndpoints({
  name: 'Video',
  tag: 'Videos',
  list: '/video/:slug',
  item: 'videos',
  extra: { contentDetails: z.object({ videoId: z.string() }), source: ZVideoSource },
});
export type TVideo = z.infer<typeof videos.detail>;

/**
 * A published video whose source is `media`: short-lived signed links to its HLS playlist, captions and poster
 * (media-playback.ts). Public like the video itself; never cached (the links expire). 404 CONTENT_NOT_FOUND for a
 * missing, unpublished or other church's video, or one that is not an uploaded file.
 */
export const videoPlayback = defineEndpoint({
  tags: ['Videos'],
  auth: 'none',
  cache: 'private',
  method: 'GET',
  path: '/videos/:id/playback',
  summary: 'Videos: signed playback links of an uploaded video (HLS playlist, captions, poster)',
  params: ZContentParams,
  status: 200,
  response: ZMediaPlayback,
  errors: [400, 404],
});
