import { z } from 'zod';
import { ZId, zPageNumber } from '../common.ts';
import { RECURRING_PAUSE_REASONS, RECURRING_STATUSES } from '../giving.ts';
import { PAYMENT_STATUSES } from '../payments/constants.ts';
import { zOptionalText, zText } from '../validators.ts';
import { zChurchSlug, zListLimit } from './common.ts';

/**
 * The money console's recurring gifts (issue 31, finance grant: view to read, edit to pause, resume or cancel one on
 * the giver's behalf). Amounts are integer cents of the gift's currency.
 *
 * A gift's console state (`estado`) folds its status, pause reason and attempts into what staff look for:
 * - ativa: active and up to date (no declined attempt in its current cycle);
 * - falhando: active with a declined attempt in its current cycle, a retry scheduled (RECURRING_RETRY_DAYS);
 * - pausada: paused by the giver (or by staff on their behalf), or because the church no longer takes its reason;
 * - recusada: paused after the last retry was declined too;
 * - cancelada: cancelled (final).
 */
export const RECURRING_CONSOLE_STATES = ['ativa', 'falhando', 'pausada', 'recusada', 'cancelada'] as const;
export type TRecurringConsoleState = (typeof RECURRING_CONSOLE_STATES)[number];
export const RECURRING_STAFF_NOTE_MAX = 200;

const recurringFilters = {
  estado: z.enum(RECURRING_CONSOLE_STATES, { error: 'validation.invalid' }).optional(),
  /** A reason (fund). */
  motivo: ZId.optional(),
  /** A giver's name or e-mail (contains, any case). */
  q: zText().trim().min(1, 'validation.required').max(100, 'validation.maxLength').optional(),
};

/** GET /admin/:church/finance/recurring: newest first (set-up date, then id). */
export const ZFinanceRecurringQuery = z.strictObject({
  ...recurringFilters,
  page: zPageNumber(),
  limit: zListLimit(),
});
export type TFinanceRecurringQuery = z.input<typeof ZFinanceRecurringQuery>;

export const ZFinanceRecurringSummary = z
  .object({
    id: z.number().int(),
    doador: z.object({ usuarioId: z.number().int(), nome: z.string(), email: z.string().nullable() }),
    motivo: z.object({ id: z.number().int(), nome: z.string() }),
    valor: z.number().int(),
    moeda: z.string(),
    recorrenciaDias: z.number().int(),
    estado: z.enum(RECURRING_CONSOLE_STATES),
    status: z.enum(RECURRING_STATUSES),
    /** Why it is paused; null unless paused. */
    motivoPausa: z.enum(RECURRING_PAUSE_REASONS).nullable(),
    /** Declined attempts of the current cycle (0 when up to date). */
    tentativas: z.number().int(),
    /** Next charge (a retry's date when failing); null unless active. */
    proximaData: z.string().nullable(),
    /** Brand and last four digits only: the card's token never leaves the server. */
    cartao: z.object({ bandeira: z.string(), ultimosDigitos: z.string() }),
    criadoEm: z.string(),
    canceladoEm: z.string().nullable(),
  })
  .meta({ id: 'AdminFinanceRecurringSummary' });
export type TFinanceRecurringSummary = z.infer<typeof ZFinanceRecurringSummary>;

export const ZFinanceRecurringPage = z
  .object({
    itens: z.array(ZFinanceRecurringSummary),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    /**
     * Of the church's gifts matching the reason and search (not the state: the state chips show each count), and the
     * monthly equivalent (365/12 days) of the active ones in the church's currency, failing ones included.
     */
    totais: z.object({
      porEstado: z.record(z.enum(RECURRING_CONSOLE_STATES), z.number().int()),
      mensalAtivas: z.number().int(),
    }),
    moeda: z.string(),
  })
  .meta({ id: 'AdminFinanceRecurringPage' });
export type TFinanceRecurringPage = z.infer<typeof ZFinanceRecurringPage>;

export const ZFinanceRecurringCharge = z.object({
  /** The charge's payment (the payments area's detail). */
  pagamentoId: z.number().int(),
  codigo: z.string(),
  criadoEm: z.string(),
  pagoEm: z.string().nullable(),
  ciclo: z.number().int(),
  /** 0 for the cycle's first attempt, then 1, 2, 3 for its retries. */
  tentativa: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  total: z.number().int(),
  /** Why it was not charged, as recorded: declined, invalid_card, nao_aprovado, doacao_alterada, an error code. */
  recusa: z.string().nullable(),
});
export type TFinanceRecurringCharge = z.infer<typeof ZFinanceRecurringCharge>;

export const ZFinanceRecurringDetail = ZFinanceRecurringSummary.extend({
  /** The payer covers the fees on top of `valor`. */
  flagUsuarioTaxa: z.boolean(),
  /** The giver's language (the gift's e-mails). */
  idioma: z.string(),
  ultimaCobrancaEm: z.string().nullable(),
  /** The current cycle's charge is under review at the gateway (its webhook settles it). */
  cobrancaEmAnalise: z.boolean(),
  /** When failing: the dates left of the retry schedule, the next first; empty otherwise. */
  retentativas: z.array(z.string()),
  /** Its charges, newest first (the latest 500). */
  cobrancas: z.array(ZFinanceRecurringCharge),
}).meta({ id: 'AdminFinanceRecurringDetail' });
export type TFinanceRecurringDetail = z.infer<typeof ZFinanceRecurringDetail>;

export const ZFinanceRecurringParams = z.strictObject({ church: zChurchSlug, id: ZId });

/**
 * POST /admin/:church/finance/recurring/:id/{pause,resume,cancel}: a change on the giver's behalf, with an optional
 * note kept in the audit log (never sent to the giver); the giver is e-mailed in their language.
 */
export const ZFinanceRecurringActionBody = z
  .strictObject({ observacao: zOptionalText(RECURRING_STAFF_NOTE_MAX) })
  .meta({ id: 'AdminFinanceRecurringActionBody' });
export type TFinanceRecurringActionBody = z.input<typeof ZFinanceRecurringActionBody>;
export const RECURRING_STAFF_ACTIONS = ['pause', 'resume', 'cancel'] as const;
export type TRecurringStaffAction = (typeof RECURRING_STAFF_ACTIONS)[number];
