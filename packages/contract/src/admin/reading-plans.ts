import { z } from 'zod';
import { ZId, zPageNumber } from '../common.ts';
import { parseReadingPassages } from '../reading-passages.ts';
import { ZReadingPassage } from '../reading-plans.ts';
import { zOptionalText, zRequiredText, zText } from '../validators.ts';
import { zChurchSlug, zListLimit } from './common.ts';
import { zChurchImage } from './settings.ts';

/**
 * Authoring reading plans in the staff console (issue 33, "Reading plans"; `content` grant: view reads, edit
 * writes). Field names are the table's (reading-plans/reading-plans.schema.ts `plano_leitura`). Decided:
 * - a day's passages are typed as references ("Gn 1-3; Sl 1": `;` between passages, a chapter or a run of chapters,
 *   books by their Portuguese, English or Spanish names or abbreviations, reading-passages.ts); one that does not
 *   exist (a book that is not one, a chapter past its end) is 400 `validation.bibleReference` on `dias.N.passagens`;
 *   the server reads them in the church's language first and keeps the passages (`leituras`);
 * - the days are numbered by their order in the body (reordering is sending them in the new order): 1 to 366;
 * - the cover is an image of the church's own folder (POST /admin/:church/reading-plans/images) with its text
 *   alternative; `ativo` is published (members see it), off unpublished (their progress stays, hidden);
 * - statistics come from the members' progress (`plano_leitura_inscricao`): started, on track (not finished, no
 *   day behind the schedule, as the member's plan counts it) and finished.
 */
export const READING_PLAN_TITLE_MAX = 200;
export const READING_PLAN_DESCRIPTION_MAX = 2000;
export const READING_PLAN_DAYS_MAX = 366;
export const READING_PLAN_PASSAGES_MAX = 300;
export const READING_PLAN_DEVOTIONAL_MAX = 5000;
export const READING_PLAN_ALT_MAX = 200;

export const ZAdminReadingPlanCreateParams = z.strictObject({ church: zChurchSlug });
export const ZAdminReadingPlanParams = z.strictObject({ church: zChurchSlug, planId: ZId });

export const ZAdminReadingPlanDayBody = z
  .strictObject({
    passagens: zRequiredText(READING_PLAN_PASSAGES_MAX).refine((v) => parseReadingPassages(v) !== null, 'validation.bibleReference'),
    devocional: zOptionalText(READING_PLAN_DEVOTIONAL_MAX)
      .nullable()
      .transform((v) => v || null)
      .optional()
      .default(null),
  })
  .meta({ id: 'AdminReadingPlanDayBody' });

/** POST /admin/:church/reading-plans and PUT /admin/:church/reading-plans/:planId: the whole plan. */
export const ZAdminReadingPlanBody = z
  .strictObject({
    titulo: zRequiredText(READING_PLAN_TITLE_MAX),
    descricao: zText()
      .trim()
      .max(READING_PLAN_DESCRIPTION_MAX, 'validation.maxLength')
      .nullable()
      .transform((v) => v ?? '')
      .optional()
      .default(''),
    imagem: zChurchImage.nullable().default(null),
    textoAlternativo: zOptionalText(READING_PLAN_ALT_MAX)
      .nullable()
      .transform((v) => v || null)
      .optional()
      .default(null),
    ativo: z.boolean({ error: 'validation.invalid' }).default(false),
    dias: z.array(ZAdminReadingPlanDayBody).min(1, 'validation.required').max(READING_PLAN_DAYS_MAX, 'validation.maxValue'),
  })
  .refine((p) => !p.imagem || !!p.textoAlternativo, { path: ['textoAlternativo'], message: 'validation.required' })
  .meta({ id: 'AdminReadingPlanBody' });
export type TAdminReadingPlanBody = z.input<typeof ZAdminReadingPlanBody>;
export type TAdminReadingPlanInput = z.output<typeof ZAdminReadingPlanBody>;

/** POST /admin/:church/reading-plans/:planId/publication: published (members see it) or not. */
export const ZAdminReadingPlanPublicationBody = z
  .strictObject({ ativo: z.boolean({ error: 'validation.invalid' }) })
  .meta({ id: 'AdminReadingPlanPublicationBody' });

/** How many members started the plan, are on track (nothing behind the schedule, not finished) and finished it. */
export const ZReadingPlanStats = z
  .object({ iniciados: z.number().int(), emDia: z.number().int(), concluidos: z.number().int() })
  .meta({ id: 'AdminReadingPlanStats' });
export type TReadingPlanStats = z.infer<typeof ZReadingPlanStats>;

export const ZAdminReadingPlanDay = z
  .object({
    dia: z.number().int(),
    /** The passages as typed (rewritten with the church's abbreviations: "Gn 1-3; Sl 1"). */
    passagens: z.string(),
    leituras: z.array(ZReadingPassage),
    devocional: z.string().nullable(),
  })
  .meta({ id: 'AdminReadingPlanDay' });

export const ZAdminReadingPlan = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    titulo: z.string(),
    descricao: z.string(),
    imagem: z.string().nullable(),
    textoAlternativo: z.string().nullable(),
    ativo: z.boolean(),
    dias: z.array(ZAdminReadingPlanDay),
    estatisticas: ZReadingPlanStats,
  })
  .meta({ id: 'AdminReadingPlan' });
export type TAdminReadingPlan = z.infer<typeof ZAdminReadingPlan>;

export const ZAdminReadingPlanListQuery = z.strictObject({
  q: zText().trim().min(1, 'validation.required').max(100, 'validation.maxLength').optional(),
  page: zPageNumber(),
  limit: zListLimit(),
});
export type TAdminReadingPlanListQuery = z.input<typeof ZAdminReadingPlanListQuery>;

export const ZAdminReadingPlanListItem = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    titulo: z.string(),
    totalDias: z.number().int(),
    ativo: z.boolean(),
    estatisticas: ZReadingPlanStats,
  })
  .meta({ id: 'AdminReadingPlanListItem' });
export type TAdminReadingPlanListItem = z.infer<typeof ZAdminReadingPlanListItem>;

export const ZAdminReadingPlanListPage = z
  .object({ itens: z.array(ZAdminReadingPlanListItem), page: z.number().int(), limit: z.number().int(), total: z.number().int() })
  .meta({ id: 'AdminReadingPlanListPage' });
export type TAdminReadingPlanListPage = z.infer<typeof ZAdminReadingPlanListPage>;

/** POST /admin/:church/reading-plans/images: the multipart form has only the `imagem` file part (the route adds it). */
export const ZAdminReadingPlanImageBody = z.strictObject({}).meta({ id: 'AdminReadingPlanImageBody' });
