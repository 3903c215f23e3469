import { z } from 'zod';
import { BIBLE_BOOK_CODES } from './bible-books.ts';
import { LOCALES } from './locale.ts';

/** Chapters of a shipped translation never change: answered with a year of public caching. */
export const BIBLE_CHAPTER_CACHE_SECONDS = 31_536_000;

/** A translation the reader can show: shipped with the app ('local') or from the configured provider ('externa'). */
export const ZBibleVersion = z
  .object({
    codigo: z.string(),
    nome: z.string(),
    idioma: z.enum(LOCALES),
    fonte: z.enum(['local', 'externa']),
  })
  .meta({ id: 'BibleVersion' });
export type TBibleVersion = z.infer<typeof ZBibleVersion>;

export const ZBibleVersions = z.object({ versoes: z.array(ZBibleVersion) }).meta({ id: 'BibleVersions' });
export type TBibleVersions = z.infer<typeof ZBibleVersions>;

/** GET /biblia/:versao/:livro/:capitulo (book by its USFM code, e.g. JHN). */
export const ZBibleChapterParams = z.strictObject({
  versao: z.string().regex(/^[a-z0-9-]{1,20}$/, 'validation.invalid'),
  livro: z.enum(BIBLE_BOOK_CODES, 'validation.invalid'),
  capitulo: z.coerce.number('validation.invalid').int('validation.invalid').min(1, 'validation.invalid').max(150, 'validation.invalid'),
});
export type TBibleChapterParams = z.infer<typeof ZBibleChapterParams>;

export const ZBibleVerse = z.object({ numero: z.number().int(), texto: z.string() }).meta({ id: 'BibleVerse' });
export type TBibleVerse = z.infer<typeof ZBibleVerse>;

export const ZBibleChapter = z
  .object({
    versao: z.string(),
    livro: z.enum(BIBLE_BOOK_CODES),
    capitulo: z.number().int(),
    versiculos: z.array(ZBibleVerse),
  })
  .meta({ id: 'BibleChapter' });
export type TBibleChapter = z.infer<typeof ZBibleChapter>;
