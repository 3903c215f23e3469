import type { Tx } from '../../db/client.ts';
import { deleteMedia, listMedia, type MediaRow } from './media.repository.ts';

/** The library's reads and its delete, as use cases of the door (run in the console's church transaction). */
export const MEDIA_LIST_MAX = 200;

export function listMediaRows(tx: Tx, churchId: number): Promise<MediaRow[]> {
  return listMedia(tx, churchId, MEDIA_LIST_MAX);
}

export function deleteMediaRow(tx: Tx, row: MediaRow): Promise<void> {
  return deleteMedia(tx, row.igrejaId, row.id);
}
