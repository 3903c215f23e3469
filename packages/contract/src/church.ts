import { z } from 'zod';
import { zIdOf } from './common.ts';

/** Module codes of spec section 2 that gate routes. Presence is checked by `codigo`. */
export const MODULE_CODES = [
  'MOD_CULTO',
  'MOD_EVENTO',
  'MOD_DOACAO',
  'MOD_CELULA',
  'MOD_DEVOCIONAL',
  'MOD_NOTICIA',
  'MOD_EBD',
  'MOD_PUBLICACAO',
  'MOD_MURAL_ORACAO',
  'MOD_ASSINATURA',
  'MOD_VOLUTS',
  'MOD_MYKIDS',
] as const;
export type TModuleCode = (typeof MODULE_CODES)[number];

/** Payment gateway ids of the spec (4 = wallet app). */
export const PAYMENT_GATEWAY_IDS = [1, 4, 5, 8] as const;

export const ZChurch = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    slug: z.string(),
    codigo: z.string(),
    nome: z.string(),
    /** BCP 47, lowercased: pt_BR -> pt-br (default en). */
    idioma: z.string(),
    moeda: z.string(),
    /** IANA time zone: the church's clock for every date and time shown, and its calendar day (contract datetime.ts). */
    fusoHorario: z.string(),
    historia: z.string().nullable(),
    descricao: z.string().nullable(),
    imagens: z.array(z.string()),
    logo: z.string().nullable(),
    flagAtivo: z.boolean(),
    slugOrganizacao: z.string().nullable(),
    facebookPixelCode: z.string().nullable(),
    email: z.string().nullable(),
    telefone: z.string().nullable(),
    whatsapp: z.string().nullable(),
    site: z.string().nullable(),
    redesSociais: z.record(z.string(), z.string()),
    cep: z.string().nullable(),
    logradouro: z.string().nullable(),
    numero: z.string().nullable(),
    complemento: z.string().nullable(),
    bairro: z.string().nullable(),
    cidade: z.string().nullable(),
    estado: z.string().nullable(),
    pais: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    linkAppAndroid: z.string().nullable(),
    linkAppIos: z.string().nullable(),
  })
  .meta({ id: 'Church' });
export type TChurch = z.infer<typeof ZChurch>;

/** A church as listed by organization / nearest lookups; `host` is where its app lives. */
export const ZChurchSummary = ZChurch.pick({
  id: true,
  slug: true,
  codigo: true,
  nome: true,
  logo: true,
  cidade: true,
  estado: true,
  latitude: true,
  longitude: true,
})
  .extend({ host: z.string(), distanciaKm: z.number().nullable().optional() })
  .meta({ id: 'ChurchSummary' });
export type TChurchSummary = z.infer<typeof ZChurchSummary>;

/** GET /igreja/?hostname= (the web app uses the first item of `clientes`). */
export const ZChurchByHostQuery = z.strictObject({ hostname: z.string().min(1).max(253) });
export const ZChurchListResponse = z.object({ clientes: z.array(ZChurch) });
export const ZChurchSummaryList = z.object({ clientes: z.array(ZChurchSummary) });

/** GET /cliente/?organizacao=&latitude=&longitude= (nearest first when coordinates are given). */
export const ZClientsQuery = z
  .strictObject({
    organizacao: z.string().min(1).max(100),
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
  })
  // One coordinate alone cannot locate anyone: ask for both rather than silently ignoring one.
  .superRefine((q, ctx) => {
    if (q.latitude !== undefined && q.longitude === undefined) {
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['longitude'] });
    }
    if (q.longitude !== undefined && q.latitude === undefined) {
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['latitude'] });
    }
  });

/** `{slug}` path parameter of the church endpoints (must be the host's church). */
export const ZChurchSlugParams = z.strictObject({ slug: z.string().min(1).max(100) });
/** GET /igreja/codigo/{code}. */
export const ZChurchCodeParams = z.strictObject({ code: z.string().min(1).max(50) });

export const ZModule = z.object({ id: z.number().int(), codigo: z.string(), nome: z.string() }).meta({ id: 'Module' });
export type TModule = z.infer<typeof ZModule>;

export const ZVisual = z
  .object({
    corApp: z.string(),
    corTexto: z.string(),
    logo: z.string().nullable(),
    favicon: z.string().nullable(),
    imagemCapa: z.string().nullable(),
  })
  .meta({ id: 'Visual' });
export type TVisual = z.infer<typeof ZVisual>;

export const ZMenuItem = z
  .object({ id: z.number().int(), titulo: z.string(), link: z.string(), icone: z.string().nullable(), ordem: z.number().int() })
  .meta({ id: 'MenuItem' });
export type TMenuItem = z.infer<typeof ZMenuItem>;

/**
 * A home banner (spec: id, titulo, imagem, link, ordem). Additions: `textoAlternativo`, the image's text alternative
 * (the carousel's alt), and the window it shows in (`dataInicio`/`dataFim`, ISO date-times, null for open): the
 * member endpoint lists only active banners inside their window.
 */
export const ZBanner = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    imagem: z.string(),
    link: z.string().nullable(),
    ordem: z.number().int(),
    textoAlternativo: z.string(),
    dataInicio: z.string().nullable(),
    dataFim: z.string().nullable(),
  })
  .meta({ id: 'Banner' });
export type TBanner = z.infer<typeof ZBanner>;

export const ZCongregation = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    endereco: z.string().nullable(),
    cidade: z.string().nullable(),
    estado: z.string().nullable(),
  })
  .meta({ id: 'Congregation' });
export type TCongregation = z.infer<typeof ZCongregation>;

export const ZPaymentMethod = z
  .object({
    id: z.number().int(),
    codigo: z.string(),
    nome: z.string(),
    idGatewayPagamento: z.number().int(),
    maxParcelas: z.number().int(),
  })
  .meta({ id: 'PaymentMethod' });
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

export const ZOrganization = z
  .object({ id: z.number().int(), slug: z.string(), nome: z.string(), logo: z.string().nullable() })
  .meta({ id: 'Organization' });
export type TOrganization = z.infer<typeof ZOrganization>;

/** `?igreja={id}` query of the church-scoped list endpoints. Must be the host's church. */
export const ZChurchIdQuery = z.strictObject({
  // A query value arrives as a string: a missing one reads "required", a non-number "enter a whole number".
  igreja: z.string({ error: (iss) => (iss.input === undefined ? 'validation.required' : 'validation.invalid') }).pipe(zIdOf<string>()),
});

/**
 * Tenant bootstrap: everything app start needs (spec section 4), in one object. The server injects it
 * into index.html and serves it at GET /bff/bootstrap, so church home paints without five requests.
 */
export const ZBootstrap = z
  .object({
    igreja: ZChurch,
    modulos: z.array(ZModule),
    visual: ZVisual,
    menu: z.array(ZMenuItem),
    metodosPagamento: z.array(ZPaymentMethod),
    organizacao: ZOrganization.nullable(),
    adminUrl: z.string(),
  })
  .meta({ id: 'Bootstrap' });
export type TBootstrap = z.infer<typeof ZBootstrap>;
