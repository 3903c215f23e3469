import { z } from 'zod';
import { MAX_ID, ZId } from './common.ts';
import {
  HOLDER_ANSWER_MAX,
  HOLDER_NAME_MAX,
  MAX_TICKET_TYPES_PER_PURCHASE,
  MAX_TICKETS_PER_TYPE,
  ZEventSummary,
  ZHolderAnswer,
} from './events.ts';
import { MAX_PAYMENT_CENTS } from './payments/constants.ts';
import { ZAchAccount, ZInstallmentOption, ZPayment, ZPaymentCard, ZPaymentMethodCode, zCents, zInstallments } from './payments/payment.ts';
import { blankToUndefined, zCpf, zEmail, zPastDate, zPhone, zRequiredText } from './validators.ts';

/**
 * The event purchase (POST /usuario/{userId}/evento/{id}/inscricao/), registrations, tickets and their content.
 * How the web uses them: endpoints/events.ts.
 */

/** The `{userId}` of the purchase path: the member's own client account id, or 0 for a guest (no bearer). */
export const GUEST_USER_ID = 0;
export const ZPurchaseParams = z.strictObject({
  userId: z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(GUEST_USER_ID, 'validation.invalid')
    .max(MAX_ID, 'validation.invalid'),
  id: ZId,
});

/** One ticket's holder: the name printed on it and the answers to its type's questions (by question id). */
export const ZTicketHolder = z.strictObject({
  nome: zRequiredText(HOLDER_NAME_MAX),
  respostas: z
    .array(z.strictObject({ pergunta: ZId, resposta: zRequiredText(HOLDER_ANSWER_MAX) }), { error: 'validation.required' })
    .max(50, 'validation.invalid')
    .default([]),
});
export type TTicketHolder = z.input<typeof ZTicketHolder>;

/** Tickets of one type: how many, and one holder per ticket (`titulares.length === quantidade`). */
export const ZTicketChoice = z
  .strictObject({
    id: ZId,
    quantidade: z.coerce
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .min(1, 'validation.minValue')
      .max(MAX_TICKETS_PER_TYPE, 'validation.maxValue'),
    titulares: z.array(ZTicketHolder, { error: 'validation.required' }).max(MAX_TICKETS_PER_TYPE, 'validation.maxValue'),
  })
  .refine((v) => v.titulares.length === v.quantidade, { path: ['titulares'], message: 'validation.ticketHolders' });

/** The tickets of one order: one choice per type, each type once (a purchase's, a desk sale's). */
export const ZTicketChoices = z
  .array(ZTicketChoice, { error: 'validation.required' })
  .min(1, 'validation.required')
  .max(MAX_TICKET_TYPES_PER_PURCHASE, 'validation.invalid')
  .refine((choices) => new Set(choices.map((c) => c.id)).size === choices.length, 'validation.invalid');

/** A guest's data (spec "unregisteredUserData"): the buyer when nobody is logged in and the event allows guests. */
export const ZGuestBuyer = z
  .strictObject({
    nome: zRequiredText(80),
    sobrenome: zRequiredText(80),
    email: zEmail,
    telefone: blankToUndefined(zPhone),
    cpf: blankToUndefined(zCpf),
    dataNascimento: blankToUndefined(zPastDate('validation.birthdate')),
    /** ISO 3166 alpha-2 country of the buyer's address (Pix and boleto: BR only). */
    pais: z
      .string({ error: 'validation.required' })
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'validation.invalid')
      .transform((v) => v.toUpperCase()),
  })
  .meta({ id: 'EventGuestBuyer' });
export type TGuestBuyer = z.input<typeof ZGuestBuyer>;

/**
 * The purchase. The server recomputes everything: `valorTotal` is only the total the buyer saw (tickets + fees,
 * plus the method's fees when the event passes them on: the fee quote's `total`; before installment interest),
 * and a different server total answers EVT_REG_014. The payment part (`metodoPagamento` ... `ach`) is the
 * donation's (payments/payment.ts) and is left out when the total is 0 (a free registration).
 */
export const ZPurchaseBody = z
  .strictObject({
    ingressos: ZTicketChoices,
    valorTotal: z.coerce
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .min(0, 'validation.minValue')
      .max(MAX_PAYMENT_CENTS, 'validation.maxValue'),
    /** The event detail's `versao` the buyer saw (EVT_REG_023 when the rules changed since). */
    versaoEvento: z.coerce.number({ error: 'validation.integer' }).int('validation.integer').min(0, 'validation.minValue'),
    /** Agreement to the event's terms: must be true when the event has terms. */
    aceiteTermos: z.boolean({ error: 'validation.required' }).default(false),
    metodoPagamento: ZPaymentMethodCode.optional(),
    parcelas: zInstallments.default(1),
    cartao: ZPaymentCard.optional(),
    /** Keep the card for next time (members only; default true as in giving). */
    salvarCartao: z.boolean().default(true),
    ach: ZAchAccount.optional(),
    /** Required for a guest purchase ({userId} = 0); ignored for members. */
    dadosUsuarioNaoCadastrado: ZGuestBuyer.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.valorTotal > 0 && !v.metodoPagamento)
      ctx.addIssue({ code: 'custom', path: ['metodoPagamento'], message: 'validation.paymentMethod' });
    if (v.metodoPagamento === 'cartao_credito' && !v.cartao)
      ctx.addIssue({ code: 'custom', path: ['cartao'], message: 'validation.required' });
    if (v.metodoPagamento === 'ach' && !v.ach) ctx.addIssue({ code: 'custom', path: ['ach'], message: 'validation.required' });
  })
  .meta({ id: 'EventPurchaseBody' });
export type TPurchaseBody = z.input<typeof ZPurchaseBody>;

/**
 * A registration (the order of one purchase): pendente while its Pix/boleto/cash/in-review payment is open (the
 * seats are held), confirmada once paid or free, cancelada when the payment expired, was cancelled or declined.
 */
export const REGISTRATION_STATUSES = ['pendente', 'confirmada', 'cancelada'] as const;
export const ZRegistrationStatus = z.enum(REGISTRATION_STATUSES);
export type TRegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** One ticket as its owner sees it. */
export const ZTicket = z
  .object({
    id: z.number().int(),
    /** Unguessable ticket code, the QR payload; null until the registration is confirmed. */
    codigo: z.string().nullable(),
    /** The QR code of `codigo` as an SVG data URL (server-made); null until confirmed. */
    qrCode: z.string().nullable(),
    titular: z.string(),
    tipo: z.object({ id: z.number().int(), nome: z.string() }),
    status: ZRegistrationStatus,
    flagConteudoOnline: z.boolean(),
    respostas: z.array(ZHolderAnswer),
    /** Order code of the payment (the status page /user/payment/{pedido}); null for a free registration. */
    pedido: z.string().nullable(),
    dataCadastro: z.string(),
  })
  .meta({ id: 'EventTicket' });
export type TTicket = z.infer<typeof ZTicket>;

export const ZRegistration = z
  .object({
    id: z.number().int(),
    evento: z.object({ id: z.number().int(), titulo: z.string() }),
    status: ZRegistrationStatus,
    moeda: z.string(),
    /** What the tickets cost with their fees, cents (the payment's `total` adds method fees and interest). */
    valor: z.number().int(),
    ingressos: z.array(ZTicket),
    dataCadastro: z.string(),
  })
  .meta({ id: 'EventRegistration' });
export type TRegistration = z.infer<typeof ZRegistration>;

/**
 * The purchase answer: the payment (its `status` and method part drive the thank-you page exactly as for a
 * donation; a free registration is a payment with status 'gratuito' and total 0) and the registration.
 */
export const ZPurchaseResult = z.object({ pagamento: ZPayment, inscricao: ZRegistration }).meta({ id: 'EventPurchaseResult' });
export type TPurchaseResult = z.infer<typeof ZPurchaseResult>;

/** GET /usuario/{userId}/evento/: events the member holds pending or confirmed tickets for. */
export const ZMyEventsParams = z.strictObject({ userId: ZId });
export const ZMyEvent = z.object({
  evento: ZEventSummary,
  /** Confirmed and pending tickets of the member for it. */
  confirmados: z.number().int(),
  pendentes: z.number().int(),
  /** A confirmed ticket has exclusive online content. */
  flagConteudo: z.boolean(),
  /** The first confirmed ticket with exclusive online content (its content page); null when none. */
  ingressoConteudo: z.number().int().nullable(),
});
export const ZMyEvents = z.object({ eventos: z.array(ZMyEvent) }).meta({ id: 'MyEvents' });
export type TMyEvents = z.infer<typeof ZMyEvents>;

/** GET /usuario/{userId}/evento/{id}/inscricao/: the member's tickets of one event (pending and confirmed). */
export const ZMyTicketsParams = z.strictObject({ userId: ZId, id: ZId });
export const ZMyTickets = z.object({ evento: ZEventSummary, ingressos: z.array(ZTicket) }).meta({ id: 'MyEventTickets' });
export type TMyTickets = z.infer<typeof ZMyTickets>;

/** GET .../inscricao/{ticketId}/conteudo/: the exclusive content of a confirmed ticket, for its owner only. */
export const ZTicketContentParams = z.strictObject({ userId: ZId, id: ZId, ticketId: ZId });
export const CONTENT_TYPES = ['video', 'link', 'texto', 'arquivo'] as const;
export const ZTicketContent = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    descricao: z.string().nullable(),
    tipo: z.enum(CONTENT_TYPES),
    /** Video/link/file address (https); null for text. */
    url: z.string().nullable(),
    /** Body of a text content; null otherwise. */
    texto: z.string().nullable(),
  })
  .meta({ id: 'EventTicketContent' });
export type TTicketContent = z.infer<typeof ZTicketContent>;
export const ZTicketContents = z.object({ conteudos: z.array(ZTicketContent) }).meta({ id: 'EventTicketContents' });
export type TTicketContents = z.infer<typeof ZTicketContents>;

/** GET /evento/{id}/calcular-taxas?valor&metodoPagamento */
export const ZEventFeeParams = z.strictObject({ id: ZId });
export const ZEventFeeQuery = z.strictObject({ valor: zCents, metodoPagamento: ZPaymentMethodCode });
export const ZEventFeeQuote = z
  .object({
    metodoPagamento: ZPaymentMethodCode,
    moeda: z.string(),
    valor: z.number().int(),
    /** The method's fees the buyer covers (0 unless the event passes them on). */
    taxas: z.number().int(),
    /** What to send as `valorTotal`. */
    total: z.number().int(),
    /** Card: the installment options of `total` the event allows (1..maxParcelas); [] for other methods. */
    parcelas: z.array(ZInstallmentOption),
  })
  .meta({ id: 'EventFeeQuote' });
export type TEventFeeQuote = z.infer<typeof ZEventFeeQuote>;
