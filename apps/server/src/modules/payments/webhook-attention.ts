import type { TUnknownWebhook, TUnknownWebhookPage } from '@congrega/contract/admin/finance-attention';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { paidAfterCancel, refundableOf, toUnknownWebhook } from './finance-view.ts';
import { lockPayment } from './pending-charges.repository.ts';
import {
  countUnknownWebhooks,
  listUnknownWebhooks,
  lockLatePaymentEvent,
  lockUnknownWebhook,
  reviewerNameOf,
  reviewWebhookEvent,
  type WebhookEventRow,
} from './webhook-events.repository.ts';

/**
 * The money console's queue of gateway events that need a person (issue 31), in the console's church transaction:
 * events that named no order of the church (listed; reviewed once with a note), and the event that brought a
 * cancelled order's money late (honoured once with a note: the church keeps the money). The row is locked while
 * it is decided, so two staff at once make one review and the second answers 409.
 */
export interface Review {
  observacao: string;
  contaId: number;
  now: Date;
}

export async function unknownWebhookPage(
  tx: Tx,
  church: { id: number; moeda: string },
  reviewed: boolean | undefined,
  page: { page: number; limit: number },
): Promise<TUnknownWebhookPage> {
  const rows = await listUnknownWebhooks(tx, church.id, reviewed, { offset: (page.page - 1) * page.limit, limit: page.limit });
  const contagem = await countUnknownWebhooks(tx, church.id);
  return {
    itens: rows.map((r) => toUnknownWebhook(r.event, r.revisorNome)),
    page: page.page,
    limit: page.limit,
    total: reviewed === undefined ? contagem.pendentes + contagem.revisados : reviewed ? contagem.revisados : contagem.pendentes,
    contagem,
    moeda: church.moeda,
  };
}

/** Reviews an event that named an unknown order; answers it as it was and as it now is (the audit's two sides). */
export async function reviewUnknownWebhook(
  tx: Tx,
  churchId: number,
  key: { gateway: string; eventoId: string },
  review: Review,
): Promise<{ before: WebhookEventRow; after: TUnknownWebhook }> {
  const before = await lockUnknownWebhook(tx, churchId, key.gateway, key.eventoId);
  if (!before) throw new AppError('WEBHOOK_EVENT_NOT_FOUND');
  if (before.revisadoEm) throw new AppError('WEBHOOK_ALREADY_REVIEWED');
  const after = await reviewWebhookEvent(tx, churchId, key, {
    resultado: 'desconhecido_revisto',
    observacao: review.observacao,
    contaId: review.contaId,
    em: review.now,
  });
  return { before, after: toUnknownWebhook(after, await reviewerNameOf(tx, churchId, review.contaId)) };
}

/**
 * Honours a cancelled order paid afterwards: the church keeps what is left of its money (nothing is refunded, the
 * order stays cancelled). Refused for any other payment, one refunded in full, or one honoured already.
 */
export async function honourLatePayment(tx: Tx, churchId: number, paymentId: number, review: Review): Promise<WebhookEventRow> {
  const payment = await lockPayment(tx, churchId, paymentId);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  const event = paidAfterCancel(payment) ? await lockLatePaymentEvent(tx, churchId, paymentId) : undefined;
  if (!event || refundableOf(payment) === 0) throw new AppError('PAYMENT_NOT_PAID_AFTER_CANCEL');
  if (event.revisadoEm) throw new AppError('PAYMENT_ALREADY_HONOURED');
  return reviewWebhookEvent(tx, churchId, event, {
    resultado: 'pago_apos_cancelamento_honrado',
    observacao: review.observacao,
    contaId: review.contaId,
    em: review.now,
  });
}
