import { z } from 'zod';
import type { TLyricLine } from './chordpro.ts';
import { ZId } from './common.ts';
import { zText } from './validators.ts';

export const PRAISE_PAGE_SIZE = 20;
export const PRAISE_SEARCH_MAX = 100;

const ZSnippet = z.object({ acorde: z.string().nullable(), texto: z.string() });

export const ZScoreFile = z.object({ nome: z.string(), url: z.string(), tipo: z.enum(['pdf', 'imagem']) }).meta({ id: 'ScoreFile' });
export type TScoreFile = z.infer<typeof ZScoreFile>;

/** A song as listed. */
export const ZPraiseSummary = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    subtitulo: z.string().nullable(),
    autor: z.string().nullable(),
    tema: z.string().nullable(),
    tom: z.string().nullable(),
  })
  .meta({ id: 'PraiseSummary' });
export type TPraiseSummary = z.infer<typeof ZPraiseSummary>;

/** GET /louvor/{id}/ (spec section 3, "Praise"): lyrics as lines of snippets with their chord, and score files. */
export const ZPraise = ZPraiseSummary.extend({
  codigo: z.string().nullable(),
  grupo: z.string().nullable(),
  ritmo: z.string().nullable(),
  letra: z.array(z.array(ZSnippet)) as z.ZodType<TLyricLine[]>,
  partituras: z.array(ZScoreFile),
}).meta({ id: 'Praise' });
export type TPraise = z.infer<typeof ZPraise>;

export const ZPraiseList = z
  .object({ louvores: z.array(ZPraiseSummary), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: 'PraiseList' });
export type TPraiseList = z.infer<typeof ZPraiseList>;

/** GET /louvor/?busca=&page=&limit=: `busca` matches title, author or theme. */
export const ZPraiseListQuery = z.strictObject({
  busca: zText().trim().max(PRAISE_SEARCH_MAX, 'validation.maxLength').optional(),
  page: z.coerce
    .number('validation.integer')
    .int('validation.integer')
    .min(1, 'validation.invalid')
    .max(10_000, 'validation.invalid')
    .default(1),
  limit: z.coerce
    .number('validation.integer')
    .int('validation.integer')
    .min(1, 'validation.invalid')
    .max(100, 'validation.invalid')
    .default(PRAISE_PAGE_SIZE),
});
export type TPraiseListQuery = z.input<typeof ZPraiseListQuery>;

export const ZPraiseParams = z.strictObject({ id: ZId });
