import { z } from 'zod';
import { zListLimit } from './common.ts';
import { ZId, zPageNumber } from '../common.ts';
import { PLAY_PERIODS } from '../play.ts';
import { zText } from '../validators.ts';

/**
 * The money console's Play subscriptions (issue 31, finance view; read only). A subscription's console state
 * (`estado`) folds its situation, renewal switch, attempts and paid period:
 * - pendente: its first charge is under review;
 * - ativa: active and renewing, up to date;
 * - falhando: active and renewing, a declined renewal being retried (PLAY_RETRY_DAYS);
 * - encerrando: cancelled by the member, its paid period still running;
 * - caducada: lapsed, the last retry of a renewal declined too;
 * - encerrada: ended (cancelled and its period over, or ended otherwise).
 * Amounts are integer cents of the church's currency; the plans' figures cover the last PLAY_REPORT_DAYS days.
 */
export const PLAY_CONSOLE_STATES = ['pendente', 'ativa', 'falhando', 'encerrando', 'caducada', 'encerrada'] as const;
export type TPlayConsoleState = (typeof PLAY_CONSOLE_STATES)[number];
export const PLAY_REPORT_DAYS = 30;

/** GET /admin/:church/finance/play: newest first (subscription date, then id). */
export const ZFinancePlayQuery = z.strictObject({
  estado: z.enum(PLAY_CONSOLE_STATES, { error: 'validation.invalid' }).optional(),
  plano: ZId.optional(),
  /** A subscriber's name or e-mail (contains, any case), or a subscription code (exact). */
  q: zText().trim().min(1, 'validation.required').max(100, 'validation.maxLength').optional(),
  page: zPageNumber(),
  limit: zListLimit(),
});
export type TFinancePlayQuery = z.input<typeof ZFinancePlayQuery>;

export const ZFinancePlaySubscription = z
  .object({
    id: z.number().int(),
    codigo: z.string(),
    assinante: z.object({ usuarioId: z.number().int(), nome: z.string(), email: z.string().nullable() }),
    plano: z.object({ id: z.number().int(), nome: z.string(), periodo: z.enum(PLAY_PERIODS) }),
    estado: z.enum(PLAY_CONSOLE_STATES),
    /** Declined attempts of the current renewal. */
    tentativas: z.number().int(),
    /** End of the paid period; null while the first charge is under review. */
    validoAte: z.string().nullable(),
    /** Next renewal charge (a retry's date when failing); null when not renewing. */
    proximaCobranca: z.string().nullable(),
    /** Brand and last four digits only: the card's token never leaves the server. */
    cartao: z.object({ bandeira: z.string(), ultimosDigitos: z.string() }).nullable(),
    criadoEm: z.string(),
    canceladoEm: z.string().nullable(),
  })
  .meta({ id: 'AdminFinancePlaySubscription' });
export type TFinancePlaySubscription = z.infer<typeof ZFinancePlaySubscription>;

export const ZFinancePlayPlan = z.object({
  id: z.number().int(),
  nome: z.string(),
  periodo: z.enum(PLAY_PERIODS),
  valor: z.number().int(),
  flagAtivo: z.boolean(),
  /** Its subscriptions valid now (active, failing or ending). */
  vigentes: z.number().int(),
  /** Renewals paid, subscriptions lapsed and money received (net of refunds) in the last PLAY_REPORT_DAYS days. */
  renovacoes: z.number().int(),
  caducadas: z.number().int(),
  receita: z.number().int(),
});
export type TFinancePlayPlan = z.infer<typeof ZFinancePlayPlan>;

export const ZFinancePlayPage = z
  .object({
    itens: z.array(ZFinancePlaySubscription),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    /** Of the church's subscriptions matching the plan and search (not the state: the chips show each count). */
    porEstado: z.record(z.enum(PLAY_CONSOLE_STATES), z.number().int()),
    /** Every plan of the church, inactive ones too, with its figures. */
    planos: z.array(ZFinancePlayPlan),
    moeda: z.string(),
  })
  .meta({ id: 'AdminFinancePlayPage' });
export type TFinancePlayPage = z.infer<typeof ZFinancePlayPage>;
