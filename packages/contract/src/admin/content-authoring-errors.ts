import type { TLocale } from '../locale.ts';

/**
 * Error codes of authoring worship songs and reading plans in the staff console (admin/songs.ts,
 * admin/reading-plans.ts), spread into ERROR_CODES (errors.ts) with their messages merged into the catalogue
 * (messages.ts), with the validation messages of those schemas.
 *
 * | code | status | cause |
 * |---|---|---|
 * | ADMIN_SONG_NOT_FOUND | 404 | no song of that id at the church |
 * | SONG_SCORE_NOT_OWN | 400 | a score file is not one uploaded to this church's songs folder, nor one the song already has (field `partituras`) |
 * | ADMIN_READING_PLAN_NOT_FOUND | 404 | no reading plan of that id at the church |
 * | READING_PLAN_REFERENCE_INVALID | 400 | a day's passages name a book or chapter that does not exist (field `dias.N.passagens`) |
 */
export const CONTENT_AUTHORING_ERROR_CODES = [
  'ADMIN_SONG_NOT_FOUND',
  'SONG_SCORE_NOT_OWN',
  'ADMIN_READING_PLAN_NOT_FOUND',
  'READING_PLAN_REFERENCE_INVALID',
] as const;
export type TContentAuthoringErrorCode = (typeof CONTENT_AUTHORING_ERROR_CODES)[number];

type Key = `error.${TContentAuthoringErrorCode}` | 'validation.songEmpty' | 'validation.bibleReference';

export const CONTENT_AUTHORING_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.ADMIN_SONG_NOT_FOUND': 'Louvor não encontrado.',
    'error.SONG_SCORE_NOT_OWN': 'Envie a partitura por aqui: o arquivo não é um dos enviados para os louvores desta igreja.',
    'error.ADMIN_READING_PLAN_NOT_FOUND': 'Plano de leitura não encontrado.',
    'error.READING_PLAN_REFERENCE_INVALID': 'Há uma referência bíblica que não existe. Confira o livro e o capítulo.',
    'validation.songEmpty': 'Escreva a letra (com ou sem cifra) ou envie uma partitura.',
    'validation.bibleReference': 'Referência bíblica inexistente: confira o livro e o capítulo (ex.: Gn 1-3; Sl 23).',
  },
  en: {
    'error.ADMIN_SONG_NOT_FOUND': 'Song not found.',
    'error.SONG_SCORE_NOT_OWN': "Upload the score here: that file is not one uploaded for this church's songs.",
    'error.ADMIN_READING_PLAN_NOT_FOUND': 'Reading plan not found.',
    'error.READING_PLAN_REFERENCE_INVALID': 'A Bible reference does not exist. Check the book and chapter.',
    'validation.songEmpty': 'Write the lyrics (with or without chords) or upload a score.',
    'validation.bibleReference': 'That Bible reference does not exist: check the book and chapter (e.g. Gen 1-3; Ps 23).',
  },
  es: {
    'error.ADMIN_SONG_NOT_FOUND': 'Alabanza no encontrada.',
    'error.SONG_SCORE_NOT_OWN': 'Sube la partitura aquí: el archivo no es uno de los subidos para las alabanzas de esta iglesia.',
    'error.ADMIN_READING_PLAN_NOT_FOUND': 'Plan de lectura no encontrado.',
    'error.READING_PLAN_REFERENCE_INVALID': 'Hay una referencia bíblica que no existe. Revisa el libro y el capítulo.',
    'validation.songEmpty': 'Escribe la letra (con o sin acordes) o sube una partitura.',
    'validation.bibleReference': 'Referencia bíblica inexistente: revisa el libro y el capítulo (ej.: Gn 1-3; Sal 23).',
  },
};

/** HTTP status of each code (apps/server/src/lib/app-error.ts spreads it). */
export const CONTENT_AUTHORING_ERROR_STATUS: Record<TContentAuthoringErrorCode, number> = {
  ADMIN_SONG_NOT_FOUND: 404,
  SONG_SCORE_NOT_OWN: 400,
  ADMIN_READING_PLAN_NOT_FOUND: 404,
  READING_PLAN_REFERENCE_INVALID: 400,
};
