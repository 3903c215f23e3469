import { z } from 'zod';
import { PAYMENT_METHOD_CODES } from '../payments/constants.ts';

/**
 * The money console's reports (issue 31, "Reports with charts"; finance view), each of one calendar year of the
 * church (`ano`, 2000 to 2100) and exportable as CSV. Decided:
 * - money received is a payment that was paid (`aprovado`, or `estornado` once refunded in full: refunds are a
 *   report of their own and never subtracted from what was received), dated by its `pago_em`; months are those of
 *   the church's time zone (31 Dec 23:30 in São Paulo is December);
 * - `bruto` is what the payer paid (the payment's total: value, fees the payer covered, installment interest),
 *   `taxas` the method's fees the payer covered; net, where shown, is bruto - taxas - estornado;
 * - a payment of several reasons (or tickets of several types) is split between them in proportion to their values
 *   (the items' values; a ticket type's current price), in whole cents that add up to the payment exactly;
 * - cash offerings are the committed batches' lines and adjustments, by the service's day (an open batch counts
 *   nothing yet), reported beside online gifts and marked as cash;
 * - refunds (not refused: processing or concluded) by the day they were recorded, by the payment's method;
 * - recurring gifts started and cancelled per month, and in force at the month's end (started, not cancelled;
 *   a pause is not dated, so a paused gift counts as in force); null for a month not yet ended.
 * Months are 1 to 12; rows with nothing are left out (the recurring report has its twelve months).
 */
export const REPORT_YEAR_MIN = 2000;
export const REPORT_YEAR_MAX = 2100;
export const FINANCE_REPORT_KINDS = ['giving', 'events', 'fees', 'refunds', 'recurring'] as const;
export type TFinanceReportKind = (typeof FINANCE_REPORT_KINDS)[number];

const zReportYear = z.coerce
  .number({ error: 'validation.integer' })
  .int('validation.integer')
  .min(REPORT_YEAR_MIN, 'validation.minValue')
  .max(REPORT_YEAR_MAX, 'validation.maxValue');

/** GET /admin/:church/finance/reports/<kind>(/export)?ano=YYYY */
export const ZFinanceReportQuery = z.strictObject({ ano: zReportYear });
export type TFinanceReportQuery = z.input<typeof ZFinanceReportQuery>;

const zMonth = z.number().int().min(1).max(12);
const zCents = z.number().int();
const zMethod = z.enum(PAYMENT_METHOD_CODES).nullable();
const head = { ano: z.number().int(), moeda: z.string() };

export const ZGivingReportRow = z.object({
  /** null: the reason was deleted since, or the payment named none. */
  motivoId: z.number().int().nullable(),
  motivo: z.string(),
  mes: zMonth,
  /** Online gifts received this month of `ano`, and the same month of the year before. */
  online: zCents,
  dinheiro: zCents,
  anteriorOnline: zCents,
  anteriorDinheiro: zCents,
});
export const ZGivingReport = z.object({ ...head, linhas: z.array(ZGivingReportRow) }).meta({ id: 'AdminGivingReport' });
export type TGivingReport = z.infer<typeof ZGivingReport>;
export type TGivingReportRow = z.infer<typeof ZGivingReportRow>;

export const ZEventsReportRow = z.object({
  eventoId: z.number().int(),
  evento: z.string(),
  ingressoId: z.number().int(),
  ingresso: z.string(),
  /** Tickets of paid purchases paid in the year. */
  bilhetes: z.number().int(),
  bruto: zCents,
  taxas: zCents,
  /** What was refunded of those purchases (shown apart, not taken from bruto). */
  estornado: zCents,
});
export const ZEventsReport = z.object({ ...head, linhas: z.array(ZEventsReportRow) }).meta({ id: 'AdminEventsReport' });
export type TEventsReport = z.infer<typeof ZEventsReport>;
export type TEventsReportRow = z.infer<typeof ZEventsReportRow>;

export const ZFeesReportRow = z.object({
  mes: zMonth,
  metodo: zMethod,
  pagamentos: z.number().int(),
  bruto: zCents,
  taxas: zCents,
});
export const ZFeesReport = z.object({ ...head, linhas: z.array(ZFeesReportRow) }).meta({ id: 'AdminFeesReport' });
export type TFeesReport = z.infer<typeof ZFeesReport>;
export type TFeesReportRow = z.infer<typeof ZFeesReportRow>;

export const ZRefundsReportRow = z.object({
  mes: zMonth,
  metodo: zMethod,
  quantidade: z.number().int(),
  valor: zCents,
});
export const ZRefundsReport = z.object({ ...head, linhas: z.array(ZRefundsReportRow) }).meta({ id: 'AdminRefundsReport' });
export type TRefundsReport = z.infer<typeof ZRefundsReport>;
export type TRefundsReportRow = z.infer<typeof ZRefundsReportRow>;

export const ZRecurringReportRow = z.object({
  mes: zMonth,
  iniciadas: z.number().int(),
  canceladas: z.number().int(),
  /** In force at the month's end; null while the month has not ended. */
  ativasFimMes: z.number().int().nullable(),
});
export const ZRecurringReport = z
  .object({ ano: z.number().int(), linhas: z.array(ZRecurringReportRow) })
  .meta({ id: 'AdminRecurringReport' });
export type TRecurringReport = z.infer<typeof ZRecurringReport>;
export type TRecurringReportRow = z.infer<typeof ZRecurringReportRow>;
