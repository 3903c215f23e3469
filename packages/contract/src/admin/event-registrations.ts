import { z } from 'zod';
import { ZId, zPageNumber } from '../common.ts';
import { REGISTRATION_STATUSES, ZTicketHolder } from '../events-purchase.ts';
import { HOLDER_QUESTION_TYPES, ZHolderAnswer } from '../events.ts';
import { MAX_PAYMENT_CENTS, PAYMENT_METHOD_CODES, PAYMENT_STATUSES } from '../payments/constants.ts';
import { zOptionalText, zRequiredText, zText } from '../validators.ts';
import { zChurchSlug, zListLimit } from './common.ts';
import { REFUND_NOTE_MAX, REFUND_PROOF_MAX, REFUND_REASON_MAX, REFUND_STATUSES, zBoolText } from './finance.ts';

/**
 * The registrations of one event in the staff console (issue 32, "Registrations"; `events` grant: view reads, edit
 * writes; a grant scoped to one event opens that event's registrations only). A registration is one purchase (its
 * buyer, its payment) with one ticket per holder. Decided:
 * - `pago`: the payment's money was received (MONEY_RECEIVED, payments.schema.ts) or the registration is free;
 *   revenue per ticket type is the received payments split between their tickets in proportion to the types'
 *   prices, as the money console's event report does (`bruto`, `taxas` the payer covered, `estornado`);
 * - ticket codes are never shown here (the QR is the holder's): resend e-mails them again to the buyer;
 * - cancel releases the seats; with `reembolsar` the whole refundable amount is refunded through the money console's
 *   one refund path (that needs the caller's `finance` edit grant too, and its second factor), which cancels the
 *   tickets; every write takes an Idempotency-Key;
 * - moving a ticket to another holder gives it a new code: the old QR answers `desconhecido` at the door; a ticket
 *   already admitted at the door is not moved.
 */
export const EVENT_REGISTRATION_SEARCH_MAX = 100;
export const EVENT_REGISTRATION_CANCEL_REASON_MAX = REFUND_REASON_MAX;

export const ZEventRegistrationsParams = z.strictObject({ church: zChurchSlug, eventId: ZId });
export const ZEventRegistrationParams = z.strictObject({ church: zChurchSlug, eventId: ZId, id: ZId });
export const ZEventTicketParams = z.strictObject({ church: zChurchSlug, eventId: ZId, id: ZId, ticketId: ZId });

export const ZEventRegistrationFilters = z.strictObject({
  status: z.enum(REGISTRATION_STATUSES, { error: 'validation.invalid' }).optional(),
  /** A ticket type of the event: registrations holding a ticket of it. */
  ingresso: ZId.optional(),
  metodo: z.enum(PAYMENT_METHOD_CODES, { error: 'validation.invalid' }).optional(),
  /** 'true': money received or free; 'false': not (yet) paid. */
  pago: zBoolText.optional(),
  /** 'true': a ticket of it was admitted at the door; 'false': none was. */
  checkin: zBoolText.optional(),
  /** A holder's or the buyer's name or e-mail (contains, any case), or the order code. */
  q: zText().trim().min(1, 'validation.required').max(EVENT_REGISTRATION_SEARCH_MAX, 'validation.maxLength').optional(),
});
export type TEventRegistrationFilters = z.input<typeof ZEventRegistrationFilters>;
export const ZEventRegistrationQuery = ZEventRegistrationFilters.extend({ page: zPageNumber(), limit: zListLimit() });
export type TEventRegistrationQuery = z.input<typeof ZEventRegistrationQuery>;

export const ZEventRegistrationTicket = z
  .object({
    id: z.number().int(),
    titular: z.string(),
    tipo: z.object({ id: z.number().int(), nome: z.string() }),
    respostas: z.array(ZHolderAnswer),
    /** When it was admitted at the door; null when not (yet). */
    checkinEm: z.string().nullable(),
  })
  .meta({ id: 'AdminEventRegistrationTicket' });
export type TEventRegistrationTicket = z.infer<typeof ZEventRegistrationTicket>;

export const ZEventRegistrationSummary = z
  .object({
    id: z.number().int(),
    status: z.enum(REGISTRATION_STATUSES),
    /** The buyer: a member (usuarioId) or a guest; `email` null when none was kept. */
    comprador: z.object({ usuarioId: z.number().int().nullable(), nome: z.string(), email: z.string().nullable() }),
    moeda: z.string(),
    /** What the tickets cost with their fees, cents. */
    valor: z.number().int(),
    pago: z.boolean(),
    pagamento: z
      .object({
        id: z.number().int(),
        codigo: z.string(),
        status: z.enum(PAYMENT_STATUSES),
        metodo: z.enum(PAYMENT_METHOD_CODES).nullable(),
        total: z.number().int(),
        estornado: z.number().int(),
      })
      .nullable(),
    bilhetes: z.array(ZEventRegistrationTicket),
    criadoEm: z.string(),
  })
  .meta({ id: 'AdminEventRegistrationSummary' });
export type TEventRegistrationSummary = z.infer<typeof ZEventRegistrationSummary>;

/** Per ticket type: stock, tickets by state, admissions and revenue (whole event, whatever the filters). */
export const ZEventTicketTypeSummary = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    /** Price + fee of one ticket, cents. */
    preco: z.number().int(),
    quantidade: z.number().int(),
    vendidos: z.number().int(),
    reservados: z.number().int(),
    confirmados: z.number().int(),
    pendentes: z.number().int(),
    checkins: z.number().int(),
    bruto: z.number().int(),
    taxas: z.number().int(),
    estornado: z.number().int(),
  })
  .meta({ id: 'AdminEventTicketTypeSummary' });
export type TEventTicketTypeSummary = z.infer<typeof ZEventTicketTypeSummary>;

export const ZEventRegistrationPage = z
  .object({
    evento: z.object({ id: z.number().int(), titulo: z.string(), dataInicio: z.string(), dataFim: z.string() }),
    itens: z.array(ZEventRegistrationSummary),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    moeda: z.string(),
    tipos: z.array(ZEventTicketTypeSummary),
  })
  .meta({ id: 'AdminEventRegistrationPage' });
export type TEventRegistrationPage = z.infer<typeof ZEventRegistrationPage>;

export const TIMELINE_KINDS = ['inscricao', 'pagamento', 'estorno', 'email_recibo', 'email_estorno', 'email_ingressos', 'checkin'] as const;
export type TTimelineKind = (typeof TIMELINE_KINDS)[number];

/** One moment of a registration's life, oldest first: its order, each payment status, refunds, e-mails, admissions. */
export const ZEventRegistrationMoment = z
  .object({
    em: z.string(),
    tipo: z.enum(TIMELINE_KINDS),
    /** The payment's status (pagamento) or the refund's (estorno); null otherwise. */
    status: z.union([z.enum(PAYMENT_STATUSES), z.enum(REFUND_STATUSES)]).nullable(),
    valor: z.number().int().nullable(),
    /** The admitted ticket's holder (checkin); null otherwise. */
    titular: z.string().nullable(),
  })
  .meta({ id: 'AdminEventRegistrationMoment' });
export type TEventRegistrationMoment = z.infer<typeof ZEventRegistrationMoment>;

/**
 * A question of a ticket type the registration holds (a ticket's move sends the new holder's answers by its id;
 * `tipo` 'escolha' offers `opcoes`).
 */
export const ZEventRegistrationQuestion = z
  .object({
    id: z.number().int(),
    ingressoId: z.number().int(),
    texto: z.string(),
    tipo: z.enum(HOLDER_QUESTION_TYPES),
    opcoes: z.array(z.string()),
    obrigatoria: z.boolean(),
  })
  .meta({ id: 'AdminEventRegistrationQuestion' });
export type TEventRegistrationQuestion = z.infer<typeof ZEventRegistrationQuestion>;

export const ZEventRegistrationDetail = ZEventRegistrationSummary.extend({
  /** The language the buyer bought in (the e-mails' language). */
  idioma: z.string(),
  emailEnviadoEm: z.string().nullable(),
  /** What may still be refunded of its payment (0: nothing paid, or all refunded). */
  estornavel: z.number().int(),
  linhaDoTempo: z.array(ZEventRegistrationMoment),
  /** The questions of its tickets' types, in their order. */
  perguntas: z.array(ZEventRegistrationQuestion),
}).meta({ id: 'AdminEventRegistrationDetail' });
export type TEventRegistrationDetail = z.infer<typeof ZEventRegistrationDetail>;

/**
 * POST .../registrations/:id/cancel (header Idempotency-Key). `reembolsar` false: the registration is cancelled and
 * its seats released, the money (if any) stays; true: `estornavelEsperado` (the detail's `estornavel`) is refunded
 * in full through the money console (409 REFUND_STALE when it changed meanwhile), `observacao` required for a
 * payment refunded by transfer (cash, boleto), and the tickets are cancelled by the refund.
 */
export const ZEventRegistrationCancelBody = z
  .strictObject({
    motivo: zRequiredText(EVENT_REGISTRATION_CANCEL_REASON_MAX),
    reembolsar: z.boolean({ error: 'validation.required' }),
    estornavelEsperado: z
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .min(0, 'validation.minValue')
      .max(MAX_PAYMENT_CENTS, 'validation.maxValue')
      .optional(),
    observacao: zOptionalText(REFUND_NOTE_MAX),
    comprovante: zOptionalText(REFUND_PROOF_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.reembolsar && v.estornavelEsperado === undefined)
      ctx.addIssue({ code: 'custom', path: ['estornavelEsperado'], message: 'validation.required' });
  })
  .meta({ id: 'AdminEventRegistrationCancelBody' });
export type TEventRegistrationCancelBody = z.input<typeof ZEventRegistrationCancelBody>;

/** POST .../registrations/:id/tickets/:ticketId/move: the new holder's name and answers (by question id). */
export const ZEventTicketMoveBody = ZTicketHolder.meta({ id: 'AdminEventTicketMoveBody' });
export type TEventTicketMoveBody = z.input<typeof ZEventTicketMoveBody>;
