import { youtubeThumbnail } from '@congrega/contract/video-links';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { video } from './content.schema.ts';

/** YouTube's thumbnail URL around the id (contract video-links.ts), to build it in SQL. */
const [thumbStart, thumbEnd] = youtubeThumbnail('\u0000').split('\u0000');

/**
 * A video's cover as the member side selects it (videos.kind.ts): the uploaded one, else a YouTube video's own
 * thumbnail (the member app's CSP allows https images), else none (Vimeo's needs its API).
 */
export const videoCover = sql<
  string | null
>`coalesce(${video.imagem}, case when ${video.source} = 'youtube' then ${thumbStart}::text || ${video.videoId} || ${thumbEnd}::text end)`.as(
  'imagem',
) as unknown as AnyPgColumn;
