import { z } from 'zod';
import { ZId } from './common.ts';
import { ZChurchIdQuery } from './church.ts';
import { ZPayment, ZPaymentCard } from './payments/payment.ts';
import { zText } from './validators.ts';

/**
 * Play, the paid video subscription area (spec sections 3 "Play", 6, 7 "Play"; MOD_ASSINATURA). Amounts are cents
 * of the church's currency. A subscription is valid while `status.situacao` is 'ativo' (spec section 6).
 */

/** 'publico': everyone browses the catalogue (watching needs a subscription); 'assinantes': only subscribers browse. */
export const PLAY_VISIBILITY = ['publico', 'assinantes'] as const;
export const PLAY_PERIODS = ['mensal', 'anual'] as const;
export const PLAY_SITUATIONS = ['ativo', 'pendente', 'inativo'] as const;
/** A declined renewal is tried again after these many days; after the last one the subscription lapses. */
export const PLAY_RETRY_DAYS = [1, 3] as const;
/** Signed media links live this long (seconds): enough to start and seek, never a permanent link. */
export const PLAY_MEDIA_TTL_SECONDS = 15 * 60;
export const PLAY_SEARCH_MIN = 2;
export const PLAY_SEARCH_MAX = 80;
export const PLAY_TAG_MAX = 40;
export const PLAY_PAGE_MAX = 60;

export const ZPlayConfig = z.object({ tipoVisibilidadeConteudo: z.enum(PLAY_VISIBILITY) }).meta({ id: 'PlayConfig' });
export type TPlayConfig = z.infer<typeof ZPlayConfig>;

export const ZPlayPlan = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    descricao: z.string(),
    /** The subscription code shown on the plan and the member's subscription. */
    codigo: z.string(),
    periodo: z.enum(PLAY_PERIODS),
    moeda: z.string(),
    /** Price per period. */
    valor: z.number().int(),
    /** One-off subscription fee, charged with the first period. */
    taxaAdesao: z.number().int(),
    /** Card fees the subscriber covers on each charge (0 when the church absorbs them). */
    taxas: z.number().int(),
    /** First charge: valor + taxaAdesao + fees. What checkout's `valor` must match. */
    totalPrimeiraCobranca: z.number().int(),
  })
  .meta({ id: 'PlayPlan' });
export type TPlayPlan = z.infer<typeof ZPlayPlan>;
export const ZPlayPlanList = z.object({ planos: z.array(ZPlayPlan) }).meta({ id: 'PlayPlanList' });

export const ZPlayCollection = z
  .object({ id: z.number().int(), nome: z.string(), descricao: z.string(), imagem: z.string().nullable() })
  .meta({ id: 'PlayCollection' });
export type TPlayCollection = z.infer<typeof ZPlayCollection>;

export const ZPlayContentSummary = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    resumo: z.string(),
    imagem: z.string().nullable(),
    duracaoSegundos: z.number().int(),
    tags: z.array(z.string()),
    flagDestaque: z.boolean(),
    coletanea: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  })
  .meta({ id: 'PlayContentSummary' });
export type TPlayContentSummary = z.infer<typeof ZPlayContentSummary>;

export const ZPlayContent = ZPlayContentSummary.extend({
  descricao: z.string(),
  legendas: z.boolean(),
  /** The caller's my-list item id, null when not in the list (or a visitor). */
  minhaListaId: z.number().int().nullable(),
  /** Whether the caller may watch now (an active subscription of this church). */
  acesso: z.boolean(),
}).meta({ id: 'PlayContent' });
export type TPlayContent = z.infer<typeof ZPlayContent>;

export const ZPlayContentList = z
  .object({ conteudos: z.array(ZPlayContentSummary), total: z.number().int(), coletanea: ZPlayCollection.nullable() })
  .meta({ id: 'PlayContentList' });

const zFlag = z.enum(['true', 'false', '1', '0'], { error: 'validation.invalid' }).transform((v) => v === 'true' || v === '1');

/** GET /plano-assinatura-conteudo/?igreja&destaque&tag&coletanea&busca */
export const ZPlayContentListQuery = z.strictObject({
  igreja: ZChurchIdQuery.shape.igreja,
  destaque: zFlag.optional(),
  tag: zText().trim().min(1, 'validation.required').max(PLAY_TAG_MAX, 'validation.maxLength').optional(),
  coletanea: ZId.optional(),
  busca: zText().trim().min(PLAY_SEARCH_MIN, 'validation.playSearch').max(PLAY_SEARCH_MAX, 'validation.maxLength').optional(),
  page: z.coerce.number({ error: 'validation.integer' }).int('validation.integer').min(1, 'validation.minValue').max(1000).default(1),
  limit: z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(1)
    .max(PLAY_PAGE_MAX, 'validation.maxValue')
    .default(24),
});
export type TPlayContentListQuery = z.input<typeof ZPlayContentListQuery>;

export const ZPlayHome = z
  .object({
    tags: z.array(z.string()),
    destaques: z.array(ZPlayContentSummary),
    coletaneas: z.array(ZPlayCollection.extend({ conteudos: z.array(ZPlayContentSummary) })),
    porTag: z.array(z.object({ tag: z.string(), conteudos: z.array(ZPlayContentSummary) })),
  })
  .meta({ id: 'PlayHome' });
export type TPlayHome = z.infer<typeof ZPlayHome>;

/** My list (spec: "my-list items (planoAssinaturaConteudo)"). */
export const ZPlayListItem = z
  .object({ id: z.number().int(), dataCadastro: z.string(), planoAssinaturaConteudo: ZPlayContentSummary })
  .meta({ id: 'PlayListItem' });
export type TPlayListItem = z.infer<typeof ZPlayListItem>;
export const ZPlayList = z.object({ itens: z.array(ZPlayListItem) }).meta({ id: 'PlayList' });
export const ZPlayListAddQuery = z.strictObject({
  planoAssinaturaConteudo: ZId,
  igreja: ZChurchIdQuery.shape.igreja,
  usuario: ZId,
});
export const ZPlayListQuery = z.strictObject({ usuario: ZId, igreja: ZChurchIdQuery.shape.igreja });

/** A member's subscription (spec: code, subscribed date, status.situacao; 'ativo' means valid). */
export const ZPlaySubscription = z
  .object({
    id: z.number().int(),
    codigo: z.string(),
    dataAssinatura: z.string(),
    plano: z.object({ id: z.number().int(), nome: z.string(), codigo: z.string(), periodo: z.enum(PLAY_PERIODS) }),
    /** End of the paid period. */
    validoAte: z.string().nullable(),
    /** Renews at the end of the period (false once cancelled: still valid until `validoAte`). */
    renovacaoAutomatica: z.boolean(),
    proximaCobranca: z.string().nullable(),
    cartao: z.object({ bandeira: z.string(), ultimosDigitos: z.string() }).nullable(),
    status: z.object({ situacao: z.enum(PLAY_SITUATIONS) }),
  })
  .meta({ id: 'PlaySubscription' });
export type TPlaySubscription = z.infer<typeof ZPlaySubscription>;
export const ZPlaySubscriptionList = z.object({ assinaturas: z.array(ZPlaySubscription) }).meta({ id: 'PlaySubscriptionList' });
export const ZPlaySubscriptionListParams = z.strictObject({ id: ZId });

/** POST /usuario-plano-assinatura/ (spec checkout {planId, value}): by card, renewed on the same card. */
export const ZPlaySubscribeBody = z
  .strictObject({
    igreja: ZId,
    planoAssinatura: ZId,
    /** What the member saw (first charge, cents): a changed price answers 409 instead of charging another amount. */
    valor: z.coerce.number({ error: 'validation.integer' }).int('validation.integer').min(0, 'validation.minValue'),
    metodoPagamento: z.literal('cartao_credito', { error: 'validation.paymentMethod' }),
    cartao: ZPaymentCard,
    salvarCartao: z.boolean().default(true),
  })
  .meta({ id: 'PlaySubscribeBody' });
export type TPlaySubscribeBody = z.input<typeof ZPlaySubscribeBody>;
export const ZPlaySubscribeResult = z
  .object({ assinatura: ZPlaySubscription.nullable(), pagamento: ZPayment })
  .meta({ id: 'PlaySubscribeResult' });
export type TPlaySubscribeResult = z.infer<typeof ZPlaySubscribeResult>;

/** Short-lived signed links to a content's files (checked on every playback). */
export const ZPlayPlayback = z
  .object({
    fontes: z.array(z.object({ url: z.string(), tipo: z.string() })),
    legendas: z.array(z.object({ url: z.string(), idioma: z.string(), rotulo: z.string() })),
    expiraEm: z.string(),
  })
  .meta({ id: 'PlayPlayback' });
export type TPlayPlayback = z.infer<typeof ZPlayPlayback>;
