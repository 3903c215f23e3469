import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteMedia, holdMedia, listMedia, type MediaRow } from './media.repository.ts';

/** The library's reads and its delete, as use cases of the door (run in the console's church transaction). */
export const MEDIA_LIST_MAX = 200;

export function listMediaRows(tx: Tx, churchId: number): Promise<MediaRow[]> {
  return listMedia(tx, churchId, MEDIA_LIST_MAX);
}

export function deleteMediaRow(tx: Tx, row: MediaRow): Promise<void> {
  return deleteMedia(tx, row.igrejaId, row.id);
}

/**
 * A processed media file of the church (a content naming it), held against a delete until the caller's commit
 * (media.repository.ts holdMedia): 409 MEDIA_NOT_READY otherwise (or deleted meanwhile), on `field` when given.
 */
export async function requireReadyMedia(tx: Tx, churchId: number, id: number, field?: string): Promise<MediaRow> {
  const row = await holdMedia(tx, churchId, id);
  if (row?.situacao !== 'pronto') throw new AppError('MEDIA_NOT_READY', {}, field ? { fields: { [field]: 'error.MEDIA_NOT_READY' } } : {});
  return row;
}
