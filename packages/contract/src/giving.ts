import { z } from 'zod';
import { ZId, ZPageQuery } from './common.ts';
import { MAX_RECURRENCE_DAYS, MIN_RECURRENCE_DAYS } from './payments/constants.ts';
import { zCents } from './payments/payment.ts';

/**
 * Giving (spec sections 3 "Donation / give checkout", 5 "Recurrence", 9): recurring gifts and the giver's
 * history. A donation itself is POST /pagamento/ (payments/payment.ts) with `allowRecurrency` and
 * `recorrenciaDias`; when it sets up a recurring gift, its answer carries `recorrencia`.
 */

/** Spec section 9: the wallet app takes at most R$ 4.999,99 per donation (cents). */
export const WALLET_APP_MAX_DONATION_CENTS = 499_999;
/** A declined recurring charge is retried this many days after each failure; after the last one the gift pauses. */
export const RECURRING_RETRY_DAYS = [1, 3, 7] as const;

export const zRecurrenceDays = z.coerce
  .number({ error: 'validation.integer' })
  .int('validation.integer')
  .min(MIN_RECURRENCE_DAYS, 'validation.minValue')
  .max(MAX_RECURRENCE_DAYS, 'validation.maxValue');

/**
 * ativa: charged on `proximaData`; pausada: by the giver, or by the runner after the last declined retry
 * (`motivoPausa: 'recusado'`); cancelada: never charged again, kept for the history.
 */
export const RECURRING_STATUSES = ['ativa', 'pausada', 'cancelada'] as const;
export const ZRecurringStatus = z.enum(RECURRING_STATUSES);
export type TRecurringStatus = (typeof RECURRING_STATUSES)[number];

/**
 * Why a gift is paused: the giver paused it (usuario), its card was declined after every retry (recusado), or the
 * church no longer takes recurring gifts for its reason (motivo_indisponivel: the reason deactivated or closed to
 * recurrence, or online giving turned off; such a gift cannot be resumed).
 */
export const RECURRING_PAUSE_REASONS = ['usuario', 'recusado', 'motivo_indisponivel'] as const;
export type TRecurringPauseReason = (typeof RECURRING_PAUSE_REASONS)[number];

/** A recurring gift as its giver sees it (never the card token). */
export const ZRecurringGift = z
  .object({
    id: z.number().int(),
    igreja: z.number().int(),
    motivo: z.object({ id: z.number().int(), nome: z.string() }),
    valor: z.number().int(),
    moeda: z.string(),
    flagUsuarioTaxa: z.boolean(),
    recorrenciaDias: z.number().int(),
    status: ZRecurringStatus,
    /** Why an active gift stopped (RECURRING_PAUSE_REASONS); null unless paused. */
    motivoPausa: z.enum(RECURRING_PAUSE_REASONS).nullable(),
    /** Next charge (ISO date-time); null unless active. */
    proximaData: z.string().nullable(),
    /** Failed attempts of the current cycle (0 after a success). */
    tentativas: z.number().int(),
    /** The current cycle's charge is under review at the gateway (em_analise): neither paid nor declined yet. */
    cobrancaEmAnalise: z.boolean(),
    cartao: z.object({ bandeira: z.string(), ultimosDigitos: z.string() }),
    dataCadastro: z.string(),
  })
  .meta({ id: 'RecurringGift' });
export type TRecurringGift = z.infer<typeof ZRecurringGift>;
export const ZRecurringGiftList = z.array(ZRecurringGift).meta({ id: 'RecurringGiftList' });

/** `/usuario/{userId}/doacao-recorrente/` and `/{id}` (the user id must be the caller's; anything else is 404). */
export const ZGiverParams = z.strictObject({ userId: ZId });
export const ZGiverItemParams = z.strictObject({ userId: ZId, id: ZId });
export const ZGiverChurchQuery = z.strictObject({ igreja: ZId });

/**
 * PATCH: change the amount, the frequency, pause (`status: 'pausada'`) or resume (`status: 'ativa'`: the next
 * charge is then `recorrenciaDias` after the last successful one, or tomorrow if that is past), or move the gift to
 * another of the giver's saved cards (`cartao: { idCartao }`; a gift paused after declined retries resumes on it,
 * charged at once). Cancelling is DELETE.
 */
export const ZRecurringGiftPatch = z
  .strictObject({
    valor: zCents.optional(),
    recorrenciaDias: zRecurrenceDays.optional(),
    status: z.enum(['ativa', 'pausada'], { error: 'validation.invalid' }).optional(),
    cartao: z.strictObject({ idCartao: ZId }).optional(),
  })
  .refine(
    (v) => v.valor !== undefined || v.recorrenciaDias !== undefined || v.status !== undefined || v.cartao !== undefined,
    'validation.required',
  )
  .meta({ id: 'RecurringGiftPatch' });
export type TRecurringGiftPatch = z.input<typeof ZRecurringGiftPatch>;

/** Giving history: the giver's donation payments at one church, newest first. */
export const ZGivingHistoryQuery = ZPageQuery.extend({ igreja: ZId }).strict();
export const ZGivingHistoryItem = z.object({
  id: z.number().int(),
  /** Order code: the receipt is the payment page /user/payment/{codigo}. */
  codigo: z.string(),
  status: z.string(),
  metodoPagamento: z.string().nullable(),
  moeda: z.string(),
  total: z.number().int(),
  /** Refunded of `total` so far (the money console's refunds; a payment refunded in full is 'estornado'). */
  valorEstornado: z.number().int(),
  motivos: z.array(z.object({ nome: z.string(), valor: z.number().int() })),
  recorrente: z.boolean(),
  dataCadastro: z.string(),
  dataPagamento: z.string().nullable(),
});
export const ZGivingHistory = z
  .object({ itens: z.array(ZGivingHistoryItem), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: 'GivingHistory' });
export type TGivingHistory = z.infer<typeof ZGivingHistory>;

/** Yearly statement (PDF) of approved gifts at one church: `/usuario/{userId}/doacao/extrato/{ano}?igreja=`. */
export const ZGivingStatementParams = z.strictObject({
  userId: ZId,
  ano: z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(2000, 'validation.minValue')
    .max(9999, 'validation.maxValue'),
});

/**
 * GET /igreja/{slug}/doacao/configuracao: the church's giving settings the give page needs before the payment step.
 * `flagConvidado`: a visitor may give without an account (one-off gifts; POST /pagamento/ with
 * `dadosUsuarioNaoCadastrado` and no bearer); otherwise paying needs a login.
 */
export const ZGivingSettings = z.object({ flagConvidado: z.boolean() }).meta({ id: 'GivingSettings' });
export type TGivingSettings = z.infer<typeof ZGivingSettings>;
