import { z } from 'zod';
import { MODULE_CODES, ZBanner, ZMenuItem } from '../church.ts';
import { isTimeZone } from '../datetime.ts';
import { contrastRatio, normalizeHexColor } from '../theme.ts';
import { zCnpj } from '../cnpj.ts';
import { zCep, zDateTime, zEmail, zOptionalText, zRequiredText, zText } from '../validators.ts';

/**
 * Church settings (issue 30, first area): the church's texts, colours, menu, modules, time zone, language and
 * banners, in the bootstrap's own shapes and field names (church.ts). Every change is audited and shows on the
 * church's site at once (the church caches are evicted after the commit).
 */

/** The stored language codes (igreja.idioma). */
export const CHURCH_LANGUAGES = ['pt_BR', 'en_US', 'es_ES'] as const;
/** Text on the app colour must read (WCAG AA for normal text). */
export const MIN_TEXT_CONTRAST = 4.5;
export const CHURCH_TEXT_MAX = 10_000;

const zHexColor = z
  .string({ error: 'validation.required' })
  .trim()
  .refine((v) => normalizeHexColor(v) !== undefined, 'validation.color')
  .transform((v) => normalizeHexColor(v)!);

/** An internal path of the church app (/prayer) or an absolute http(s) address. */
const zLink = zRequiredText(500).refine((v) => /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s/]+/.test(v), 'validation.link');

export const ZAdminVisual = z.object({ corApp: z.string(), corTexto: z.string() }).meta({ id: 'AdminVisual' });
export const ZAdminMenuItem = ZMenuItem.extend({ flagAtivo: z.boolean() }).meta({ id: 'AdminMenuItem' });
export type TAdminMenuItem = z.infer<typeof ZAdminMenuItem>;
export const ZAdminBanner = ZBanner.extend({ flagAtivo: z.boolean() }).meta({ id: 'AdminBanner' });
export type TAdminBanner = z.infer<typeof ZAdminBanner>;
export const ZAdminModule = z.object({ codigo: z.enum(MODULE_CODES), ativo: z.boolean() }).meta({ id: 'AdminModule' });

/**
 * The church's legal identity, printed on the yearly donation receipts (apps/server/src/modules/admin/receipt-pdf.ts:
 * the legal name, or the church's name without one; the CNPJ; the address in one line): razão social, CNPJ (14
 * digits) and the church's address (the igreja columns, also the member app's "about" page).
 */
export const ZChurchLegal = z
  .object({
    razaoSocial: z.string().nullable(),
    cnpj: z.string().nullable(),
    cep: z.string().nullable(),
    logradouro: z.string().nullable(),
    numero: z.string().nullable(),
    complemento: z.string().nullable(),
    bairro: z.string().nullable(),
    cidade: z.string().nullable(),
    estado: z.string().nullable(),
  })
  .meta({ id: 'AdminChurchLegal' });
export type TChurchLegal = z.infer<typeof ZChurchLegal>;
export const LEGAL_NAME_MAX = 200;

/** A text of the legal identity: blank or null clears it. */
const zLegalText = (max: number) =>
  zText()
    .trim()
    .max(max, 'validation.maxLength')
    .nullable()
    .transform((v) => v || null);
/** PUT /admin/:church/settings/legal (settings admin): the whole legal identity (null or blank clears a field). */
export const ZChurchLegalBody = z
  .strictObject({
    razaoSocial: zLegalText(LEGAL_NAME_MAX),
    cnpj: zCnpj.nullable(),
    cep: zCep.nullable(),
    logradouro: zLegalText(200),
    numero: zLegalText(20),
    complemento: zLegalText(100),
    bairro: zLegalText(100),
    cidade: zLegalText(100),
    estado: zLegalText(60),
  })
  .meta({ id: 'AdminChurchLegalBody' });
export type TChurchLegalBody = z.input<typeof ZChurchLegalBody>;

/** GET /admin/:church/settings. */
export const ZChurchSettings = z
  .object({
    nome: z.string(),
    descricao: z.string().nullable(),
    historia: z.string().nullable(),
    idioma: z.enum(CHURCH_LANGUAGES).or(z.string()),
    fusoHorario: z.string(),
    /** Where replies to the church's e-mails go (their Reply-To; the church's public e-mail when null). */
    emailResposta: z.string().nullable(),
    visual: ZAdminVisual,
    menu: z.array(ZAdminMenuItem),
    modulos: z.array(ZAdminModule),
    banners: z.array(ZAdminBanner),
    identidadeLegal: ZChurchLegal,
  })
  .meta({ id: 'AdminChurchSettings' });
export type TChurchSettings = z.infer<typeof ZChurchSettings>;

/**
 * PATCH /admin/:church/settings: the texts, language, time zone and the e-mails' reply address (each optional; null
 * clears a text).
 */
export const ZChurchTextsBody = z
  .strictObject({
    nome: zRequiredText(120).optional(),
    descricao: zText().trim().max(CHURCH_TEXT_MAX, 'validation.maxLength').nullable().optional(),
    historia: zText().trim().max(CHURCH_TEXT_MAX, 'validation.maxLength').nullable().optional(),
    idioma: z.enum(CHURCH_LANGUAGES, { error: 'validation.invalid' }).optional(),
    fusoHorario: z
      .string({ error: 'validation.required' })
      .max(64, 'validation.maxLength')
      .refine((v) => isTimeZone(v) && v.includes('/'), 'validation.timeZone')
      .optional(),
    emailResposta: zEmail.nullable().optional(),
  })
  .meta({ id: 'AdminChurchTextsBody' });
export type TChurchTextsBody = z.input<typeof ZChurchTextsBody>;

/** PUT /admin/:church/settings/visual: text on the app colour must have MIN_TEXT_CONTRAST. */
export const ZVisualBody = z
  .strictObject({ corApp: zHexColor, corTexto: zHexColor })
  .refine((v) => contrastRatio(v.corApp, v.corTexto) >= MIN_TEXT_CONTRAST, { path: ['corTexto'], message: 'validation.lowContrast' })
  .meta({ id: 'AdminVisualBody' });
export type TVisualBody = z.input<typeof ZVisualBody>;

/** PUT /admin/:church/settings/menu: the whole menu in its order (an id keeps that item; none creates one). */
export const ZMenuBody = z
  .strictObject({
    itens: z
      .array(
        z.strictObject({
          id: z.number().int().positive().max(2_147_483_647).optional(),
          titulo: zRequiredText(60),
          link: zLink,
          icone: zOptionalText(60).nullable(),
          flagAtivo: z.boolean().default(true),
        }),
      )
      .max(40, 'validation.tooMany'),
  })
  .meta({ id: 'AdminMenuBody' });
export type TMenuBody = z.input<typeof ZMenuBody>;

/** PUT /admin/:church/settings/modules: the modules switched on (every other one off). */
export const ZModulesBody = z
  .strictObject({ ativos: z.array(z.enum(MODULE_CODES, { error: 'validation.invalid' })).max(MODULE_CODES.length) })
  .meta({ id: 'AdminModulesBody' });
export type TModulesBody = z.input<typeof ZModulesBody>;

/**
 * An image of the church's own media: a path of this server (/media/uploads/... from POST /admin/:church/uploads/image,
 * or a /media/seed/... demo image). The server also requires it to be in the church's own upload folder or already
 * used by the church (400 SETTINGS_IMAGE_NOT_OWN on `imagem`): a church cannot point at another church's upload.
 */
export const zChurchImage = zRequiredText(500).refine(
  (v) => /^\/media\/(uploads|seed)\/[\w-]+(\/[\w-]+)*\.(webp|jpe?g|png|svg)$/.test(v),
  'validation.image',
);

/** The text alternative of a banner's image (what a screen reader says instead of it). */
export const BANNER_ALT_MAX = 200;
const zBannerAlt = zRequiredText(BANNER_ALT_MAX);
const zBannerMoment = zDateTime().nullable();
/** A window's end must come after its start (both given). */
const endAfterStart = (v: { dataInicio?: string | null; dataFim?: string | null }) =>
  !v.dataInicio || !v.dataFim || Date.parse(v.dataFim) > Date.parse(v.dataInicio);
const WINDOW_REFUSAL = { path: ['dataFim'], message: 'validation.endAfterStart' };

export const ZBannerBody = z
  .strictObject({
    titulo: zRequiredText(120),
    imagem: zChurchImage,
    textoAlternativo: zBannerAlt,
    link: zLink.nullable().optional(),
    dataInicio: zBannerMoment.optional(),
    dataFim: zBannerMoment.optional(),
    flagAtivo: z.boolean().default(true),
  })
  .refine(endAfterStart, WINDOW_REFUSAL)
  .meta({ id: 'AdminBannerBody' });
export type TBannerBody = z.input<typeof ZBannerBody>;
/** A change: the fields given (the window is checked again on the server against the stored other end). */
export const ZBannerUpdateBody = z
  .strictObject({
    titulo: zRequiredText(120).optional(),
    imagem: zChurchImage.optional(),
    textoAlternativo: zBannerAlt.optional(),
    link: zLink.nullable().optional(),
    dataInicio: zBannerMoment.optional(),
    dataFim: zBannerMoment.optional(),
    flagAtivo: z.boolean().optional(),
  })
  .refine(endAfterStart, WINDOW_REFUSAL)
  .meta({ id: 'AdminBannerUpdateBody' });
export type TBannerUpdateBody = z.input<typeof ZBannerUpdateBody>;

/** What an uploaded image is for (its folder: the church's own, per use). */
export const ADMIN_IMAGE_USES = ['banner', 'event'] as const;
/** POST /admin/:church/uploads/image: the multipart form's text fields (the route adds the `imagem` file part). */
export const ZAdminImageUploadBody = z
  .strictObject({ uso: z.enum(ADMIN_IMAGE_USES, { error: 'validation.invalid' }) })
  .meta({ id: 'AdminImageUploadBody' });
export const ZAdminImageUpload = z.object({ imagem: z.string() }).meta({ id: 'AdminImageUpload' });
export type TAdminImageUpload = z.infer<typeof ZAdminImageUpload>;

/** PUT /admin/:church/settings/banners/order: every banner id, in the new order. */
export const ZBannerOrderBody = z
  .strictObject({ ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1, 'validation.required').max(200) })
  .meta({ id: 'AdminBannerOrderBody' });
export const ZAdminBannerList = z.object({ itens: z.array(ZAdminBanner) }).meta({ id: 'AdminBannerList' });
