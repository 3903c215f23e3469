import { videos } from '@congrega/contract/endpoints/videos';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { defineContentKind } from './content-kind.ts';
import { video } from './content.schema.ts';
import { videoCover } from './videos.repository.ts';

/**
 * Videos: where it plays (`contentDetails.videoId`, `source`), as the spec's video lists have it; the cover is the
 * uploaded one or a YouTube video's own thumbnail (videos.repository.ts).
 */
export const videosKind = defineContentKind({
  endpoints: videos,
  table: video,
  // A nested selection: drizzle returns `contentDetails: { videoId }`; `imagem` replaces the shared column.
  extras: { contentDetails: { videoId: video.videoId } as unknown as AnyPgColumn, source: video.source, imagem: videoCover },
  search: [],
});
