import { z } from 'zod';
import { hasChords, hasText, parseChordPro } from '../chordpro.ts';
import { cifraToChordPro } from '../cifra.ts';
import { ZId, zPageNumber } from '../common.ts';
import { ZScoreFile } from '../praise.ts';
import { zOptionalText, zRequiredText, zText } from '../validators.ts';
import { zChurchSlug, zListLimit } from './common.ts';

/**
 * Authoring worship songs in the staff console (issue 33, "Worship songs"; `content` grant: view reads, edit writes).
 * Field names are the table's (praise/praise.schema.ts `louvor`). Decided:
 * - `cifra` is typed as Brazilian cifras (chords on the line above the words) or ChordPro brackets, or both; the
 *   server keeps it as ChordPro (cifra.ts `cifraToChordPro`), what `/praise/{id}` parses, and answers it so;
 * - a song needs words (with or without chords) or a score: neither is 400 `validation.songEmpty` on `cifra`;
 * - score files are PDFs or images uploaded through POST /admin/:church/songs/scores (the church's songs folder), or
 *   files the song already has (the demo's): anything else is 400 SONG_SCORE_NOT_OWN on `partituras`;
 * - `tom` is a key as musicians write it (C, F#, Bb, Am, C#m) or none; `ativo` false takes the song off the member app;
 * - delete removes the song (its uploaded score files go with it).
 */
export const SONG_TITLE_MAX = 200;
export const SONG_FIELD_MAX = 200;
export const SONG_TEXT_MAX = 20_000;
export const SONG_SCORES_MAX = 10;
export const SONG_SEARCH_MAX = 100;
/** A score PDF's size limit (images follow the image pipeline's 5 MB). */
export const SONG_PDF_MAX_BYTES = 10 * 1024 * 1024;
export const SONG_KEY_PATTERN = /^[A-G][#b]?m?$/;

export const ZAdminSongCreateParams = z.strictObject({ church: zChurchSlug });
export const ZAdminSongParams = z.strictObject({ church: zChurchSlug, songId: ZId });

const nullableText = (max: number) =>
  zOptionalText(max)
    .nullable()
    .transform((v) => v || null);

export const ZAdminSongScoreBody = z
  .strictObject({
    nome: zRequiredText(SONG_FIELD_MAX),
    url: zRequiredText(500).refine(
      (v) => /^\/media\/(uploads|seed)\/[\w-]+(\/[\w-]+)*\.(pdf|webp|svg|png|jpe?g)$/.test(v),
      'validation.invalid',
    ),
    tipo: z.enum(['pdf', 'imagem'], { error: 'validation.invalid' }),
  })
  .meta({ id: 'AdminSongScoreBody' });

const hasWordsOrChords = (chordPro: string | null) => {
  const lines = chordPro ? parseChordPro(chordPro) : [];
  return hasText(lines) || hasChords(lines);
};

/** POST /admin/:church/songs and PUT /admin/:church/songs/:songId: the whole song (optional texts: null or blank clears). */
export const ZAdminSongBody = z
  .strictObject({
    titulo: zRequiredText(SONG_TITLE_MAX),
    subtitulo: nullableText(SONG_FIELD_MAX).optional().default(null),
    autor: nullableText(SONG_FIELD_MAX).optional().default(null),
    grupo: nullableText(SONG_FIELD_MAX).optional().default(null),
    tema: nullableText(SONG_FIELD_MAX).optional().default(null),
    ritmo: nullableText(SONG_FIELD_MAX).optional().default(null),
    tom: zOptionalText(4)
      .nullable()
      .transform((v) => v || null)
      .refine((v) => v === null || SONG_KEY_PATTERN.test(v), 'validation.invalid')
      .optional()
      .default(null),
    /** The lyrics with chords: cifra or ChordPro, kept as ChordPro. */
    cifra: zText()
      .max(SONG_TEXT_MAX, 'validation.maxLength')
      .nullable()
      .transform((v) => (v && v.trim() ? cifraToChordPro(v).trim() : null))
      .optional()
      .default(null),
    partituras: z.array(ZAdminSongScoreBody).max(SONG_SCORES_MAX, 'validation.maxValue').default([]),
    ativo: z.boolean({ error: 'validation.invalid' }).default(true),
  })
  .refine((s) => s.partituras.length > 0 || hasWordsOrChords(s.cifra), {
    path: ['cifra'],
    message: 'validation.songEmpty',
  })
  .meta({ id: 'AdminSongBody' });
export type TAdminSongBody = z.input<typeof ZAdminSongBody>;
export type TAdminSongInput = z.output<typeof ZAdminSongBody>;

/** A song as the console edits it: the body's fields (cifra as the ChordPro kept) and its code. */
export const ZAdminSong = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    subtitulo: z.string().nullable(),
    autor: z.string().nullable(),
    grupo: z.string().nullable(),
    tema: z.string().nullable(),
    ritmo: z.string().nullable(),
    tom: z.string().nullable(),
    codigo: z.string().nullable(),
    cifra: z.string().nullable(),
    partituras: z.array(ZScoreFile),
    ativo: z.boolean(),
  })
  .meta({ id: 'AdminSong' });
export type TAdminSong = z.infer<typeof ZAdminSong>;

export const ZAdminSongListQuery = z.strictObject({
  /** Part of the title, author or theme (contains, any case). */
  q: zText().trim().min(1, 'validation.required').max(SONG_SEARCH_MAX, 'validation.maxLength').optional(),
  page: zPageNumber(),
  limit: zListLimit(),
});
export type TAdminSongListQuery = z.input<typeof ZAdminSongListQuery>;

export const ZAdminSongListItem = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    autor: z.string().nullable(),
    tema: z.string().nullable(),
    tom: z.string().nullable(),
    ativo: z.boolean(),
    /** How many score files it has. */
    partituras: z.number().int(),
  })
  .meta({ id: 'AdminSongListItem' });
export type TAdminSongListItem = z.infer<typeof ZAdminSongListItem>;

export const ZAdminSongListPage = z
  .object({ itens: z.array(ZAdminSongListItem), page: z.number().int(), limit: z.number().int(), total: z.number().int() })
  .meta({ id: 'AdminSongListPage' });
export type TAdminSongListPage = z.infer<typeof ZAdminSongListPage>;

/** POST /admin/:church/songs/scores: the multipart form has only the `arquivo` file part (the route adds it). */
export const ZAdminSongScoreUploadBody = z.strictObject({}).meta({ id: 'AdminSongScoreUploadBody' });
export const ZAdminSongScoreUpload = z.object({ url: z.string(), tipo: z.enum(['pdf', 'imagem']) }).meta({ id: 'AdminSongScoreUpload' });
export type TAdminSongScoreUpload = z.infer<typeof ZAdminSongScoreUpload>;
