import type { TAdminSong, TAdminSongInput, TAdminSongListPage, TAdminSongScoreUpload } from '@congrega/contract/admin/songs';
import { churchChanged } from '../church/church.public.ts';
import type { TScoreFile } from '@congrega/contract/praise';
import type { Tx } from '../../db/client.ts';
import {
  authoredSong,
  authoredSongs,
  bandSongChanged,
  createAuthoredSong,
  deleteAuthoredSong,
  scoresStillNamed,
  updateAuthoredSong,
} from '../praise/praise.public.ts';
import { adminRead, adminWrite, type AdminContext } from './admin-tx.ts';
import { assertSongScores, deleteDroppedScores, saveSongScore } from './song-scores.ts';

/**
 * Authoring worship songs in the staff console (rules in packages/contract/src/admin/songs.ts; the SQL in
 * praise/praise-authoring.repository.ts): each change one transaction audited under the `content` area. After the
 * commit the church's bootstrap goes on every copy (churchChanged: its menu's songs entry depends on the church
 * having an active song), and score files the song no longer names are deleted, unless another song names them too. The member's song answers are
 * revalidated on every open (no server cache of songs), so the change shows at once; a live band session showing the
 * song changed or deleted reloads it (praise's bandSongChanged, on every copy).
 */
const WHAT = { area: 'content', entidade: 'louvor' } as const;

/** The scores a change drops whose files may go: not those another song of the church names too. */
async function droppedScores(tx: Tx, churchId: number, songId: number, before: readonly TScoreFile[], after: readonly TScoreFile[]) {
  const dropped = before.filter((b) => !after.some((a) => a.url === b.url));
  const shared = await scoresStillNamed(
    tx,
    churchId,
    songId,
    dropped.map((d) => d.url),
  );
  return dropped.filter((d) => !shared.has(d.url));
}

export async function adminSongList(
  ctx: AdminContext,
  query: { q?: string | undefined; page: number; limit: number },
): Promise<TAdminSongListPage> {
  const { itens, total } = await adminRead(ctx, (tx, church) => authoredSongs(tx, church.id, query));
  return { itens, total, page: query.page, limit: query.limit };
}

export function adminSongGet(ctx: AdminContext, songId: number): Promise<TAdminSong> {
  return adminRead(ctx, (tx, church) => authoredSong(tx, church.id, songId));
}

export async function adminSongCreate(ctx: AdminContext, body: TAdminSongInput): Promise<TAdminSong> {
  const created = await adminWrite(ctx, WHAT, async (tx, church) => {
    await assertSongScores(ctx.app.config.dataDir, church.id, body);
    const song = await createAuthoredSong(tx, church.id, body);
    return { result: song, audit: { entidadeId: song.id, acao: 'create', depois: song } };
  });
  await churchChanged(ctx.app, ctx.staff.church.id);
  return created;
}

export async function adminSongUpdate(ctx: AdminContext, songId: number, body: TAdminSongInput): Promise<TAdminSong> {
  const { depois, gone } = await adminWrite(ctx, WHAT, async (tx, church) => {
    const current = await authoredSong(tx, church.id, songId, true);
    await assertSongScores(ctx.app.config.dataDir, church.id, body, current.partituras);
    const changed = { antes: current, depois: await updateAuthoredSong(tx, church.id, songId, body) };
    const gone = await droppedScores(tx, church.id, songId, current.partituras, changed.depois.partituras);
    return { result: { ...changed, gone }, audit: { entidadeId: songId, acao: 'update', ...changed } };
  });
  await deleteDroppedScores(ctx.app.config.dataDir, ctx.staff.church.id, gone, []);
  await churchChanged(ctx.app, ctx.staff.church.id);
  await bandSongChanged(ctx.app, ctx.staff.church.id, songId);
  return depois;
}

export async function adminSongDelete(ctx: AdminContext, songId: number): Promise<null> {
  const gone = await adminWrite(ctx, WHAT, async (tx, church) => {
    const song = await authoredSong(tx, church.id, songId, true);
    await deleteAuthoredSong(tx, church.id, songId);
    return {
      result: await droppedScores(tx, church.id, songId, song.partituras, []),
      audit: { entidadeId: songId, acao: 'delete', antes: song },
    };
  });
  await deleteDroppedScores(ctx.app.config.dataDir, ctx.staff.church.id, gone, []);
  await churchChanged(ctx.app, ctx.staff.church.id);
  await bandSongChanged(ctx.app, ctx.staff.church.id, songId);
  return null;
}

/** POST /admin/:church/songs/scores: stored before the transaction, audited; a failed audit deletes the file again. */
export async function adminSongScoreUpload(ctx: AdminContext, file: Buffer): Promise<TAdminSongScoreUpload> {
  const church = ctx.staff.church;
  const saved = await saveSongScore(ctx.app.config.dataDir, church.id, file);
  try {
    return await adminWrite(ctx, { area: 'content', entidade: 'upload' }, async () => ({
      result: saved,
      audit: { entidadeId: saved.url, acao: 'create', depois: { uso: 'song', ...saved } },
    }));
  } catch (error) {
    await deleteDroppedScores(ctx.app.config.dataDir, church.id, [{ nome: '', ...saved }], []);
    throw error;
  }
}
