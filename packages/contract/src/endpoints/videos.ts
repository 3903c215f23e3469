import { z } from 'zod';
import { contentEndpoints } from '../content.ts';

/** Where a video plays: YouTube or Vimeo (`videoId` is the provider's id) or a file (`videoId` is its URL). */
export const VIDEO_SOURCES = ['youtube', 'vimeo', 'file'] as const;
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
