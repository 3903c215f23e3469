import { z } from 'zod';
import { ZId } from '../common.ts';
import { zDateTime, zOptionalText, zRequiredText, zText } from '../validators.ts';
import { zChurchSlug, zListLimit } from './common.ts';
import { zChurchImage } from './settings.ts';

/**
 * Authoring the church's content in the staff console (issue 33; `content` grant: view reads, edit writes), one
 * shape for every kind the console authors (ADMIN_CONTENT_KINDS, in the menu's order), each kind adding its own
 * fields (a devotional's Bible passage). Field names are the tables' (content.schema.ts). Decided:
 * - an item is created as a draft (`rascunho`: never on the member pages); its state (CONTENT_STATES) is derived:
 *   draft, unpublished (switched off after publishing), scheduled (published with a date still ahead), published;
 * - publishing takes `quando` (an instant ahead of now: scheduled) or nothing (now); a past `quando` is refused
 *   (400 CONTENT_PUBLISH_IN_PAST on `quando`); publishing a devotional or a news item notifies the church's members
 *   once, when it shows (now, or when the scheduled time arrives: a job claims each item once);
 * - the rich text (`conteudo`) is sanitised by the server before it is stored (the one staff rich-text policy), and
 *   one that is empty once sanitised is refused like a blank one;
 * - the cover is an upload of the church's own content folder (POST /admin/:church/content/images), with a text
 *   alternative required beside it and an optional focal point (x, y from 0 to 1) the member app crops around.
 */
export const ADMIN_CONTENT_KINDS = ['devotionals', 'news', 'videos', 'publications', 'ministries', 'projects', 'ebd'] as const;
export type TAdminContentKind = (typeof ADMIN_CONTENT_KINDS)[number];
export const CONTENT_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type TContentState = (typeof CONTENT_STATES)[number];

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_SUMMARY_MAX = 500;
export const CONTENT_TEXT_MAX = 100_000;
export const CONTENT_AUTHOR_MAX = 120;
export const CONTENT_ALT_MAX = 200;
export const CONTENT_TAG_MAX = 40;
export const CONTENT_TAGS_MAX = 10;
export const CONTENT_PASSAGE_MAX = 200;

export const ZAdminContentListParams = z.strictObject({ church: zChurchSlug });
export const ZAdminContentParams = z.strictObject({ church: zChurchSlug, id: ZId });

export const ZAdminContentListQuery = z.strictObject({
  busca: zOptionalText(100),
  estado: z.enum(CONTENT_STATES, { error: 'validation.invalid' }).optional(),
  page: z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(1, 'validation.invalid')
    .max(100_000, 'validation.invalid')
    .default(1),
  limit: zListLimit(20),
});
export type TAdminContentListQuery = z.input<typeof ZAdminContentListQuery>;

const nullableText = (max: number) =>
  zOptionalText(max)
    .nullable()
    .transform((v) => v || null);
const zUnit = z.number({ error: 'validation.invalid' }).min(0, 'validation.minValue').max(1, 'validation.maxValue');
export const ZFocalPoint = z.strictObject({ x: zUnit, y: zUnit }).meta({ id: 'AdminContentFocalPoint' });

/** The fields every kind shares, as the console sends them (the kind's own fields are added by `adminContentBody`). */
export const ADMIN_CONTENT_FIELDS = {
  titulo: zRequiredText(CONTENT_TITLE_MAX),
  resumo: nullableText(CONTENT_SUMMARY_MAX),
  conteudo: zText().trim().min(1, 'validation.required').max(CONTENT_TEXT_MAX, 'validation.maxLength'),
  autor: nullableText(CONTENT_AUTHOR_MAX),
  imagem: zChurchImage.nullable().default(null),
  imagemAlt: nullableText(CONTENT_ALT_MAX),
  imagemFoco: ZFocalPoint.nullable().default(null),
  tags: z.array(zRequiredText(CONTENT_TAG_MAX)).max(CONTENT_TAGS_MAX, 'validation.maxValue').default([]),
};

/** A cover needs its text alternative (what a screen reader says instead of it). */
const altWithImage = (v: unknown) => {
  const { imagem, imagemAlt } = v as { imagem?: string | null; imagemAlt?: string | null };
  return !imagem || !!imagemAlt;
};

/** The create and update body of a kind: the shared fields and the kind's own, a cover's alt text required. */
export function adminContentBody<X extends z.ZodRawShape>(name: string, extra: X) {
  return z
    .strictObject({ ...ADMIN_CONTENT_FIELDS, ...extra })
    .refine(altWithImage, { path: ['imagemAlt'], message: 'validation.required' })
    .meta({ id: `Admin${name}Body` });
}

export const ZAdminContentPublishBody = z.strictObject({ quando: zDateTime().optional() }).meta({ id: 'AdminContentPublishBody' });

/** Every field as stored, with the derived state. */
export const ZAdminContentItem = z.object({
  id: z.number().int(),
  estado: z.enum(CONTENT_STATES),
  titulo: z.string(),
  resumo: z.string().nullable(),
  conteudo: z.string(),
  autor: z.string().nullable(),
  imagem: z.string().nullable(),
  imagemAlt: z.string().nullable(),
  imagemFoco: z.object({ x: z.number(), y: z.number() }).nullable(),
  tags: z.array(z.string()),
  dataPublicacao: z.string(),
  notificadoEm: z.string().nullable(),
  atualizadoEm: z.string(),
});
export type TAdminContentItem = z.infer<typeof ZAdminContentItem>;

export const ZAdminContentSummary = ZAdminContentItem.pick({
  id: true,
  estado: true,
  titulo: true,
  autor: true,
  imagem: true,
  dataPublicacao: true,
  atualizadoEm: true,
});
export type TAdminContentSummary = z.infer<typeof ZAdminContentSummary>;

/** The kind's response schemas. */
export function adminContentSchemas<X extends z.ZodRawShape>(name: string, answer: X) {
  const item = ZAdminContentItem.extend(answer).meta({ id: `Admin${name}` });
  const list = z
    .object({
      itens: z.array(ZAdminContentSummary.meta({ id: `Admin${name}Summary` })),
      total: z.number().int(),
      page: z.number().int(),
      limit: z.number().int(),
    })
    .meta({ id: `Admin${name}List` });
  return { item, list };
}

export const ZAdminContentImageBody = z.strictObject({}).meta({ id: 'AdminContentImageBody' });
