import { z } from 'zod';
import { ZId, zPageNumber } from '../common.ts';
import { zRequiredText, zText } from '../validators.ts';
import { zChurchSlug, zListLimit } from './common.ts';
import { zBoolText, ZFinanceReview } from './finance.ts';

/**
 * What in the money console needs a person (issue 31) beyond the dashboard's counts: gateway events that named an
 * order this church does not have (recorded with the reference as received, kept until staff review them with a
 * note), and cancelled orders whose money arrived afterwards (an expired Pix paid late: refunded through the refund
 * dialog, or honoured, i.e. the money kept, with a note). Reading needs finance view; a review or an honour finance
 * edit, audited.
 *
 * `resultado` of an event recorded without an order: `desconhecido`, then `desconhecido_revisto` once reviewed.
 */
export const ATTENTION_NOTE_MAX = 500;

export const ZUnknownWebhookQuery = z.strictObject({
  /** 'false': only those waiting for a review; 'true': only those reviewed; absent: all, newest first. */
  revisado: zBoolText.optional(),
  page: zPageNumber(),
  limit: zListLimit(),
});

export const ZUnknownWebhook = z
  .object({
    gateway: z.string(),
    eventoId: z.string(),
    /** status | estorno (null for an event recorded before the money console). */
    tipo: z.enum(['status', 'estorno']).nullable(),
    /** What it said: the status it reported, or the refund's amount in cents. */
    status: z.string().nullable(),
    valor: z.number().int().nullable(),
    recebidoEm: z.string(),
    /** The gateway's order reference as received (never matched to an order of this church). */
    referencia: z.string().nullable(),
    resultado: z.string().nullable(),
    revisao: ZFinanceReview.nullable(),
  })
  .meta({ id: 'AdminUnknownWebhook' });
export type TUnknownWebhook = z.infer<typeof ZUnknownWebhook>;

export const ZUnknownWebhookPage = z
  .object({
    itens: z.array(ZUnknownWebhook),
    page: z.number().int(),
    limit: z.number().int(),
    /** Of the filtered set. */
    total: z.number().int(),
    /** Every such event of the church, waiting for a review and reviewed (the list's chips). */
    contagem: z.object({ pendentes: z.number().int(), revisados: z.number().int() }),
    /** The church's currency (a refund event's amount). */
    moeda: z.string(),
  })
  .meta({ id: 'AdminUnknownWebhookPage' });
export type TUnknownWebhookPage = z.infer<typeof ZUnknownWebhookPage>;

export const ZWebhookReviewParams = z.strictObject({
  church: zChurchSlug,
  gateway: zText().trim().min(1, 'validation.required').max(40, 'validation.maxLength'),
  eventoId: zText().trim().min(1, 'validation.required').max(200, 'validation.maxLength'),
});

/** POST .../webhooks/:gateway/:eventoId/review and POST .../payments/:id/honour: what staff found or decided. */
export const ZAttentionNoteBody = z.strictObject({ observacao: zRequiredText(ATTENTION_NOTE_MAX) }).meta({ id: 'AdminAttentionNoteBody' });
export type TAttentionNoteBody = z.input<typeof ZAttentionNoteBody>;

export const ZHonourParams = z.strictObject({ church: zChurchSlug, id: ZId });
