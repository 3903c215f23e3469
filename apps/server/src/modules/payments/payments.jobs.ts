import { matchLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { churchPublicUrl } from '../../core/public-url.ts';
import { cancelOverdue, findReceiptData, listChurchesWithOverdue, markReceiptSent } from './payments.repository.ts';
import { destinationHooks, paymentStatusChanged } from './destination-hooks.ts';
import { renderReceipt } from './receipt-mail.ts';
import { postSandboxEvent, WEBHOOK_DELIVERY_JOB } from './sandbox-bank.service.ts';
import type { TGatewayWebhookEvent } from '@congrega/contract/payments/sandbox-bank';

/**
 * Background work of payments (plugins/jobs.ts): receipts off the request path, and the expiry of unpaid Pix,
 * boleto, cash and wallet payments and of card reviews or ACH transfers left without a verdict (payment-expiry.ts):
 * the order is cancelled automatically if unconfirmed (spec section 4).
 */
export const RECEIPT_JOB = 'payments.receipt';
export const EXPIRE_JOB = 'payments.expire-overdue';

export interface ReceiptJob {
  churchId: number;
  paymentId: number;
}

/**
 * Sends the receipt of an approved payment once (a retried job finds it sent and stops): to the member, or to the
 * guest the payment's destination names (a guest has no account page: the e-mail links nowhere).
 */
export async function sendReceipt(app: FastifyInstance, { churchId, paymentId }: ReceiptJob): Promise<void> {
  const data = await app.database.withChurch(churchId, async (tx) => {
    const row = await findReceiptData(tx, churchId, paymentId);
    if (!row || row.email !== null || row.payment.idUsuario !== null) return row;
    const guest = await destinationHooks(app, row.payment)?.guestPayer?.({ tx, churchId }, row.payment);
    return guest ? { ...row, email: guest.email, nome: guest.nome } : undefined;
  });
  if (!data?.email || data.payment.reciboEnviadoEm || data.payment.status !== 'aprovado') return;
  const p = data.payment;
  const member = p.idUsuario !== null;
  const link = member ? `${churchPublicUrl(app.config.publicUrl, data.slug)}/user/payment/${encodeURIComponent(p.codigo)}` : null;
  const mail = renderReceipt(matchLocale(p.idioma) ?? 'en', {
    churchName: data.churchName,
    timeZone: data.fusoHorario,
    payerName: data.nome ?? '',
    codigo: p.codigo,
    descricao: p.descricao,
    total: p.total,
    moeda: p.moeda,
    parcelas: p.parcelas,
    paidAt: p.pagoEm ?? p.atualizadoEm,
    link,
  });
  await app.mailer.deliver({ churchId, to: data.email, tag: 'payment-receipt' }, mail);
  await app.database.withChurch(churchId, (tx) => markReceiptSent(tx, churchId, paymentId));
}

/** Cancels every church's overdue unpaid payments; how many. */
export async function expireOverdue(app: FastifyInstance, now = new Date()): Promise<number> {
  let cancelled = 0;
  for (const churchId of await listChurchesWithOverdue(app.database.db, now)) {
    const afterCommit: (() => Promise<void>)[] = [];
    cancelled += await app.database.withChurch(churchId, async (tx) => {
      const rows = await cancelOverdue(tx, churchId, now);
      for (const { payment, before } of rows) {
        const settled = await paymentStatusChanged(app, { tx, churchId, now }, payment, before);
        if (settled.afterCommit) afterCommit.push(settled.afterCommit);
      }
      return rows.length;
    });
    for (const work of afterCommit) await work();
  }
  return cancelled;
}

export function definePaymentJobs(app: FastifyInstance): void {
  app.jobs.define<ReceiptJob>({ name: RECEIPT_JOB, handler: (data) => sendReceipt(app, data), retryLimit: 5, retryDelaySeconds: 60 });
  app.jobs.define<TGatewayWebhookEvent>({
    name: WEBHOOK_DELIVERY_JOB,
    handler: async (event) => {
      if (!(await postSandboxEvent(app, event))) throw new Error('webhook not accepted');
    },
    retryLimit: 8,
    retryDelaySeconds: 15,
  });
  app.jobs.define({ name: EXPIRE_JOB, handler: async () => void (await expireOverdue(app)), cron: '* * * * *', retryLimit: 0 });
}

/** Queues the receipt of a payment that just became approved (after its transaction committed). */
export async function queueReceipt(app: FastifyInstance, churchId: number, paymentId: number): Promise<void> {
  await app.jobs.send<ReceiptJob>(RECEIPT_JOB, { churchId, paymentId }, { singletonKey: `receipt:${paymentId}` });
}
