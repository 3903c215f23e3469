import { z } from 'zod';
import { BIBLE_BOOK_CODES } from './bible-books.ts';

/** Plan and subscription ids are UUIDs that stay strings in routes (spec section 2, guards). */
const zUuid = z.uuid('validation.invalid');

/** One passage of a day: a chapter or a run of chapters of one book. */
export const ZReadingPassage = z
  .object({ livro: z.enum(BIBLE_BOOK_CODES), capitulo: z.number().int(), capituloFim: z.number().int().optional() })
  .meta({ id: 'ReadingPassage' });
export type TReadingPassage = z.infer<typeof ZReadingPassage>;

export const ZReadingPlanDay = z
  .object({ dia: z.number().int(), leituras: z.array(ZReadingPassage), devocional: z.string().nullable() })
  .meta({ id: 'ReadingPlanDay' });
export type TReadingPlanDay = z.infer<typeof ZReadingPlanDay>;

/** A plan as listed: the church's own ('igreja') or one built into the app ('padrao'). */
export const ZReadingPlanSummary = z
  .object({
    uuid: z.string(),
    titulo: z.string(),
    descricao: z.string(),
    totalDias: z.number().int(),
    origem: z.enum(['igreja', 'padrao']),
  })
  .meta({ id: 'ReadingPlanSummary' });
export type TReadingPlanSummary = z.infer<typeof ZReadingPlanSummary>;

export const ZReadingPlanList = z.object({ planos: z.array(ZReadingPlanSummary) }).meta({ id: 'ReadingPlanList' });

/** A plan with its days; a church's plan may have a cover (an image of the church's and its text alternative). */
export const ZReadingPlan = ZReadingPlanSummary.extend({
  dias: z.array(ZReadingPlanDay),
  imagem: z.string().nullable().optional(),
  textoAlternativo: z.string().nullable().optional(),
}).meta({ id: 'ReadingPlan' });
export type TReadingPlan = z.infer<typeof ZReadingPlan>;

/**
 * A member's progress in a plan. `diaAtual` is the day the schedule has reached today (1 on the start day,
 * at most totalDias); `diasAtrasados` counts unread days up to it (catch-up moves the schedule so it is 0).
 */
export const ZReadingSubscription = z
  .object({
    uuid: z.string(),
    plano: ZReadingPlanSummary,
    dataInicio: z.string(),
    diasLidos: z.array(z.number().int()),
    diaAtual: z.number().int(),
    diasAtrasados: z.number().int(),
    concluido: z.boolean(),
    dataConclusao: z.string().nullable(),
  })
  .meta({ id: 'ReadingSubscription' });
export type TReadingSubscription = z.infer<typeof ZReadingSubscription>;

/** The caller's plans: in progress and completed (spec section 1). */
export const ZReadingSubscriptionList = z
  .object({ emAndamento: z.array(ZReadingSubscription), concluidos: z.array(ZReadingSubscription) })
  .meta({ id: 'ReadingSubscriptionList' });
export type TReadingSubscriptionList = z.infer<typeof ZReadingSubscriptionList>;

export const ZReadingPlanParams = z.strictObject({ planUuid: zUuid });
export const ZReadingSubscriptionParams = z.strictObject({ subscriptionUuid: zUuid });
export const ZReadingDayParams = z.strictObject({
  subscriptionUuid: zUuid,
  dia: z.coerce.number('validation.integer').int('validation.integer').min(1, 'validation.invalid').max(366, 'validation.invalid'),
});
export const ZReadingDayBody = z.strictObject({ lido: z.boolean('validation.invalid') }).meta({ id: 'ReadingDayBody' });
