import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MEDIA_CHUNK_MAX_BYTES, type TAdminMediaCreateBody, type TMediaKind } from '@congrega/contract/admin/media';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { StorageLimitError } from '../../lib/media-storage.ts';
import { mediaFolderKey, mediaSourceKey, mediaStore } from './media-keys.ts';
import { looksLike, probeMedia, SNIFF_BYTES, type ProbedMedia } from './media-probe.ts';
import { findMedia, insertMedia, lockMedia, updateMedia, type MediaRow } from './media.repository.ts';
import { mediaToolsAvailable } from './media-tools.ts';

/**
 * The upload use cases of the media library, run by the console's service (admin/media-admin.service.ts) in its
 * church transaction (those taking `tx`) or between its transactions (the byte work, never inside one except the
 * append of a checked chunk, which holds the row's lock so two writers of one upload never interleave).
 */
export type { MediaRow, ProbedMedia };

export async function requireProcessing(app: FastifyInstance): Promise<void> {
  if (!(await mediaToolsAvailable(app.config.mediaTools))) throw new AppError('MEDIA_PROCESSING_UNAVAILABLE');
}

export function startUpload(tx: Tx, churchId: number, body: Required<TAdminMediaCreateBody>): Promise<MediaRow> {
  return insertMedia(tx, churchId, { tipo: body.tipo, nome: body.nome, tamanho: body.tamanho });
}

export async function requireMediaRow(tx: Tx, churchId: number, id: number, lock = false): Promise<MediaRow> {
  const row = lock ? await lockMedia(tx, churchId, id) : await findMedia(tx, churchId, id);
  if (!row) throw new AppError('MEDIA_UPLOAD_NOT_FOUND');
  return row;
}

/** Refusals of a chunk for `row` at `offset`. */
export function checkChunkTarget(row: MediaRow, offset: number): void {
  if (row.situacao !== 'enviando') throw new AppError('MEDIA_UPLOAD_COMPLETE');
  if (offset !== row.recebidos) throw new AppError('MEDIA_CHUNK_OFFSET');
}

/**
 * Streams one chunk to a key of its own (never into memory), checks its SHA-256 and, for the first chunk, that its
 * leading bytes are a container of the upload's kind (video or audio). Answers the checked chunk's key and size;
 * a refused chunk leaves nothing.
 */
export async function receiveChunk(
  app: FastifyInstance,
  row: MediaRow,
  offset: number,
  sha256: string,
  body: Readable,
): Promise<{ key: string; bytes: number }> {
  const store = mediaStore(app);
  const key = `${mediaFolderKey(row.igrejaId, row.id)}/chunk-${randomUUID()}`;
  const room = Math.min(MEDIA_CHUNK_MAX_BYTES, row.tamanho - offset);
  let written: { bytes: number; sha256: string };
  try {
    written = await store.writeAt(key, 0, body, room);
  } catch (error) {
    await store.remove(key);
    if (error instanceof StorageLimitError) throw new AppError('MEDIA_CHUNK_TOO_LARGE');
    throw error;
  }
  try {
    if (written.sha256 !== sha256) throw new AppError('MEDIA_CHUNK_CHECKSUM', {}, { fields: { sha256: 'validation.invalid' } });
    if (offset === 0 && !looksLike(row.tipo as TMediaKind, await store.head(key, SNIFF_BYTES)))
      throw new AppError(row.tipo === 'audio' ? 'MEDIA_NOT_AUDIO' : 'MEDIA_NOT_VIDEO');
  } catch (error) {
    await store.remove(key);
    throw error;
  }
  return { key, bytes: written.bytes };
}

/** Appends a checked chunk to the upload's source, under the row's lock (the caller re-checked the target). */
export async function appendChunk(tx: Tx, app: FastifyInstance, row: MediaRow, chunk: { key: string; bytes: number }): Promise<MediaRow> {
  const store = mediaStore(app);
  await store.writeAt(mediaSourceKey(row.igrejaId, row.id), row.recebidos, store.read(chunk.key), chunk.bytes);
  return (await updateMedia(tx, row.igrejaId, row.id, { recebidos: row.recebidos + chunk.bytes }))!;
}

export function removeChunk(app: FastifyInstance, chunk: { key: string }): Promise<void> {
  return mediaStore(app).remove(chunk.key);
}

/** ffprobe's reading of a complete upload, or the AppError that refuses it (media-probe.ts). */
export function probeUpload(app: FastifyInstance, row: MediaRow): Promise<ProbedMedia> {
  return probeMedia(row.tipo as TMediaKind, app.config.mediaTools, mediaStore(app).localFile(mediaSourceKey(row.igrejaId, row.id)));
}

/** A complete upload ffprobe read: queued for processing with what it read. */
export function queueUploaded(tx: Tx, row: MediaRow, video: ProbedMedia): Promise<MediaRow | undefined> {
  return updateMedia(tx, row.igrejaId, row.id, { situacao: 'na_fila', progresso: 0, erro: null, ...video });
}

/** A refused upload: 'falhou' with its code; its bytes go (after the commit: `removeMediaFiles`). */
export function refuseUpload(tx: Tx, row: MediaRow, code: string): Promise<MediaRow | undefined> {
  return updateMedia(tx, row.igrejaId, row.id, { situacao: 'falhou', erro: code });
}
