import { z } from 'zod';
import { isBibleReferenceText } from '../bible-reference-text.ts';
import { ZId } from '../common.ts';
import { zContentSlug } from '../content-slugs.ts';
import { zEmail, zIsoDate, zOptionalText, zRequiredText, zText } from '../validators.ts';
import { zChurchSlug } from './common.ts';
import { CONTENT_STATES, CONTENT_TEXT_MAX, CONTENT_TITLE_MAX, ZAdminContentParams } from './content.ts';
import { zChurchImage } from './settings.ts';

/**
 * The own fields of the content kinds authored beside devotionals and news (admin/content.ts ADMIN_CONTENT_KINDS):
 * publications, ministries, their social projects and Sunday-school quarters, and the parts they hold (publication
 * types, a quarter's classes and lessons, the order of a ministry's projects). Field names are the tables'
 * (content.schema.ts). Decided:
 * - a publication and a quarter are found by an editable slug (content-slugs.ts: blank derives one from the title,
 *   409 CONTENT_SLUG_TAKEN on `slug` when another item has or had it);
 * - a publication's file is a PDF uploaded here (POST .../publications/files, rewritten pages only like a score),
 *   or the one it has; its type one of the church's (400 PUBLICATION_TYPE_UNKNOWN on `tipoId`);
 * - a project belongs to one of the church's ministries (400 MINISTRY_UNKNOWN on `ministerioId`), shown in the
 *   ministry's order (PUT .../ministries/:id/projects/order names every project of it once);
 * - a lesson is written as a draft and published on its own, now or at `quando` (ahead of now: 400
 *   CONTENT_PUBLISH_IN_PAST on `quando` otherwise, like any content); publishing it now needs its quarter showing,
 *   scheduling it its quarter published (400 EBD_QUARTER_NOT_SHOWING otherwise); the church's members are notified
 *   once, when it shows (now, or by the content publish job when its time arrives, its quarter showing then; EBD,
 *   naming the quarter); its key Bible text must name books and chapters that exist (`validation.bibleReference`).
 */
export const CONTENT_SOCIAL_MAX = 10;
export const PUBLICATION_PDF_MAX_BYTES = 20 * 1024 * 1024;
export const PUBLICATION_TYPE_NAME_MAX = 100;
export const EBD_LABEL_MAX = 100;
export const EBD_CLASS_TEXT_MAX = 100;
export const EBD_REFERENCE_MAX = 200;
export const EBD_LESSONS_MAX = 60;
export const PROJECTS_ORDER_MAX = 200;

const nullableText = (max: number) =>
  zOptionalText(max)
    .nullable()
    .transform((v) => v || null);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const zCount = z
  .number({ error: 'validation.integer' })
  .int('validation.integer')
  .min(0, 'validation.minValue')
  .max(1_000_000_000, 'validation.maxValue');

/** A PDF of this server's uploads (the server also requires it to be the church's own, or the one the item has). */
export const zPublicationFile = zRequiredText(500).regex(/^\/media\/uploads\/[\w-]+(\/[\w-]+)*\.pdf$/, 'validation.invalid');

/** An https address (a social network's page). */
const zHttps = zRequiredText(500).refine((v) => {
  try {
    const url = new URL(v);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}, 'validation.https');

const slug = { slug: zContentSlug.nullable().optional() };
export const PUBLICATION_FIELDS = { ...slug, tipoId: ZId, arquivo: zPublicationFile };
export const PUBLICATION_ANSWER = { slug: z.string(), tipoId: z.number().int(), arquivo: z.string() };

export const MINISTRY_FIELDS = {
  responsavelNome: nullableText(120),
  responsavelFoto: zChurchImage.nullable().default(null),
  responsavelEmail: z.preprocess(blankToNull, zEmail.nullable()).default(null),
  responsavelTelefone: nullableText(40),
  redesSociais: z
    .array(z.strictObject({ rede: zRequiredText(40), url: zHttps }))
    .max(CONTENT_SOCIAL_MAX, 'validation.maxValue')
    .default([]),
};
export const MINISTRY_ANSWER = {
  responsavelNome: z.string().nullable(),
  responsavelFoto: z.string().nullable(),
  responsavelEmail: z.string().nullable(),
  responsavelTelefone: z.string().nullable(),
  redesSociais: z.array(z.object({ rede: z.string(), url: z.string() })),
};

export const PROJECT_FIELDS = {
  ministerioId: ZId,
  meta: nullableText(300),
  metaValor: zCount.nullable().default(null),
  metaAlcancada: zCount.nullable().default(null),
};
export const PROJECT_ANSWER = {
  ministerioId: z.number().int(),
  meta: z.string().nullable(),
  metaValor: z.number().int().nullable(),
  metaAlcancada: z.number().int().nullable(),
};

export const EBD_FIELDS = {
  ...slug,
  trimestre: zRequiredText(EBD_LABEL_MAX),
  dataInicio: zIsoDate(),
  dataFim: zIsoDate(),
};
export const EBD_ANSWER = { slug: z.string(), trimestre: z.string(), dataInicio: z.string(), dataFim: z.string() };

// ---- parts ----

export const ZAdminPartParams = ZAdminContentParams.extend({ partId: ZId });

export const ZAdminPublicationTypeBody = z
  .strictObject({
    nome: zRequiredText(PUBLICATION_TYPE_NAME_MAX),
    descricao: nullableText(500),
    ordem: zCount.max(10_000, 'validation.maxValue').default(0),
  })
  .meta({ id: 'AdminPublicationTypeBody' });
export type TAdminPublicationTypeBody = z.output<typeof ZAdminPublicationTypeBody>;
export const ZAdminPublicationType = z
  .object({ id: z.number().int(), nome: z.string(), descricao: z.string().nullable(), ordem: z.number().int(), total: z.number().int() })
  .meta({ id: 'AdminPublicationType' });
export type TAdminPublicationType = z.infer<typeof ZAdminPublicationType>;
export const ZAdminPublicationTypeList = z.object({ itens: z.array(ZAdminPublicationType) }).meta({ id: 'AdminPublicationTypeList' });
export const ZAdminPublicationTypeParams = z.strictObject({ church: zChurchSlug, id: ZId });

export const ZAdminPublicationFileBody = z.strictObject({}).meta({ id: 'AdminPublicationFileBody' });
export const ZAdminPublicationFile = z.object({ arquivo: z.string() }).meta({ id: 'AdminPublicationFile' });

export const ZAdminProjectOrderBody = z
  .strictObject({ ids: z.array(ZId).min(1, 'validation.required').max(PROJECTS_ORDER_MAX, 'validation.maxValue') })
  .meta({ id: 'AdminProjectOrderBody' });
export const ZAdminMinistryProjects = z
  .object({
    itens: z.array(z.object({ id: z.number().int(), titulo: z.string(), estado: z.enum(CONTENT_STATES), ordem: z.number().int() })),
  })
  .meta({ id: 'AdminMinistryProjects' });
export type TAdminMinistryProjects = z.infer<typeof ZAdminMinistryProjects>;

export const ZAdminEbdClassBody = z
  .strictObject({
    nome: zRequiredText(EBD_CLASS_TEXT_MAX),
    faixaEtaria: nullableText(EBD_CLASS_TEXT_MAX),
    professor: nullableText(EBD_CLASS_TEXT_MAX),
    sala: nullableText(EBD_CLASS_TEXT_MAX),
    horario: nullableText(20),
    ordem: zCount.max(10_000, 'validation.maxValue').default(0),
  })
  .meta({ id: 'AdminEbdClassBody' });
export type TAdminEbdClassBody = z.output<typeof ZAdminEbdClassBody>;
export const ZAdminEbdClass = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    faixaEtaria: z.string().nullable(),
    professor: z.string().nullable(),
    sala: z.string().nullable(),
    horario: z.string().nullable(),
    ordem: z.number().int(),
  })
  .meta({ id: 'AdminEbdClass' });
export type TAdminEbdClass = z.infer<typeof ZAdminEbdClass>;

/** A lesson's state: a draft, published with a time still ahead (scheduled), or on the member pages. */
export const LESSON_STATES = ['draft', 'scheduled', 'published'] as const;
export const ZAdminEbdLessonBody = z
  .strictObject({
    numero: z
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .min(1, 'validation.minValue')
      .max(EBD_LESSONS_MAX, 'validation.maxValue'),
    data: zIsoDate(),
    titulo: zRequiredText(CONTENT_TITLE_MAX),
    textoBiblico: z
      .preprocess(blankToNull, zRequiredText(EBD_REFERENCE_MAX).refine(isBibleReferenceText, 'validation.bibleReference').nullable())
      .default(null),
    conteudo: zText().trim().min(1, 'validation.required').max(CONTENT_TEXT_MAX, 'validation.maxLength'),
  })
  .meta({ id: 'AdminEbdLessonBody' });
export type TAdminEbdLessonBody = z.output<typeof ZAdminEbdLessonBody>;
export const ZAdminEbdLesson = z
  .object({
    id: z.number().int(),
    numero: z.number().int(),
    data: z.string(),
    titulo: z.string(),
    textoBiblico: z.string().nullable(),
    conteudo: z.string(),
    estado: z.enum(LESSON_STATES),
    /** When a scheduled lesson shows (null: it showed when it was published). */
    publicarEm: z.string().nullable(),
    notificadoEm: z.string().nullable(),
  })
  .meta({ id: 'AdminEbdLesson' });
export type TAdminEbdLesson = z.infer<typeof ZAdminEbdLesson>;
export const ZAdminEbdClassList = z.object({ itens: z.array(ZAdminEbdClass) }).meta({ id: 'AdminEbdClassList' });
export const ZAdminEbdLessonList = z.object({ itens: z.array(ZAdminEbdLesson) }).meta({ id: 'AdminEbdLessonList' });
