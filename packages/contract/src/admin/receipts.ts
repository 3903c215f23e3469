import { z } from 'zod';
import { ZId } from '../common.ts';
import { zChurchSlug } from './common.ts';

/**
 * Yearly donation receipts ("informes de doações", issue 31, "Yearly receipts"): one PDF per giver of a calendar
 * year of the church, generated in bulk by a job, downloadable as one ZIP and e-mailed to each giver. Decided:
 * - a giver is a member with, in that year of the church's calendar, an online donation paid (approved, or
 *   partly refunded) or an envelope counted in a committed offering batch; refunds are subtracted (a refunded
 *   part is not a donation: spread over the payment's reasons by value), a gift refunded in full is not on it;
 * - the receipt names the church's legal name, CNPJ and address, the giver's name and CPF ("not informed" when
 *   they gave none), the gifts by month and reason (online and cash apart) and the year's total per reason and
 *   grand total, in the giver's language (that of their latest online gift, else the church's);
 * - a generation lists its givers when started (its `total`) and the job draws each receipt once and e-mails it
 *   once, whatever the number of server copies or restarts; one generation at a time per church (409);
 * - years from 2000 to the church's current year; starting is `finance` edit (audited), following and the ZIP
 *   `finance` view (downloading the ZIP, which holds every giver's CPF, is audited as an access).
 */
export const RECEIPT_RUN_STATES = ['gerando', 'concluido'] as const;
export type TReceiptRunState = (typeof RECEIPT_RUN_STATES)[number];
export const RECEIPT_YEAR_MIN = 2000;

const zYear = z.coerce
  .number({ error: 'validation.integer' })
  .int('validation.integer')
  .min(RECEIPT_YEAR_MIN, 'validation.minValue')
  .max(9999, 'validation.maxValue');

export const ZReceiptRun = z
  .object({
    id: z.number().int(),
    ano: z.number().int(),
    estado: z.enum(RECEIPT_RUN_STATES),
    /** Givers listed when it started; `gerados` of them drawn, `enviados` e-mailed. */
    total: z.number().int(),
    gerados: z.number().int(),
    enviados: z.number().int(),
    iniciadoPor: z.object({ contaId: z.number().int(), nome: z.string() }),
    iniciadoEm: z.string(),
    concluidoEm: z.string().nullable(),
  })
  .meta({ id: 'AdminReceiptRun' });
export type TReceiptRun = z.infer<typeof ZReceiptRun>;

/** A year's state: its latest generation (null: never generated) and what the receipts will print of the church. */
export const ZReceiptYear = z
  .object({
    ano: z.number().int(),
    /** The church's current year (the latest that can be chosen). */
    anoAtual: z.number().int(),
    lote: ZReceiptRun.nullable(),
    /** The church's legal details are missing: the receipts then print its public name and no CNPJ. */
    faltaDadosLegais: z.boolean(),
  })
  .meta({ id: 'AdminReceiptYear' });
export type TReceiptYear = z.infer<typeof ZReceiptYear>;

// --- Requests ------------------------------------------------------------------------------------------------------

export const ZReceiptYearQuery = z.strictObject({ ano: zYear });
export const ZReceiptStartBody = z.strictObject({ ano: zYear });
export const ZReceiptRunParams = z.strictObject({ church: zChurchSlug, id: ZId });
