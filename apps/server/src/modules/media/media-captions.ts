import { Readable } from 'node:stream';
import { MEDIA_CAPTION_MAX_CHARS, type TAdminCaption, type TAdminCaptionBody } from '@congrega/contract/admin/media-captions';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { readCaptions, toWebVtt } from './captions.ts';
import { deleteCaption, findCaption, listCaptions, upsertCaption, type CaptionRow } from './media-captions.repository.ts';
import { legacyMediaCaptionKey, mediaCaptionKey, mediaStore } from './media-keys.ts';
import { requireMediaRow } from './media-uploads.ts';

/**
 * A media file's caption tracks as the console manages them (door use cases, run in the console's church
 * transaction, which audits them): a track is added only to a processed video (its duration bounds the cues), its
 * file checked and converted first (captions.ts), then written to the media store under its new version's name
 * (media-keys.ts mediaCaptionKey), which no committed row names until this transaction commits: a failed write
 * fails the change, and the caller removes the new file when the transaction fails after it (`removeCaptionFile`
 * of the saved row), the replaced version's file after the commit, a deleted track's file after the commit.
 */
export type { CaptionRow };

export function toAdminCaption(row: CaptionRow): TAdminCaption {
  return { id: row.id, idioma: row.idioma, rotulo: row.rotulo, trechos: row.trechos, criadoEm: row.criadoEm.toISOString() };
}

export async function listCaptionRows(tx: Tx, churchId: number, mediaId: number): Promise<CaptionRow[]> {
  await requireMediaRow(tx, churchId, mediaId);
  return listCaptions(tx, churchId, mediaId);
}

/** Adds the language's track (or replaces it); the row and the one it replaced (whose file the caller removes). */
export async function addCaption(app: FastifyInstance, tx: Tx, churchId: number, mediaId: number, body: Required<TAdminCaptionBody>) {
  const media = await requireMediaRow(tx, churchId, mediaId, true);
  if (media.situacao !== 'pronto') throw new AppError('MEDIA_NOT_READY');
  const cues = readCaptions(body.arquivo, body.formato, media.duracaoSegundos);
  const vtt = Buffer.from(toWebVtt(cues));
  const values = { idioma: body.idioma, rotulo: body.rotulo, trechos: cues.length, criadoEm: new Date() };
  const saved = await upsertCaption(tx, churchId, mediaId, values);
  const store = mediaStore(app);
  const key = mediaCaptionKey(saved.row);
  await store.writeAt(key, 0, Readable.from([vtt]), MEDIA_CAPTION_MAX_CHARS * 4).catch(async (error: unknown) => {
    await store.remove(key);
    throw error;
  });
  return saved;
}

/** Deletes a track of the media file (404 MEDIA_CAPTION_NOT_FOUND for another's); the row deleted. */
export async function removeCaption(tx: Tx, churchId: number, mediaId: number, captionId: number): Promise<CaptionRow> {
  await requireMediaRow(tx, churchId, mediaId, true);
  const row = await findCaption(tx, churchId, mediaId, captionId);
  if (!row) throw new AppError('MEDIA_CAPTION_NOT_FOUND');
  await deleteCaption(tx, churchId, captionId);
  return row;
}

/** Removes one version's file: a deleted or replaced track's after the commit, or the new one of a failed save. */
export async function removeCaptionFile(app: FastifyInstance, row: CaptionRow): Promise<void> {
  const store = mediaStore(app);
  await store.remove(mediaCaptionKey(row));
  // A track first saved before versioned names: its old file goes with its row's version.
  await store.remove(legacyMediaCaptionKey(row));
}
