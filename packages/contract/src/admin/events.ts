import { z } from 'zod';
import { ZId } from '../common.ts';
import { EVENT_REQUIRED_PERSONAL_DATA, HOLDER_QUESTION_TYPES, ZHolderQuestion } from '../events.ts';
import { MAX_PAYMENT_CENTS, PAYMENT_METHOD_CODES } from '../payments/constants.ts';
import { zInstallments } from '../payments/payment.ts';
import { zDateTime, zEmail, zOptionalText, zPhone, zRequiredText } from '../validators.ts';
import { zChurchSlug } from './common.ts';
import { EVENT_REGISTRATION_CANCEL_REASON_MAX } from './event-registrations.ts';
import { zChurchImage } from './settings.ts';

/**
 * Authoring events in the staff console (issue 32, "Events and tickets"; `events` grant: view reads, edit writes; a
 * grant scoped to one event opens that event only, creating one needs an unscoped grant). Field names are the
 * table's (events.schema.ts `evento`, `evento_ingresso`, `evento_pergunta`). Decided:
 * - dates are ISO instants; the church's zone is the screen's;
 * - the map link is derived from the address by the server (`localLinkMapa`, never sent);
 * - the cover image is an upload of the church's own folder (POST /admin/:church/uploads/image with `uso: event`);
 * - ticket types travel inside the event body: one with `id` is changed, one without is created, one left out is
 *   removed (409 EVENT_TICKET_TYPE_HAS_SALES once it has tickets: deactivate it with `flagAtivo: false` instead);
 *   its questions likewise (ids kept, so a buyer mid-purchase answers the same questions): `texto`, `escolha` (its
 *   options) or `simNao` (yes/no, no options: answered HOLDER_YES_NO);
 * - `quantidade` below what is sold and held is refused (409 EVENT_TICKET_QUANTITY_BELOW_SOLD); a price or a question
 *   changed after sales leaves the tickets sold as they were (a registration keeps its total, a ticket its answers);
 * - any change of what a purchase agrees to (terms, methods, installments, fees, guests, required data, a type's
 *   price, fee, window, limit, questions, types added, removed or switched off) raises `versao`: a buyer mid-purchase
 *   gets EVT_REG_023 and sees the new rules;
 * - duplicate: a new event with the same fields and ticket types (none sold), titled "<title> (cópia)", the same dates;
 * - cancel: `flagAtivo` false (the model's only state: the member pages stop showing the event), every registration
 *   cancelled, paid ones refunded in full through the money console's refund path (finance edit needed for that).
 */
export const EVENT_TITLE_MAX = 200;
export const EVENT_SUMMARY_MAX = 500;
export const EVENT_DESCRIPTION_MAX = 20_000;
export const EVENT_TERMS_MAX = 20_000;
export const EVENT_PLACE_MAX = 200;
export const EVENT_ADDRESS_MAX = 500;
export const EVENT_SCHEDULE_MAX = 200;
export const EVENT_TICKET_TYPES_MAX = 20;
export const EVENT_QUESTIONS_MAX = 20;
export const EVENT_QUESTION_OPTIONS_MAX = 30;
export const EVENT_TICKET_QUANTITY_MAX = 100_000;
export const EVENT_CASH_DAYS_MAX = 60;
/** As a registration's cancel (each registration is cancelled with this reason). */
export const EVENT_CANCEL_REASON_MAX = EVENT_REGISTRATION_CANCEL_REASON_MAX;
/** The suffix of a duplicate's title. */
export const EVENT_COPY_SUFFIX = ' (cópia)';

export const ZAdminEventCreateParams = z.strictObject({ church: zChurchSlug });
export const ZAdminEventParams = z.strictObject({ church: zChurchSlug, eventId: ZId });

const zCents = z
  .number({ error: 'validation.integer' })
  .int('validation.integer')
  .min(0, 'validation.minValue')
  .max(MAX_PAYMENT_CENTS, 'validation.maxValue');
const zCount = (min: number, max: number) =>
  z.number({ error: 'validation.integer' }).int('validation.integer').min(min, 'validation.minValue').max(max, 'validation.maxValue');
const nullableText = (max: number) =>
  zOptionalText(max)
    .nullable()
    .transform((v) => v || null);
const endAfterStart = (v: { dataInicio?: string | null; dataFim?: string | null }) =>
  !v.dataInicio || !v.dataFim || Date.parse(v.dataFim) > Date.parse(v.dataInicio);
const endAfter = (start: 'dataInicio' | 'inicioVendas', end: 'dataFim' | 'fimVendas') => ({
  path: [end],
  message: 'validation.endAfterStart',
});

export const ZAdminEventQuestionBody = z
  .strictObject({
    /** An existing question of this type (kept, so answers given to it still match); none: a new one. */
    id: ZId.optional(),
    texto: zRequiredText(300),
    tipo: z.enum(HOLDER_QUESTION_TYPES, { error: 'validation.invalid' }),
    /** The choices of an `escolha` (2 or more, distinct); empty for `texto` and `simNao` (answered `sim` or `nao`). */
    opcoes: z.array(zRequiredText(100)).max(EVENT_QUESTION_OPTIONS_MAX, 'validation.maxValue').default([]),
    obrigatoria: z.boolean({ error: 'validation.invalid' }).default(false),
  })
  .refine((q) => (q.tipo === 'escolha' ? q.opcoes.length >= 2 && new Set(q.opcoes).size === q.opcoes.length : q.opcoes.length === 0), {
    path: ['opcoes'],
    message: 'validation.invalid',
  })
  .meta({ id: 'AdminEventQuestionBody' });

export const ZAdminTicketTypeBody = z
  .strictObject({
    /** An existing type of this event; none: a new one. */
    id: ZId.optional(),
    nome: zRequiredText(120),
    descricao: nullableText(1000).optional().default(null),
    /** Price of one ticket, cents (0: free). */
    valor: zCents,
    /** The church's fee per ticket, cents. */
    taxa: zCents.default(0),
    quantidade: zCount(0, EVENT_TICKET_QUANTITY_MAX),
    inicioVendas: zDateTime().nullable().default(null),
    fimVendas: zDateTime().nullable().default(null),
    limitePorUsuario: zCount(1, EVENT_TICKET_QUANTITY_MAX).nullable().default(null),
    flagConteudoOnline: z.boolean({ error: 'validation.invalid' }).default(false),
    /** Off: no longer sold (its tickets stay valid). */
    flagAtivo: z.boolean({ error: 'validation.invalid' }).default(true),
    perguntas: z.array(ZAdminEventQuestionBody).max(EVENT_QUESTIONS_MAX, 'validation.maxValue').default([]),
  })
  .refine(
    (t) => !t.inicioVendas || !t.fimVendas || Date.parse(t.fimVendas) > Date.parse(t.inicioVendas),
    endAfter('inicioVendas', 'fimVendas'),
  )
  .meta({ id: 'AdminTicketTypeBody' });

/** POST /admin/:church/events and PUT /admin/:church/events/:eventId: the whole event (optional texts: null or blank clears). */
export const ZAdminEventBody = z
  .strictObject({
    titulo: zRequiredText(EVENT_TITLE_MAX),
    resumo: nullableText(EVENT_SUMMARY_MAX).optional().default(null),
    descricao: nullableText(EVENT_DESCRIPTION_MAX).optional().default(null),
    imagem: zChurchImage.nullable().default(null),
    dataInicio: zDateTime(),
    dataFim: zDateTime(),
    horario: nullableText(EVENT_SCHEDULE_MAX).optional().default(null),
    localNome: nullableText(EVENT_PLACE_MAX).optional().default(null),
    localCidade: nullableText(EVENT_PLACE_MAX).optional().default(null),
    localEndereco: nullableText(EVENT_ADDRESS_MAX).optional().default(null),
    contatoNome: nullableText(120).optional().default(null),
    contatoEmail: zEmail.nullable().default(null),
    contatoTelefone: zPhone.nullable().default(null),
    termos: nullableText(EVENT_TERMS_MAX).optional().default(null),
    metodosPagamento: z
      .array(z.enum(PAYMENT_METHOD_CODES, { error: 'validation.paymentMethod' }))
      .max(PAYMENT_METHOD_CODES.length, 'validation.maxValue')
      .default([])
      .transform((v) => [...new Set(v)]),
    maxParcelas: zInstallments.default(1),
    diasPrazoDinheiro: zCount(0, EVENT_CASH_DAYS_MAX).default(3),
    flagRepassarTaxas: z.boolean({ error: 'validation.invalid' }).default(false),
    flagConvidado: z.boolean({ error: 'validation.invalid' }).default(false),
    dadosObrigatorios: z
      .array(z.enum(EVENT_REQUIRED_PERSONAL_DATA, { error: 'validation.invalid' }))
      .max(EVENT_REQUIRED_PERSONAL_DATA.length, 'validation.maxValue')
      .default([])
      .transform((v) => [...new Set(v)]),
    ingressos: z.array(ZAdminTicketTypeBody).max(EVENT_TICKET_TYPES_MAX, 'validation.maxValue').default([]),
  })
  .refine(endAfterStart, endAfter('dataInicio', 'dataFim'))
  .meta({ id: 'AdminEventBody' });
export type TAdminEventBody = z.input<typeof ZAdminEventBody>;
export type TAdminEventInput = z.output<typeof ZAdminEventBody>;

/** POST /admin/:church/events/images: the multipart form has only the `imagem` file part (the route adds it). */
export const ZAdminEventImageBody = z.strictObject({}).meta({ id: 'AdminEventImageBody' });

/** POST /admin/:church/events/:eventId/duplicate: optionally shifted to a new start (the end moves with it). */
export const ZAdminEventDuplicateBody = z.strictObject({ dataInicio: zDateTime().optional() }).meta({ id: 'AdminEventDuplicateBody' });

/** POST /admin/:church/events/:eventId/cancel (header Idempotency-Key when refunding). */
export const ZAdminEventCancelBody = z
  .strictObject({
    motivo: zRequiredText(EVENT_CANCEL_REASON_MAX),
    /** Refund every paid registration in full (finance edit and its second factor needed). */
    reembolsar: z.boolean({ error: 'validation.invalid' }),
  })
  .meta({ id: 'AdminEventCancelBody' });

export const ZAdminEventQuestion = z
  .object({
    id: z.number().int(),
    texto: z.string(),
    tipo: z.enum(HOLDER_QUESTION_TYPES),
    opcoes: z.array(z.string()),
    obrigatoria: z.boolean(),
  })
  .meta({ id: 'AdminEventQuestion' });

export const ZAdminTicketType = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    descricao: z.string().nullable(),
    valor: z.number().int(),
    taxa: z.number().int(),
    quantidade: z.number().int(),
    /** Sold (paid or free) and held by open orders: `quantidade` may not go below their sum. */
    vendidos: z.number().int(),
    reservados: z.number().int(),
    /** Tickets were ever issued of it (cancelled ones included): it can be switched off, not removed. */
    comVendas: z.boolean(),
    inicioVendas: z.string().nullable(),
    fimVendas: z.string().nullable(),
    limitePorUsuario: z.number().int().nullable(),
    flagConteudoOnline: z.boolean(),
    flagAtivo: z.boolean(),
    /** The type's holder questions, as the member's purchase asks them. */
    perguntas: z.array(ZHolderQuestion),
  })
  .meta({ id: 'AdminTicketType' });
export type TAdminTicketType = z.infer<typeof ZAdminTicketType>;

/** An event as the console edits it: the body's fields, and what the server keeps. */
export const ZAdminEvent = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    resumo: z.string().nullable(),
    descricao: z.string().nullable(),
    imagem: z.string().nullable(),
    dataInicio: z.string(),
    dataFim: z.string(),
    horario: z.string().nullable(),
    localNome: z.string().nullable(),
    localCidade: z.string().nullable(),
    localEndereco: z.string().nullable(),
    /** Derived from the address (a map search); null without one. */
    localLinkMapa: z.string().nullable(),
    contatoNome: z.string().nullable(),
    contatoEmail: z.string().nullable(),
    contatoTelefone: z.string().nullable(),
    termos: z.string().nullable(),
    metodosPagamento: z.array(z.enum(PAYMENT_METHOD_CODES)),
    maxParcelas: z.number().int(),
    diasPrazoDinheiro: z.number().int(),
    flagRepassarTaxas: z.boolean(),
    flagConvidado: z.boolean(),
    dadosObrigatorios: z.array(z.enum(EVENT_REQUIRED_PERSONAL_DATA)),
    /** The rules version a purchase sends back (EVT_REG_023 when it changed). */
    versao: z.number().int(),
    /** False once cancelled (the member pages no longer show it). */
    flagAtivo: z.boolean(),
    moeda: z.string(),
    criadoEm: z.string(),
    ingressos: z.array(ZAdminTicketType),
  })
  .meta({ id: 'AdminEvent' });
export type TAdminEvent = z.infer<typeof ZAdminEvent>;

/** The answer of a cancel: the event, and what happened to its registrations. */
export const ZAdminEventCancelResult = z
  .object({
    evento: ZAdminEvent,
    /** Registrations cancelled now; of them, those refunded through the money console. */
    canceladas: z.number().int(),
    reembolsadas: z.number().int(),
    /** False when registrations are left (more than one call handles): cancel again to finish. */
    concluido: z.boolean(),
  })
  .meta({ id: 'AdminEventCancelResult' });
export type TAdminEventCancelResult = z.infer<typeof ZAdminEventCancelResult>;
