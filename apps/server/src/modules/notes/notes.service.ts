import type { TNote } from '@congrega/contract/notes';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { requireMember } from '../../core/member.ts';
import { cachedNotesList, notesChanged } from './notes-list-cache.ts';
import { deleteNote, findNote, insertNote, listNotes, updateNote, type NoteRow } from './notes.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * Sermon notes are private: only their author reads or changes them. Another member's note answers
 * 404 NOTE_NOT_FOUND exactly like a missing one, so ids reveal nothing. Staff have no access either.
 * Each use case is one church transaction: the author (the caller's client account) and the note together. The
 * list is cached per member for a few seconds (notes-list-cache.ts); every write evicts it after its commit.
 */

function toNote(row: NoteRow): TNote {
  return {
    id: row.id,
    titulo: row.titulo,
    texto: row.texto,
    dataCadastro: row.criadoEm.toISOString(),
    dataUltimaAlteracao: row.atualizadoEm.toISOString(),
  };
}

/** `?igreja=` must be the host's church; any other answers 404 as if it did not exist. */
function assertHostChurch(church: TenantChurch, igreja: number): void {
  if (igreja !== church.id) throw new AppError('CHURCH_NOT_FOUND');
}

export async function listMyNotes(app: FastifyInstance, church: TenantChurch, auth: AuthContext, query: { igreja: number; limit: number }) {
  assertHostChurch(church, query.igreja);
  const load = () => app.database.withChurch(church.id, async (tx) => listNotes(tx, church.id, await requireMember(tx, auth), query.limit));
  const rows = auth.usuarioId === null ? await load() : await cachedNotesList(app, church.id, auth.usuarioId, query.limit, load);
  return { notas: rows.map(toNote) };
}

export async function getNote(app: FastifyInstance, church: TenantChurch, auth: AuthContext, id: number): Promise<TNote> {
  const row = await app.database.withChurch(church.id, async (tx) => findNote(tx, church.id, await requireMember(tx, auth), id));
  if (!row) throw new AppError('NOTE_NOT_FOUND');
  return toNote(row);
}

export async function createNote(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  igreja: number,
  input: { titulo: string; texto: string },
): Promise<TNote> {
  assertHostChurch(church, igreja);
  const { row, usuarioId } = await app.database.withChurch(church.id, async (tx) => {
    const member = await requireMember(tx, auth);
    return { row: await insertNote(tx, church.id, member, input), usuarioId: member };
  });
  await notesChanged(app, church.id, usuarioId);
  return toNote(row);
}

/**
 * Saves title and text. An empty text is stored as sent (the web app deletes such notes instead, spec
 * section 4). With `dataUltimaAlteracao`, a note changed since answers 409 NOTE_CONFLICT.
 */
export async function saveNote(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  id: number,
  input: { titulo: string; texto: string; dataUltimaAlteracao?: string | undefined },
): Promise<TNote> {
  const { dataUltimaAlteracao, ...values } = input;
  const result = await app.database.withChurch(church.id, async (tx) =>
    updateNote(tx, church.id, await requireMember(tx, auth), id, values, dataUltimaAlteracao),
  );
  if (result.status === 'missing') throw new AppError('NOTE_NOT_FOUND');
  if (auth.usuarioId !== null) await notesChanged(app, church.id, auth.usuarioId);
  if (result.status === 'conflict') throw new AppError('NOTE_CONFLICT', {}, { status: 409 });
  return toNote(result.row);
}

export async function removeNote(app: FastifyInstance, church: TenantChurch, auth: AuthContext, id: number): Promise<void> {
  const deleted = await app.database.withChurch(church.id, async (tx) => deleteNote(tx, church.id, await requireMember(tx, auth), id));
  if (!deleted) throw new AppError('NOTE_NOT_FOUND');
  if (auth.usuarioId !== null) await notesChanged(app, church.id, auth.usuarioId);
}
