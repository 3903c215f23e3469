import { z } from 'zod';
import { ZId, zPageNumber } from './common.ts';
import { ZWaitlistPlace } from './events-waitlist.ts';
import { ZPaymentMethodCode } from './payments/payment.ts';

/**
 * Events (spec sections 2, 3 "Ticket" and "Event", 4 "Ticket states", 7 "Events", 9): the church's events with
 * their ticket types, as a visitor or member sees them. The purchase, registrations, tickets and content are in
 * events-purchase.ts; the EVT_REG error codes in events-errors.ts. Amounts are integer cents of the church's currency.
 */

/** Most tickets of one type in one purchase (each needs its holder's name and answers). */
export const MAX_TICKETS_PER_TYPE = 10;
/** Most ticket types in one purchase. */
export const MAX_TICKET_TYPES_PER_PURCHASE = 10;
/** Remaining tickets of a type are shown (`restantes`) at or below this; above it only the status is. */
export const LOW_STOCK_THRESHOLD = 10;
export const HOLDER_NAME_MAX = 120;
export const HOLDER_ANSWER_MAX = 500;

/**
 * Status of a ticket type (spec "Ticket states"), computed by the server for the caller:
 * - disponivel: on sale, no end of sales set;
 * - disponivel_ate: on sale until `fimVendas`;
 * - disponivel_a_partir: sales open at `inicioVendas` (not yet);
 * - esgotado: sold out (every ticket sold or held by an unpaid Pix/boleto/cash order);
 * - expirado: sales ended (`fimVendas` passed, or the event ended);
 * - limite_usuario: the caller already holds the per-user limit of this type (members only; the value is not shown).
 */
export const TICKET_STATUSES = ['disponivel', 'disponivel_ate', 'disponivel_a_partir', 'esgotado', 'expirado', 'limite_usuario'] as const;
export type TTicketStatus = (typeof TICKET_STATUSES)[number];
export const ZTicketStatus = z.enum(TICKET_STATUSES);
/** Statuses in which a ticket type can be bought now. */
export const BUYABLE_TICKET_STATUSES: readonly TTicketStatus[] = ['disponivel', 'disponivel_ate'];

/**
 * The event detail's button (spec "Events screens"), derived by the server for the caller, first match wins:
 * 1. the event ended: `ver_conteudo` if the caller holds a confirmed ticket with online content, else
 *    `ver_ingressos` if they hold any ticket, else `encerrado`;
 * 2. the event is in progress and the caller holds a confirmed ticket with online content: `acesso_online`;
 * 3. the caller holds tickets and a type can still be bought by them: `inscrever_novamente`;
 * 4. the caller holds tickets: `ver_conteudo` (a confirmed ticket with content) or `ver_ingressos`;
 * 5. a type can be bought: `inscrever`; otherwise `indisponivel` (sold out, not yet on sale, limits reached).
 * Visitors hold no tickets: `inscrever`, `indisponivel` or `encerrado`.
 */
export const EVENT_BUTTON_STATES = [
  'inscrever',
  'inscrever_novamente',
  'indisponivel',
  'encerrado',
  'acesso_online',
  'ver_conteudo',
  'ver_ingressos',
] as const;
export type TEventButtonState = (typeof EVENT_BUTTON_STATES)[number];
export const ZEventButtonState = z.enum(EVENT_BUTTON_STATES);

/** Holder question kinds: free text, one choice among `opcoes`, or yes/no (answered HOLDER_YES_NO: `sim` or `nao`). */
export const HOLDER_QUESTION_TYPES = ['texto', 'escolha', 'simNao'] as const;
export type THolderQuestionType = (typeof HOLDER_QUESTION_TYPES)[number];
/** The two answers of a `simNao` question, as sent and stored (each screen shows them translated). */
export const HOLDER_YES_NO = ['sim', 'nao'] as const;
export type THolderYesNo = (typeof HOLDER_YES_NO)[number];
/** A stored question's kind (the column is text): one of HOLDER_QUESTION_TYPES, anything else read as free text. */
export const holderQuestionType = (stored: string): THolderQuestionType => HOLDER_QUESTION_TYPES.find((t) => t === stored) ?? 'texto';
/**
 * A holder's stored answer: the question as asked and the answer given; `tipo` says it is a yes/no (`resposta` one
 * of HOLDER_YES_NO) so every screen translates it (absent for text and choice answers, and for answers stored before).
 */
export const ZHolderAnswer = z.object({ pergunta: z.string(), resposta: z.string(), tipo: z.literal('simNao').optional() });
export type THolderAnswer = z.infer<typeof ZHolderAnswer>;
export const ZHolderQuestion = z
  .object({
    id: z.number().int(),
    texto: z.string(),
    tipo: z.enum(HOLDER_QUESTION_TYPES),
    /** The choices of an `escolha` question (the answer must be one of them, exactly); empty for `texto` and `simNao`. */
    opcoes: z.array(z.string()),
    obrigatoria: z.boolean(),
  })
  .meta({ id: 'EventHolderQuestion' });
export type THolderQuestion = z.infer<typeof ZHolderQuestion>;

/** Profile data an event may require of the buyer (EVT_REG_026 when missing). */
export const EVENT_REQUIRED_PERSONAL_DATA = ['cpf', 'telefone', 'dataNascimento'] as const;
export type TEventPersonalData = (typeof EVENT_REQUIRED_PERSONAL_DATA)[number];

/** A ticket type of an event ("ingresso"), with its status for the caller. */
export const ZTicketType = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    descricao: z.string().nullable(),
    /** Price of one ticket, cents (0: free). */
    valor: z.number().int(),
    /** The church's fee per ticket, cents, added to the price. */
    taxa: z.number().int(),
    status: ZTicketStatus,
    /** Sales window (ISO date-times; null: open-ended). */
    inicioVendas: z.string().nullable(),
    fimVendas: z.string().nullable(),
    /** Tickets left when few (<= LOW_STOCK_THRESHOLD), else null. */
    restantes: z.number().int().nullable(),
    /** Most tickets of this type the caller may choose now (0 unless buyable): stock, per-user limit, MAX_TICKETS_PER_TYPE. */
    maxPorCompra: z.number().int(),
    /** The ticket gives access to exclusive online content. */
    flagConteudoOnline: z.boolean(),
    /** Questions each ticket's holder answers ("ticket n of m"), in order. */
    perguntas: z.array(ZHolderQuestion),
    /**
     * The caller's place in this type's waitlist (events-waitlist.ts), null when not in line (and for visitors).
     * With an offer (`oferta`) the held seat counts for the caller: the status, `restantes` and `maxPorCompra`
     * above include it until `ofertaExpiraEm`.
     */
    listaEspera: ZWaitlistPlace.nullable(),
  })
  .meta({ id: 'EventTicketType' });
export type TTicketType = z.infer<typeof ZTicketType>;

/** An event in lists (church home "next events", /event, my registrations). */
export const ZEventSummary = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    resumo: z.string().nullable(),
    imagem: z.string().nullable(),
    /** ISO date-times; the list shows upcoming events first. */
    dataInicio: z.string(),
    dataFim: z.string(),
    /** Schedule as the church writes it ("Sábado, 19h"). */
    horario: z.string().nullable(),
    local: z.object({ nome: z.string(), cidade: z.string().nullable() }).nullable(),
    moeda: z.string(),
    /** Lowest price + fee among the ticket types, cents (0: free; null: no ticket types). */
    valorAPartirDe: z.number().int().nullable(),
    flagGratuito: z.boolean(),
    flagConteudoOnline: z.boolean(),
    encerrado: z.boolean(),
    /** Every ticket type sold out. */
    esgotado: z.boolean(),
  })
  .meta({ id: 'EventSummary' });
export type TEventSummary = z.infer<typeof ZEventSummary>;

/** GET /igreja/{slug}/evento/ */
export const ZEventListQuery = z.strictObject({
  /** 'proximos' (default): events not yet ended, soonest first; 'todos': those, then ended ones, latest first. */
  periodo: z.enum(['proximos', 'todos'], { error: 'validation.invalid' }).default('proximos'),
  page: zPageNumber('validation.minValue'),
  limit: z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(1, 'validation.minValue')
    .max(50, 'validation.maxValue')
    .default(20),
});
export const ZEventList = z
  .object({ eventos: z.array(ZEventSummary), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: 'EventList' });
export type TEventList = z.infer<typeof ZEventList>;

export const ZEventSlugParams = z.strictObject({ slug: z.string().min(1).max(100) });
export const ZEventDetailParams = z.strictObject({ slug: z.string().min(1).max(100), id: ZId });
/** GET /evento/{id}/calendario.ics: the event's add-to-calendar file. */
export const ZEventCalendarParams = z.strictObject({ id: ZId });

/** GET /igreja/{slug}/evento/{id}/: everything the detail and the purchase steps need. */
export const ZEventDetail = ZEventSummary.extend({
  descricao: z.string().nullable(),
  local: z
    .object({ nome: z.string(), cidade: z.string().nullable(), endereco: z.string().nullable(), linkMapa: z.string().nullable() })
    .nullable(),
  contato: z.object({ nome: z.string().nullable(), email: z.string().nullable(), telefone: z.string().nullable() }),
  /** Terms the buyer agrees to (`aceiteTermos`); null: none. */
  termos: z.string().nullable(),
  /** Methods this event takes (the church's active ones among those the event allows). Empty for free events. */
  metodosPagamento: z.array(ZPaymentMethodCode),
  /** Most card installments the event allows (1: none, EVT_REG_017 above it). */
  maxParcelas: z.number().int(),
  /** Cash/transfer: days to pay after ordering (never past the event's start). */
  diasPrazoDinheiro: z.number().int(),
  /** The buyer covers the payment method's fees (the fee quote says how much). */
  flagRepassarTaxas: z.boolean(),
  /** Visitors may buy without an account, with `dadosUsuarioNaoCadastrado`. */
  flagConvidado: z.boolean(),
  /** Profile data the buyer must have (EVT_REG_026 otherwise). */
  dadosObrigatorios: z.array(z.enum(EVENT_REQUIRED_PERSONAL_DATA)),
  /** The event's rules version: sent back with the purchase (EVT_REG_023 when it changed since). */
  versao: z.number().int(),
  emAndamento: z.boolean(),
  ingressos: z.array(ZTicketType),
  botao: ZEventButtonState,
  /** Tickets the caller holds for this event (pending or confirmed); 0 for visitors. */
  meusIngressos: z.number().int(),
  /**
   * The caller's first confirmed ticket with exclusive online content (the id of its content page,
   * /user/registrations/{eventId}/ticket/{ticketId}/content), which the online access and view content buttons
   * open; null for visitors and callers without one.
   */
  ingressoConteudo: z.number().int().nullable(),
}).meta({ id: 'EventDetail' });
export type TEventDetail = z.infer<typeof ZEventDetail>;
