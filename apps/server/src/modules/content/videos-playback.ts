import type { TMediaPlayback } from '@congrega/contract/media-playback';
import type { FastifyInstance } from 'fastify';
import type { TenantChurch } from '../../core/tenant.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { mediaPlayback } from '../media/media.public.ts';
import { findContent } from './content.repository.ts';
import { videoMediaId, videoPlaysMedia } from './videos.repository.ts';
import { videosKind } from './videos.kind.ts';

/**
 * Playback of a published video that plays an uploaded file (contract endpoints/videos.ts videoPlayback): public like
 * the video; the media module signs the links (media-playback.ts). A video that is missing, unpublished, another
 * church's, a link, or whose file was deleted or is not ready answers 404 CONTENT_NOT_FOUND (nothing to play).
 * One church transaction.
 */
export async function getVideoPlayback(app: FastifyInstance, church: TenantChurch, id: number): Promise<TMediaPlayback> {
  const now = new Date();
  const playback = await app.database.withChurch(church.id, async (tx) => {
    const item = await findContent(tx, videosKind, church.id, id);
    if (!item || item.source !== 'media') return undefined;
    const mediaId = await videoMediaId(tx, church.id, id);
    if (mediaId === null) return undefined;
    return mediaPlayback(tx, church.id, mediaId, now, app).catch((error: unknown) => {
      if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'MEDIA_NOT_READY')) return undefined;
      throw error;
    });
  });
  if (!playback) throw new AppError('CONTENT_NOT_FOUND');
  return playback;
}

/** A media file's delete is refused while a video of the church plays it (409 MEDIA_IN_USE; admin's media delete). */
export async function refuseMediaInUse(tx: Tx, churchId: number, mediaId: number): Promise<void> {
  if (await videoPlaysMedia(tx, churchId, mediaId)) throw new AppError('MEDIA_IN_USE');
}
