import { z } from 'zod';
import { ZId, zPageNumber } from '../common.ts';
import { MAX_PAYMENT_CENTS, PAYMENT_DESTINATIONS, PAYMENT_METHOD_CODES, PAYMENT_STATUSES } from '../payments/constants.ts';
import { zIsoDate, zOptionalText, zRequiredText, zText } from '../validators.ts';
import { zChurchSlug, zListLimit } from './common.ts';

/**
 * The money console's payments and refunds (issue 31, finance grant: view to read, edit to refund; a church admin
 * without finance and the content editor get 403). Amounts are integer cents of the church's currency.
 *
 * Totals of a filtered list count only money received: payments that were paid (`aprovado`, or `estornado` once
 * refunded in full) and cancelled orders paid afterwards (`cancelado` with `pagoEm`: an expired Pix paid late). `bruto` = their totals, `taxas` = the fees the payers covered, `estornado` = what was refunded
 * of them (refunds not refused, whether still processing or concluded), `liquido` = bruto - taxas - estornado. A
 * refunded payment stays in the list (and in `quantidade`); what it paid leaves `liquido`.
 */
export const REFUND_VIAS = ['gateway', 'transferencia'] as const;
export type TRefundVia = (typeof REFUND_VIAS)[number];
/** processando: sent to the gateway, waiting for its answer or its webhook; concluido; recusado (by the gateway). */
export const REFUND_STATUSES = ['processando', 'concluido', 'recusado'] as const;
export type TRefundStatus = (typeof REFUND_STATUSES)[number];
export const PAYER_KINDS = ['membro', 'convidado'] as const;
/**
 * Statuses whose payment was paid: the ones a refund applies to and the totals count (besides a cancelled order
 * whose money arrived after its cancellation: `cancelado` with `pagoEm`).
 */
export const PAID_STATUSES = ['aprovado', 'estornado'] as const;

/** Who reviewed something in the money console, when, and the note they left (finance-attention.ts). */
export const ZFinanceReview = z
  .object({
    observacao: z.string(),
    por: z.object({ contaId: z.number().int().nullable(), nome: z.string() }),
    em: z.string(),
  })
  .meta({ id: 'AdminFinanceReview' });
export type TFinanceReview = z.infer<typeof ZFinanceReview>;

const zIsoDay = zIsoDate();
/** A yes/no query filter ('true' or 'false'). */
export const zBoolText = z.enum(['true', 'false'], { error: 'validation.invalid' });

const paymentFilters = {
  /** Order date (criado_em) in the church's calendar, inclusive. */
  de: zIsoDay.optional(),
  ate: zIsoDay.optional(),
  metodo: z.enum(PAYMENT_METHOD_CODES, { error: 'validation.invalid' }).optional(),
  status: z.enum(PAYMENT_STATUSES, { error: 'validation.invalid' }).optional(),
  destino: z.enum(PAYMENT_DESTINATIONS, { error: 'validation.invalid' }).optional(),
  /** A reason (fund): payments with an item of it. */
  motivo: ZId.optional(),
  /** Members' payments (a client account) or guests'. */
  pagador: z.enum(PAYER_KINDS, { error: 'validation.invalid' }).optional(),
  /** One member's payments (the People profile links here). */
  usuarioId: ZId.optional(),
  /** 'true': only payments with a refund (any status but refused); 'false': only those without. */
  comEstorno: zBoolText.optional(),
  /** 'true': only cancelled orders whose money arrived afterwards (an expired Pix paid late); 'false': all but those. */
  pagoAposCancelamento: zBoolText.optional(),
  /** Order code (exact), a payer's name or e-mail (contains, any case), or 3+ digits of a member's CPF. */
  q: zText().trim().min(1, 'validation.required').max(100, 'validation.maxLength').optional(),
};
const dateOrder = [
  (q: { de?: string; ate?: string }) => !q.de || !q.ate || q.de <= q.ate,
  { path: ['ate'], message: 'validation.dateRange' },
] satisfies [unknown, { path: string[]; message: string }];

/** GET /admin/:church/finance/payments/export: the same filters, as CSV (newest first, streamed). */
export const ZFinancePaymentFilters = z.strictObject(paymentFilters).refine(...dateOrder);
export type TFinancePaymentFilters = z.input<typeof ZFinancePaymentFilters>;

/** GET /admin/:church/finance/payments: newest first (order date, then id). */
export const ZFinancePaymentQuery = z
  .strictObject({
    ...paymentFilters,
    page: zPageNumber(),
    limit: zListLimit(),
  })
  .refine(...dateOrder);
export type TFinancePaymentQuery = z.input<typeof ZFinancePaymentQuery>;

const ZPayer = z.object({
  /** The member's client account; null for a guest. */
  usuarioId: z.number().int().nullable(),
  /** A guest's name is the one kept with the gift or the ticket purchase; '' when nothing was kept. */
  nome: z.string(),
  email: z.string().nullable(),
});

export const ZFinancePaymentSummary = z
  .object({
    id: z.number().int(),
    codigo: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    metodo: z.enum(PAYMENT_METHOD_CODES).nullable(),
    destino: z.object({ tipo: z.enum(PAYMENT_DESTINATIONS), descricao: z.string() }),
    pagador: ZPayer,
    moeda: z.string(),
    /** What the church is owed (the reasons' values), the fees the payer covered, what was charged. */
    valor: z.number().int(),
    taxas: z.number().int(),
    total: z.number().int(),
    /** Refunded so far (refunds processing or concluded). */
    estornado: z.number().int(),
    criadoEm: z.string(),
    pagoEm: z.string().nullable(),
  })
  .meta({ id: 'AdminFinancePaymentSummary' });
export type TFinancePaymentSummary = z.infer<typeof ZFinancePaymentSummary>;

export const ZFinanceTotals = z
  .object({
    /** Payments matching the filters (every status). */
    quantidade: z.number().int(),
    bruto: z.number().int(),
    taxas: z.number().int(),
    estornado: z.number().int(),
    liquido: z.number().int(),
  })
  .meta({ id: 'AdminFinanceTotals' });
export type TFinanceTotals = z.infer<typeof ZFinanceTotals>;

export const ZFinancePaymentPage = z
  .object({
    itens: z.array(ZFinancePaymentSummary),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    /** Of the whole filtered set, not just this page; `moeda` is the church's. */
    totais: ZFinanceTotals,
    moeda: z.string(),
    /** The member of the `usuarioId` filter (their name for the filter's chip); null without that filter or unknown. */
    pagadorFiltro: z.object({ usuarioId: z.number().int(), nome: z.string() }).nullable(),
  })
  .meta({ id: 'AdminFinancePaymentPage' });
export type TFinancePaymentPage = z.infer<typeof ZFinancePaymentPage>;

/** GET /admin/:church/finance/reasons: every giving reason (fund), inactive ones too (old payments name them). */
export const ZFinanceReasonList = z
  .object({ itens: z.array(z.object({ id: z.number().int(), nome: z.string(), flagAtivo: z.boolean() })) })
  .meta({ id: 'AdminFinanceReasonList' });
export type TFinanceReasonList = z.infer<typeof ZFinanceReasonList>;

export const ZFinanceRefund = z
  .object({
    id: z.number().int(),
    valor: z.number().int(),
    motivo: z.string(),
    via: z.enum(REFUND_VIAS),
    status: z.enum(REFUND_STATUSES),
    /** The transfer's note (boleto, cash), or the gateway's reason for a refusal. */
    observacao: z.string().nullable(),
    /** Proof of a transfer (its bank id, E2E id or receipt number). */
    comprovante: z.string().nullable(),
    /** The gateway's refusal: not_refundable | exceeds_refundable. */
    recusa: z.string().nullable(),
    cancelouIngressos: z.boolean(),
    /** Who asked for it: the staff member, or null with nome '' for a refund made at the gateway itself. */
    por: z.object({ contaId: z.number().int().nullable(), nome: z.string() }),
    criadoEm: z.string(),
    concluidoEm: z.string().nullable(),
    /** When the payer's e-mail about it went out. */
    emailEnviadoEm: z.string().nullable(),
  })
  .meta({ id: 'AdminFinanceRefund' });
export type TFinanceRefund = z.infer<typeof ZFinanceRefund>;

export const ZFinancePaymentDetail = ZFinancePaymentSummary.extend({
  pagador: ZPayer.extend({ cpf: z.string().nullable() }),
  parcelas: z.number().int(),
  valorParcela: z.number().int(),
  idGatewayPagamento: z.number().int().nullable(),
  gatewayReferencia: z.string().nullable(),
  expiraEm: z.string().nullable(),
  cartao: z.object({ bandeira: z.string(), ultimosDigitos: z.string() }).nullable(),
  /** The reasons (funds) it covers; a reason deleted since is named by the payment's description (id null). */
  itens: z.array(z.object({ motivo: z.object({ id: z.number().int().nullable(), nome: z.string() }), valor: z.number().int() })),
  /** Every status it went through, oldest first (the first is the order's). */
  historico: z.array(z.object({ em: z.string(), status: z.enum(PAYMENT_STATUSES) })),
  /** Every gateway event recorded for it, oldest first; `resultado` is what the webhook did with it. */
  webhooks: z.array(
    z.object({
      em: z.string(),
      gateway: z.string(),
      eventoId: z.string(),
      tipo: z.enum(['status', 'estorno']).nullable(),
      status: z.enum(PAYMENT_STATUSES).nullable(),
      valor: z.number().int().nullable(),
      resultado: z.string().nullable(),
    }),
  ),
  /** E-mails sent to the payer: the receipt, and one per refund. */
  emails: z.array(z.object({ tipo: z.enum(['recibo', 'estorno']), enviadoEm: z.string() })),
  /**
   * What it paid for: the event of a registration (and its registration), the recurring gift of a donation, the
   * Play subscription; ids null when none.
   */
  vinculo: z.object({
    tipo: z.enum(PAYMENT_DESTINATIONS),
    idEvento: z.number().int().nullable(),
    idInscricao: z.number().int().nullable(),
    idDoacaoRecorrente: z.number().int().nullable(),
    idAssinatura: z.number().int().nullable(),
  }),
  estornos: z.array(ZFinanceRefund),
  /** What may still be refunded: total - refunds processing or concluded; 0 when it was never paid. */
  estornavel: z.number().int(),
  /** How a refund of it is made (card, Pix, ACH, wallet: the gateway; boleto, cash: a transfer); null: not paid. */
  viaEstorno: z.enum(REFUND_VIAS).nullable(),
  /**
   * The order was cancelled (an expired Pix) and its money arrived afterwards: staff refund it (the refund dialog) or
   * honour it (keep the money, with a note: `honrado`). null for any other payment.
   */
  pagoAposCancelamento: z.object({ honrado: ZFinanceReview.nullable() }).nullable(),
}).meta({ id: 'AdminFinancePaymentDetail' });
export type TFinancePaymentDetail = z.infer<typeof ZFinancePaymentDetail>;

export const ZFinancePaymentParams = z.strictObject({ church: zChurchSlug, id: ZId });

const zRefundCents = z
  .number({ error: 'validation.integer' })
  .int('validation.integer')
  .min(1, 'validation.minValue')
  .max(MAX_PAYMENT_CENTS, 'validation.maxValue');

export const REFUND_REASON_MAX = 500;
export const REFUND_NOTE_MAX = 500;
export const REFUND_PROOF_MAX = 200;

/**
 * POST /admin/:church/finance/payments/:id/refunds (header Idempotency-Key, as POST /pagamento/): a full or partial
 * refund. `estornavelEsperado` is the `estornavel` the screen showed: when another refund happened meanwhile it no
 * longer matches and the request answers 409 REFUND_STALE (two staff refunding at once make one refund).
 * `observacao` is required for a transfer (boleto, cash); `cancelarIngressos` for an event's payment (true: its
 * tickets are cancelled and the seats released; false: they stay valid).
 */
export const ZRefundCreateBody = z
  .strictObject({
    valor: zRefundCents,
    motivo: zRequiredText(REFUND_REASON_MAX),
    estornavelEsperado: z
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .min(0, 'validation.minValue')
      .max(MAX_PAYMENT_CENTS, 'validation.maxValue'),
    cancelarIngressos: z.boolean({ error: 'validation.invalid' }).optional(),
    observacao: zOptionalText(REFUND_NOTE_MAX),
    comprovante: zOptionalText(REFUND_PROOF_MAX),
  })
  .meta({ id: 'AdminRefundCreateBody' });
export type TRefundCreateBody = z.input<typeof ZRefundCreateBody>;
