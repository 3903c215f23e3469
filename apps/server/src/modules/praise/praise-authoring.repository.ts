import type { TAdminSongInput, TAdminSongListItem } from '@congrega/contract/admin/songs';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { songSearch } from './praise.repository.ts';
import { louvor } from './praise.schema.ts';

/**
 * SQL of authoring songs in the staff console (admin/songs-admin.service.ts, through the door): every song of the
 * church, off ones included; each query filters by church (RLS again). The body arrives validated, its lyrics
 * already ChordPro (contract admin/songs.ts).
 */
export type AuthoredSongRow = typeof louvor.$inferSelect;

export async function listAuthoredSongs(
  tx: Tx,
  churchId: number,
  filter: { q?: string | undefined; page: number; limit: number },
): Promise<{ itens: TAdminSongListItem[]; total: number }> {
  const where = and(eq(louvor.igrejaId, churchId), songSearch(filter.q));
  const itens = await tx
    .select({
      id: louvor.id,
      titulo: louvor.titulo,
      autor: louvor.autor,
      tema: louvor.tema,
      tom: louvor.tom,
      ativo: louvor.ativo,
      partituras: sql<number>`jsonb_array_length(${louvor.partituras})`.mapWith(Number),
    })
    .from(louvor)
    .where(where)
    .orderBy(asc(louvor.titulo), asc(louvor.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [total] = await tx.select({ n: count() }).from(louvor).where(where);
  return { itens, total: total?.n ?? 0 };
}

/** The song, locked for a change when `forUpdate`. */
export async function findAuthoredSong(tx: Tx, churchId: number, id: number, forUpdate = false): Promise<AuthoredSongRow | undefined> {
  const query = tx
    .select()
    .from(louvor)
    .where(and(eq(louvor.igrejaId, churchId), eq(louvor.id, id)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

const columns = (body: TAdminSongInput) => ({
  titulo: body.titulo,
  subtitulo: body.subtitulo,
  autor: body.autor,
  grupo: body.grupo,
  tema: body.tema,
  ritmo: body.ritmo,
  tom: body.tom,
  cifra: body.cifra,
  partituras: body.partituras,
  ativo: body.ativo,
});

export async function insertAuthoredSong(tx: Tx, churchId: number, body: TAdminSongInput): Promise<AuthoredSongRow> {
  const [row] = await tx
    .insert(louvor)
    .values({ igrejaId: churchId, ...columns(body) })
    .returning();
  return row!;
}

export async function updateAuthoredSongRow(tx: Tx, churchId: number, id: number, body: TAdminSongInput): Promise<AuthoredSongRow> {
  const [row] = await tx
    .update(louvor)
    .set(columns(body))
    .where(and(eq(louvor.igrejaId, churchId), eq(louvor.id, id)))
    .returning();
  return row!;
}

export async function deleteAuthoredSongRow(tx: Tx, churchId: number, id: number): Promise<void> {
  await tx.delete(louvor).where(and(eq(louvor.igrejaId, churchId), eq(louvor.id, id)));
}

/** Of these score URLs, those another song of the church still names (its file must stay). */
export async function scoresNamedElsewhere(tx: Tx, churchId: number, songId: number, urls: readonly string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const result = await tx.execute(sql`select distinct score->>'url' as url from ${louvor}, jsonb_array_elements(${louvor.partituras}) score
    where ${louvor.igrejaId} = ${churchId} and ${louvor.id} <> ${songId}
      and score->>'url' in (${sql.join(
        urls.map((u) => sql`${u}`),
        sql`, `,
      )})`);
  return new Set((result as unknown as { rows: { url: string }[] }).rows.map((r) => r.url));
}
