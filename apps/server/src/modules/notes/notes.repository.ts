import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notaSermao } from './notes.schema.ts';

/**
 * SQL of sermon notes, run in the transaction of the use case (notes.service.ts). Every query filters by church
 * (and row-level security enforces it again) and by the owner's client account: a note is only ever read or
 * changed by the member who wrote it.
 */

const noteColumns = {
  id: notaSermao.id,
  titulo: notaSermao.titulo,
  texto: notaSermao.texto,
  criadoEm: notaSermao.criadoEm,
  atualizadoEm: notaSermao.atualizadoEm,
};
export type NoteRow = { id: number; titulo: string; texto: string; criadoEm: Date; atualizadoEm: Date };

function ownNote(churchId: number, usuarioId: number, id: number) {
  return and(eq(notaSermao.igrejaId, churchId), eq(notaSermao.idUsuario, usuarioId), eq(notaSermao.id, id));
}

/** The member's notes, most recently changed first. */
export async function listNotes(tx: Tx, churchId: number, usuarioId: number, limit: number): Promise<NoteRow[]> {
  return tx
    .select(noteColumns)
    .from(notaSermao)
    .where(and(eq(notaSermao.igrejaId, churchId), eq(notaSermao.idUsuario, usuarioId)))
    .orderBy(desc(notaSermao.atualizadoEm), desc(notaSermao.id))
    .limit(limit);
}

export async function findNote(tx: Tx, churchId: number, usuarioId: number, id: number): Promise<NoteRow | undefined> {
  const [row] = await tx
    .select(noteColumns)
    .from(notaSermao)
    .where(ownNote(churchId, usuarioId, id))
    .limit(1);
  return row;
}

export async function insertNote(tx: Tx, churchId: number, usuarioId: number, values: { titulo: string; texto: string }): Promise<NoteRow> {
  const [row] = await tx
    .insert(notaSermao)
    .values({ ...values, igrejaId: churchId, idUsuario: usuarioId })
    .returning(noteColumns);
  return row!;
}

export type UpdateResult = { status: 'updated'; row: NoteRow } | { status: 'missing' } | { status: 'conflict' };

/**
 * Replaces title and text. With `expected` (the dataUltimaAlteracao the client last saw, millisecond
 * precision as we hand it out) the update only applies if the note is still at that version, checked
 * in the same statement so two concurrent saves cannot both win.
 */
export async function updateNote(
  tx: Tx,
  churchId: number,
  usuarioId: number,
  id: number,
  values: { titulo: string; texto: string },
  expected: string | undefined,
): Promise<UpdateResult> {
  const sameVersion = expected ? sql`date_trunc('milliseconds', ${notaSermao.atualizadoEm}) = ${expected}::timestamptz` : undefined;
  const [row] = await tx
    .update(notaSermao)
    // clock_timestamp(), not now(): each save gets a distinct version even inside one transaction.
    .set({ ...values, atualizadoEm: sql`clock_timestamp()` })
    .where(and(ownNote(churchId, usuarioId, id), sameVersion))
    .returning(noteColumns);
  if (row) return { status: 'updated', row };
  const [exists] = await tx
    .select({ id: notaSermao.id })
    .from(notaSermao)
    .where(ownNote(churchId, usuarioId, id))
    .limit(1);
  return exists ? { status: 'conflict' } : { status: 'missing' };
}

/** Deletes the member's note; false when there is no such note of theirs. */
export async function deleteNote(tx: Tx, churchId: number, usuarioId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(notaSermao)
    .where(ownNote(churchId, usuarioId, id))
    .returning({ id: notaSermao.id });
  return rows.length > 0;
}
