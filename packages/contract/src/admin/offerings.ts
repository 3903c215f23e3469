import { z } from 'zod';
import { ZId, zPageNumber } from '../common.ts';
import { MAX_PAYMENT_CENTS } from '../payments/constants.ts';
import { parseIsoDate, zOptionalText, zRequiredText, zText } from '../validators.ts';
import { zChurchSlug } from './common.ts';

/**
 * Cash offerings (issue 31, "Cash offerings"): what a Sunday's plates and envelopes held, counted into a batch by a
 * counter (the `offerings` grant: it neither sees the payments nor refunds anything) and committed by a treasurer
 * (`finance` edit). Decided:
 * - a batch is `aberto` while counted (lines added, changed, removed; the batch itself can be deleted) and
 *   `confirmado` once committed: immutable from then on (the server refuses with 409 OFFERING_BATCH_COMMITTED, a
 *   database trigger refuses any UPDATE or DELETE too), corrections are adjusting entries;
 * - four eyes: whoever opened the batch or wrote one of its lines cannot commit it (409 OFFERING_SAME_COUNTER);
 * - the commit names the total the treasurer saw (`totalEsperado`): a line counted meanwhile answers 409
 *   OFFERING_STALE instead of committing what nobody checked;
 * - a line is one reason (fund), one method (cash or cheque) and a positive amount in cents; an envelope may name
 *   its number and the member who gave it (their gift then has a giver);
 * - an adjustment (finance edit) is a signed, non-zero amount of one reason and method with a required
 *   justification, on a committed batch only; the batch's totals include it;
 * - a ticket line (issue 32, admin/event-desk-sale.ts) is a registration's cash taken at the desk: no reason, its
 *   registration instead; it counts in the batch's totals (`inscricoes`, shown as "Inscrições de eventos") and in
 *   what a treasurer commits, never in giving reports or receipts; it follows its payment, so it is neither changed
 *   nor removed here, nor is its batch deleted (409 OFFERING_TICKET_LINE).
 */
export const OFFERING_BATCH_STATES = ['aberto', 'confirmado'] as const;
export type TOfferingBatchState = (typeof OFFERING_BATCH_STATES)[number];
export const OFFERING_METHODS = ['dinheiro', 'cheque'] as const;
export type TOfferingMethod = (typeof OFFERING_METHODS)[number];
export const OFFERING_SERVICE_MAX = 100;
export const OFFERING_NOTE_MAX = 500;
export const OFFERING_ENVELOPE_MAX = 20;
export const OFFERING_JUSTIFICATION_MAX = 500;

const zIsoDay = z.string({ error: 'validation.dateFormat' }).refine((v) => parseIsoDate(v) !== undefined, 'validation.dateFormat');
const zMethod = z.enum(OFFERING_METHODS, { error: 'validation.invalid' });
const zCents = (min: number) =>
  z
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(min, 'validation.minValue')
    .max(MAX_PAYMENT_CENTS, 'validation.maxValue');

const ZPersonName = z.object({ contaId: z.number().int(), nome: z.string() });
const ZReasonRef = z.object({ id: z.number().int(), nome: z.string() });

/** A batch's totals: counted lines and adjustments, per reason and per method; `inscricoes`: its ticket lines. */
export const ZOfferingTotals = z
  .object({
    contado: z.number().int(),
    inscricoes: z.number().int(),
    ajustes: z.number().int(),
    total: z.number().int(),
    porMotivo: z.array(ZReasonRef.extend({ contado: z.number().int(), ajustes: z.number().int(), total: z.number().int() })),
    porMetodo: z.array(z.object({ metodo: zMethod, total: z.number().int() })),
  })
  .meta({ id: 'AdminOfferingTotals' });
export type TOfferingTotals = z.infer<typeof ZOfferingTotals>;

const batchFields = {
  id: z.number().int(),
  /** The service's day (the church's calendar). */
  data: z.string(),
  congregacao: ZReasonRef.nullable(),
  culto: z.string().nullable(),
  observacao: z.string().nullable(),
  estado: z.enum(OFFERING_BATCH_STATES),
  contadoPor: ZPersonName,
  confirmadoPor: ZPersonName.nullable(),
  confirmadoEm: z.string().nullable(),
  criadoEm: z.string(),
};

export const ZOfferingBatchSummary = z
  .object({ ...batchFields, linhas: z.number().int(), totais: ZOfferingTotals.pick({ total: true, porMotivo: true, inscricoes: true }) })
  .meta({ id: 'AdminOfferingBatchSummary' });
export type TOfferingBatchSummary = z.infer<typeof ZOfferingBatchSummary>;

export const ZOfferingBatchPage = z
  .object({
    itens: z.array(ZOfferingBatchSummary),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    /** The church's currency (every amount's). */
    moeda: z.string(),
  })
  .meta({ id: 'AdminOfferingBatchPage' });
export type TOfferingBatchPage = z.infer<typeof ZOfferingBatchPage>;

export const ZOfferingLine = z
  .object({
    id: z.number().int(),
    /** The reason (fund); null on a ticket line. */
    motivo: ZReasonRef.nullable(),
    /** A ticket line's registration (desk sale); null on an offering line. */
    inscricao: z.object({ id: z.number().int(), eventoId: z.number().int(), evento: z.string(), pedido: z.string() }).nullable(),
    metodo: zMethod,
    valor: z.number().int(),
    envelope: z.string().nullable(),
    /** The envelope's giver (null: a plate's cash, or the member's account was erased). */
    membro: z.object({ usuarioId: z.number().int(), nome: z.string() }).nullable(),
    criadoPor: ZPersonName,
    criadoEm: z.string(),
  })
  .meta({ id: 'AdminOfferingLine' });
export type TOfferingLine = z.infer<typeof ZOfferingLine>;

export const ZOfferingAdjustment = z
  .object({
    id: z.number().int(),
    motivo: ZReasonRef,
    metodo: zMethod,
    valor: z.number().int(),
    justificativa: z.string(),
    criadoPor: ZPersonName,
    criadoEm: z.string(),
  })
  .meta({ id: 'AdminOfferingAdjustment' });
export type TOfferingAdjustment = z.infer<typeof ZOfferingAdjustment>;

export const ZOfferingBatchDetail = z
  .object({
    ...batchFields,
    /** The church's currency (every amount's). */
    moeda: z.string(),
    linhas: z.array(ZOfferingLine),
    ajustes: z.array(ZOfferingAdjustment),
    totais: ZOfferingTotals,
  })
  .meta({ id: 'AdminOfferingBatchDetail' });
export type TOfferingBatchDetail = z.infer<typeof ZOfferingBatchDetail>;

/** What the count's form offers: the reasons (active ones) and the congregations. */
export const ZOfferingOptions = z
  .object({ motivos: z.array(ZReasonRef), congregacoes: z.array(ZReasonRef) })
  .meta({ id: 'AdminOfferingOptions' });
export type TOfferingOptions = z.infer<typeof ZOfferingOptions>;

/** Members whose name matches (an envelope's giver): names only, the counter sees no contact or CPF. */
export const ZOfferingMemberList = z
  .object({ itens: z.array(z.object({ usuarioId: z.number().int(), nome: z.string() })) })
  .meta({ id: 'AdminOfferingMemberList' });
export type TOfferingMemberList = z.infer<typeof ZOfferingMemberList>;

// --- Requests ------------------------------------------------------------------------------------------------------

export const ZOfferingBatchParams = z.strictObject({ church: zChurchSlug, id: ZId });
export const ZOfferingLineParams = z.strictObject({ church: zChurchSlug, id: ZId, line: ZId });

export const ZOfferingBatchQuery = z.strictObject({
  estado: z.enum(OFFERING_BATCH_STATES, { error: 'validation.invalid' }).optional(),
  page: zPageNumber(),
  limit: z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(1, 'validation.minValue')
    .max(100, 'validation.maxValue')
    .default(30),
});

export const ZOfferingMemberQuery = z.strictObject({
  q: zText().trim().min(1, 'validation.required').max(100, 'validation.maxLength'),
});

export const ZOfferingBatchCreateBody = z
  .strictObject({
    data: zIsoDay,
    congregacaoId: ZId.nullable().optional(),
    culto: zOptionalText(OFFERING_SERVICE_MAX),
    observacao: zOptionalText(OFFERING_NOTE_MAX),
  })
  .meta({ id: 'AdminOfferingBatchCreateBody' });
export type TOfferingBatchCreateBody = z.input<typeof ZOfferingBatchCreateBody>;

export const ZOfferingLineBody = z
  .strictObject({
    motivoId: ZId,
    metodo: zMethod,
    valor: zCents(1),
    envelope: zOptionalText(OFFERING_ENVELOPE_MAX),
    usuarioId: ZId.nullable().optional(),
  })
  .meta({ id: 'AdminOfferingLineBody' });
export type TOfferingLineBody = z.input<typeof ZOfferingLineBody>;

/** POST .../commit: the batch's total as the treasurer saw it (see above). */
export const ZOfferingCommitBody = z.strictObject({ totalEsperado: zCents(0) }).meta({ id: 'AdminOfferingCommitBody' });
export type TOfferingCommitBody = z.input<typeof ZOfferingCommitBody>;

export const ZOfferingAdjustmentBody = z
  .strictObject({
    motivoId: ZId,
    metodo: zMethod,
    valor: zCents(-MAX_PAYMENT_CENTS).refine((v) => v !== 0, 'validation.invalid'),
    justificativa: zRequiredText(OFFERING_JUSTIFICATION_MAX),
  })
  .meta({ id: 'AdminOfferingAdjustmentBody' });
export type TOfferingAdjustmentBody = z.input<typeof ZOfferingAdjustmentBody>;
