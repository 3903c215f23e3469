import { z } from 'zod';
import { ZId } from './common.ts';
import { zDateTime, zText } from './validators.ts';

/** Spec section 9: the notes list is asked for with limit=999. */
export const NOTES_LIST_MAX = 999;
export const NOTE_TITLE_MAX = 200;
export const NOTE_TEXT_MAX = 100_000;

/** Spec section 5: "a title is needed to save" (its own message, not the generic required one). */
const zNoteTitle = zText('validation.noteTitle').trim().min(1, 'validation.noteTitle').max(NOTE_TITLE_MAX, 'validation.maxLength');
const zNoteText = zText().max(NOTE_TEXT_MAX, 'validation.maxLength');

/** A sermon note, private to its author. */
export const ZNote = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    texto: z.string(),
    dataCadastro: z.string(),
    /** Last change (ISO 8601, millisecond precision); also the version for optimistic concurrency. */
    dataUltimaAlteracao: z.string(),
  })
  .meta({ id: 'Note' });
export type TNote = z.infer<typeof ZNote>;

export const ZNoteList = z.object({ notas: z.array(ZNote) }).meta({ id: 'NoteList' });

/** GET /user/nota-sermao?igreja=&limit=999 */
export const ZNoteListQuery = z.strictObject({
  igreja: ZId,
  limit: z.coerce.number().int().min(1).max(NOTES_LIST_MAX).default(NOTES_LIST_MAX),
});

export const ZNoteParams = z.strictObject({ id: ZId });

/** POST /nota-sermao/?igreja= */
export const ZNoteCreateBody = z.strictObject({ titulo: zNoteTitle, texto: zNoteText.default('') }).meta({ id: 'NoteCreateBody' });
export type TNoteCreateBody = z.input<typeof ZNoteCreateBody>;

/**
 * PUT /nota-sermao/{id}. An empty texto is accepted (the web app deletes such notes instead, spec
 * section 4). When `dataUltimaAlteracao` is sent and the note changed since, the answer is 409
 * NOTE_CONFLICT, so an older tab cannot silently overwrite a newer edit.
 */
export const ZNoteUpdateBody = z
  .strictObject({
    titulo: zNoteTitle,
    texto: zNoteText,
    dataUltimaAlteracao: zDateTime().optional(),
  })
  .meta({ id: 'NoteUpdateBody' });
export type TNoteUpdateBody = z.input<typeof ZNoteUpdateBody>;
