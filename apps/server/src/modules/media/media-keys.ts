import type { FastifyInstance } from 'fastify';
import { mediaStorage, type MediaStorage } from '../../lib/media-storage.ts';

/**
 * Where one media file's pieces live in the media store: `church-<church>/media-<id>/` holds the uploaded `source`,
 * the chunks being checked (`chunk-<uuid>`) and the HLS renditions (`hls/`) of a video, or the podcast audio
 * (`audio/audio.m4a`, transcode-audio.ts) of an audio file.
 */
export const mediaFolderKey = (churchId: number, id: number) => `church-${churchId}/media-${id}`;
export const mediaSourceKey = (churchId: number, id: number) => `${mediaFolderKey(churchId, id)}/source`;
export const mediaHlsKey = (churchId: number, id: number) => `${mediaFolderKey(churchId, id)}/hls`;
export const mediaAudioKey = (churchId: number, id: number) => `${mediaFolderKey(churchId, id)}/audio`;
/** Public stills (poster, thumbnail strip) go through the image pipeline into the church's uploads folder. */
export const mediaImageFolder = (churchId: number) => `church-${churchId}/medias`;

/** The app's media store (the local data folder; a plain object over its root, cheap to make). */
export function mediaStore(app: FastifyInstance): MediaStorage {
  return mediaStorage(app.config.dataDir);
}
/**
 * A caption track's WebVTT file (captions.ts), inside the media file's folder (deleted with it). The name carries the
 * version (`criado_em`, set by each save), so a replacement is written beside the live file and becomes the one
 * served by its transaction's commit: a save that fails leaves the live track as it was.
 */
export const mediaCaptionKey = (row: { igrejaId: number; midiaArquivoId: number; id: number; criadoEm: Date }) =>
  `${mediaFolderKey(row.igrejaId, row.midiaArquivoId)}/captions/${row.id}-${row.criadoEm.getTime()}.vtt`;
/** Where a track saved before versioned names kept its file (`<id>.vtt`): served until the track is replaced. */
export const legacyMediaCaptionKey = (row: { igrejaId: number; midiaArquivoId: number; id: number }) =>
  `${mediaFolderKey(row.igrejaId, row.midiaArquivoId)}/captions/${row.id}.vtt`;
