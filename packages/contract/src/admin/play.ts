import { z } from 'zod';
import { ZId } from '../common.ts';
import { MAX_PAYMENT_CENTS } from '../payments/constants.ts';
import { PLAY_PERIODS, PLAY_TAG_MAX, PLAY_VISIBILITY } from '../play.ts';
import { zOptionalText, zRequiredText } from '../validators.ts';
import { zChurchSlug } from './common.ts';
import { MEDIA_STATES } from './media.ts';
import { zChurchImage } from './settings.ts';

/**
 * The Play catalogue authored by staff (issue 35; the `play` grant: view reads, edit writes; every write audited
 * under `play`). Field names are the tables' (play.schema.ts). Decided:
 * - money in cents of the church's currency: `valor` per period, `taxaAdesao` once with the first charge;
 *   `flagRepassarTaxas` the subscriber covers the card fees. `codigo` blank: made from the name (unique per church,
 *   409 PLAY_PLAN_CODE_TAKEN otherwise). An inactive plan takes no new subscribers; its subscribers keep watching until
 *   the end of the period they paid, and are not renewed (play/renewal-runner.ts ends them);
 * - a collection with no `planoIds` is seen on every plan; with some, only by subscribers of those plans (visitors
 *   and members without a subscription see only the collections of every plan);
 * - a content plays a ready item of the church's media library (`midiaArquivoId`, 409 MEDIA_NOT_READY otherwise);
 *   the demo's contents play their own file (`arquivoDemo`) until staff choose a media item. `imagem` null: the
 *   media item's poster. New contents are drafts (`publicado` false); unpublished ones never reach members (home,
 *   lists, search, my list, detail, playback) and show again at once when published;
 * - orders: collections (PUT …/collections/order), contents inside a collection (PUT …/collections/:id/contents/order),
 *   each naming every id once (400 PLAY_ORDER_MISMATCH otherwise); new ones go last.
 */
export const PLAY_PLAN_NAME_MAX = 120;
export const PLAY_PLAN_CODE_MAX = 40;
export const PLAY_DESCRIPTION_MAX = 2000;
export const PLAY_TITLE_MAX = 200;
export const PLAY_SUMMARY_MAX = 300;
export const PLAY_TAGS_MAX = 10;
export const PLAY_COLLECTIONS_MAX = 100;
/** The member home reads this many contents at most (play.service.ts). */
export const PLAY_CONTENTS_MAX = 500;
export const PLAY_PLANS_MAX = 20;

export const ZAdminPlayIdParams = z.strictObject({ church: zChurchSlug, id: ZId });

const zCents = z
  .number({ error: 'validation.integer' })
  .int('validation.integer')
  .min(0, 'validation.minValue')
  .max(MAX_PAYMENT_CENTS, 'validation.maxValue');
const zLongText = (max: number) => zOptionalText(max).transform((v) => v ?? '');
const zImage = zChurchImage.nullable().default(null);

export const ZAdminPlayConfigBody = z
  .strictObject({ tipoVisibilidadeConteudo: z.enum(PLAY_VISIBILITY, { error: 'validation.invalid' }) })
  .meta({ id: 'AdminPlayConfigBody' });

export const ZAdminPlayPlanBody = z
  .strictObject({
    nome: zRequiredText(PLAY_PLAN_NAME_MAX),
    descricao: zLongText(PLAY_DESCRIPTION_MAX),
    codigo: zOptionalText(PLAY_PLAN_CODE_MAX)
      .nullable()
      .transform((v) => (v ? v.toUpperCase() : null))
      .refine((v) => v === null || /^[A-Z0-9][A-Z0-9-]*$/.test(v), 'validation.playPlanCode'),
    periodo: z.enum(PLAY_PERIODS, { error: 'validation.invalid' }),
    valor: zCents.refine((v) => v > 0, 'validation.minValue'),
    taxaAdesao: zCents.default(0),
    flagRepassarTaxas: z.boolean({ error: 'validation.invalid' }).default(false),
    flagAtivo: z.boolean({ error: 'validation.invalid' }).default(true),
  })
  .meta({ id: 'AdminPlayPlanBody' });
export type TAdminPlayPlanInput = z.output<typeof ZAdminPlayPlanBody>;

export const ZAdminPlayPlan = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    descricao: z.string(),
    codigo: z.string(),
    periodo: z.enum(PLAY_PERIODS),
    valor: z.number().int(),
    taxaAdesao: z.number().int(),
    flagRepassarTaxas: z.boolean(),
    flagAtivo: z.boolean(),
    /** Subscriptions still valid on this plan (an inactive plan keeps them until their period ends). */
    assinantes: z.number().int(),
  })
  .meta({ id: 'AdminPlayPlan' });
export type TAdminPlayPlan = z.infer<typeof ZAdminPlayPlan>;

export const ZAdminPlayCollectionBody = z
  .strictObject({
    nome: zRequiredText(PLAY_PLAN_NAME_MAX),
    descricao: zLongText(PLAY_DESCRIPTION_MAX),
    imagem: zImage,
    planoIds: z.array(ZId, { error: 'validation.invalid' }).max(PLAY_PLANS_MAX, 'validation.maxValue').default([]),
  })
  .meta({ id: 'AdminPlayCollectionBody' });
export type TAdminPlayCollectionInput = z.output<typeof ZAdminPlayCollectionBody>;

export const ZAdminPlayCollection = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    descricao: z.string(),
    imagem: z.string().nullable(),
    ordem: z.number().int(),
    /** Empty: every plan sees it. */
    planoIds: z.array(z.number().int()),
  })
  .meta({ id: 'AdminPlayCollection' });
export type TAdminPlayCollection = z.infer<typeof ZAdminPlayCollection>;

const zTag = zRequiredText(PLAY_TAG_MAX);

export const ZAdminPlayContentBody = z
  .strictObject({
    titulo: zRequiredText(PLAY_TITLE_MAX),
    resumo: zLongText(PLAY_SUMMARY_MAX),
    descricao: zLongText(PLAY_DESCRIPTION_MAX),
    imagem: zImage,
    /** A ready video of the church's media library; null keeps a demo content's own file. */
    midiaArquivoId: ZId.nullable().default(null),
    coletaneaId: ZId.nullable().default(null),
    tags: z
      .array(zTag, { error: 'validation.invalid' })
      .max(PLAY_TAGS_MAX, 'validation.maxValue')
      .default([])
      .transform((tags) => [...new Map(tags.map((t) => [t.toLowerCase(), t])).values()]),
    flagDestaque: z.boolean({ error: 'validation.invalid' }).default(false),
  })
  .meta({ id: 'AdminPlayContentBody' });
export type TAdminPlayContentInput = z.output<typeof ZAdminPlayContentBody>;

export const ZAdminPlayContent = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    resumo: z.string(),
    descricao: z.string(),
    imagem: z.string().nullable(),
    midia: z
      .object({
        id: z.number().int(),
        nome: z.string(),
        situacao: z.enum(MEDIA_STATES),
        duracaoSegundos: z.number().nullable(),
        poster: z.string().nullable(),
      })
      .nullable(),
    /** A demo content playing its own file (no media item chosen yet). */
    arquivoDemo: z.boolean(),
    coletaneaId: z.number().int().nullable(),
    tags: z.array(z.string()),
    flagDestaque: z.boolean(),
    publicado: z.boolean(),
    ordem: z.number().int(),
  })
  .meta({ id: 'AdminPlayContent' });
export type TAdminPlayContent = z.infer<typeof ZAdminPlayContent>;

export const ZAdminPlayCatalogue = z
  .object({
    tipoVisibilidadeConteudo: z.enum(PLAY_VISIBILITY),
    moeda: z.string(),
    planos: z.array(ZAdminPlayPlan),
    coletaneas: z.array(ZAdminPlayCollection),
    conteudos: z.array(ZAdminPlayContent),
  })
  .meta({ id: 'AdminPlayCatalogue' });
export type TAdminPlayCatalogue = z.infer<typeof ZAdminPlayCatalogue>;

export const ZAdminPlayPublicationBody = z
  .strictObject({ publicado: z.boolean({ error: 'validation.invalid' }) })
  .meta({ id: 'AdminPlayPublicationBody' });

/** Every id of the list once, in the new order. */
export const ZAdminPlayOrderBody = z
  .strictObject({ ids: z.array(ZId).min(1, 'validation.required').max(PLAY_CONTENTS_MAX, 'validation.maxValue') })
  .meta({ id: 'AdminPlayOrderBody' });

/** GET …/play/preview?plano=: what a subscriber of that plan sees on the member home (no plan: a visitor). */
export const ZAdminPlayPreviewQuery = z.strictObject({ plano: ZId.optional() });

/** POST …/play/images: the multipart form has only the `imagem` file part (the route adds it). */
export const ZAdminPlayImageBody = z.strictObject({}).meta({ id: 'AdminPlayImageBody' });
