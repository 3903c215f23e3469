import type { TAdminSong, TAdminSongInput, TAdminSongListItem } from '@congrega/contract/admin/songs';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  deleteAuthoredSongRow,
  findAuthoredSong,
  insertAuthoredSong,
  listAuthoredSongs,
  scoresNamedElsewhere,
  updateAuthoredSongRow,
  type AuthoredSongRow,
} from './praise-authoring.repository.ts';

/**
 * Authoring songs in the staff console (exported through the door for admin/, which audits each change in the same
 * transaction; rules in packages/contract/src/admin/songs.ts). A change locks the song's row first.
 */
function authoredView(row: AuthoredSongRow): TAdminSong {
  return {
    id: row.id,
    titulo: row.titulo,
    subtitulo: row.subtitulo,
    autor: row.autor,
    grupo: row.grupo,
    tema: row.tema,
    ritmo: row.ritmo,
    tom: row.tom,
    codigo: row.codigo,
    cifra: row.cifra,
    partituras: row.partituras,
    ativo: row.ativo,
  };
}

export function authoredSongs(
  tx: Tx,
  churchId: number,
  query: { q?: string | undefined; page: number; limit: number },
): Promise<{ itens: TAdminSongListItem[]; total: number }> {
  return listAuthoredSongs(tx, churchId, query);
}

/** The song (locked for a change when `forUpdate`), or 404 ADMIN_SONG_NOT_FOUND. */
export async function authoredSong(tx: Tx, churchId: number, id: number, forUpdate = false): Promise<TAdminSong> {
  const row = await findAuthoredSong(tx, churchId, id, forUpdate);
  if (!row) throw new AppError('ADMIN_SONG_NOT_FOUND');
  return authoredView(row);
}

export async function createAuthoredSong(tx: Tx, churchId: number, body: TAdminSongInput): Promise<TAdminSong> {
  return authoredView(await insertAuthoredSong(tx, churchId, body));
}

export async function updateAuthoredSong(tx: Tx, churchId: number, id: number, body: TAdminSongInput): Promise<TAdminSong> {
  return authoredView(await updateAuthoredSongRow(tx, churchId, id, body));
}

export async function deleteAuthoredSong(tx: Tx, churchId: number, id: number): Promise<void> {
  await deleteAuthoredSongRow(tx, churchId, id);
}

/** Score URLs another song of the church still names, of those a change or a deletion drops (their files stay). */
export function scoresStillNamed(tx: Tx, churchId: number, songId: number, urls: readonly string[]): Promise<Set<string>> {
  return scoresNamedElsewhere(tx, churchId, songId, urls);
}
