import { youtubeThumbnail } from '@congrega/contract/video-links';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { midiaArquivo } from '../media/media.schema.ts';
import { video } from './content.schema.ts';

/** YouTube's thumbnail URL around the id (contract video-links.ts), to build it in SQL. */
const [thumbStart, thumbEnd] = youtubeThumbnail('\u0000').split('\u0000');

/**
 * A video's cover as the member side selects it (videos.kind.ts): the uploaded one, else a YouTube video's own
 * thumbnail (the member app's CSP allows https images), else an uploaded video's poster, else none (Vimeo's needs
 * its API).
 */
export const videoCover = sql<string | null>`coalesce(${video.imagem}, case when ${video.source} = 'youtube' then ${thumbStart}::text || ${
  video.videoId
} || ${thumbEnd}::text end, (select ${midiaArquivo.poster} from ${midiaArquivo} where ${midiaArquivo.id} = ${video.midiaArquivoId} and ${
  midiaArquivo.igrejaId
} = ${video.igrejaId}))`.as('imagem') as unknown as AnyPgColumn;

/** The media file a video of the church plays (null for a link, or a file since deleted). */
export async function videoMediaId(tx: Tx, churchId: number, id: number): Promise<number | null> {
  const [row] = await tx
    .select({ midiaArquivoId: video.midiaArquivoId })
    .from(video)
    .where(and(eq(video.igrejaId, churchId), eq(video.id, id)))
    .limit(1);
  return row?.midiaArquivoId ?? null;
}

/** Whether a video of the church plays the media file (deleting it is refused). */
export async function videoPlaysMedia(tx: Tx, churchId: number, mediaId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: video.id })
    .from(video)
    .where(and(eq(video.igrejaId, churchId), eq(video.midiaArquivoId, mediaId)))
    .limit(1);
  return rows.length > 0;
}
