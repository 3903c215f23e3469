import { FINAL_PAYMENT_STATUSES, type TPaymentStatus } from '@congrega/contract/payments/constants';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { applySettlement } from './charge-settle.ts';
import { paymentApproved } from './destination-hooks.ts';
import type { GatewayEvent } from './gateways/gateway.ts';
import { moneyReceived } from './finance-view.ts';
import { expiryFor } from './payment-expiry.ts';
import { queueReceipt } from './payments.jobs.ts';
import { findGatewayIds, lockPaymentByReference, updatePayment, type PaymentRow } from './payments.repository.ts';
import { applyRefundEvent } from './refund-webhook.ts';
import { churchExists, recordWebhookEvent, setWebhookResult, type EventInfo } from './webhook-events.repository.ts';

export type EventResult = {
  resultado: 'aplicado' | 'repetido' | 'ignorado' | 'desconhecido' | 'recebido' | 'pago_apos_cancelamento';
  payment?: PaymentRow;
  before?: TPaymentStatus;
  /** Work for after the commit (a recurring gift's e-mail to its giver). */
  afterCommit?: () => Promise<void>;
};

/**
 * POST /webhooks/pagamento/{gateway}: the gateway named must be installed (404), the event must carry its valid,
 * fresh signature (401); then it is applied (applyGatewayEvent) and, after the commit, an approved payment's receipt
 * and destination work are queued. What it did is logged with the event id only.
 */
export async function receiveGatewayWebhook(
  app: FastifyInstance,
  gatewayKey: string,
  raw: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<EventResult> {
  const gateway = app.paymentGateways.get(gatewayKey);
  if (!gateway) throw new AppError('NOT_FOUND');
  const event = gateway.verifyWebhook(raw, headers, new Date());
  if (!event) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  const result = await applyGatewayEvent(app, gateway.key, event);
  if (result.payment?.status === 'aprovado' && result.before !== 'aprovado') {
    await queueReceipt(app, event.churchId, result.payment.id);
    await paymentApproved(app, event.churchId, result.payment);
  }
  await result.afterCommit?.();
  app.log.info({ gateway: gateway.key, evento: event.id, resultado: result.resultado }, 'payment webhook');
  return result;
}

/**
 * Applies one verified gateway event in one church transaction: the payment row is locked, the event id is
 * recorded in the same transaction as its effect (a replay finds it and changes nothing), and a payment never
 * moves backwards: a final status (approved, cancelled, refunded) never changes again, and an event older than
 * the last one applied is ignored (out-of-order delivery). A payment still 'em_aberto' is its checkout's to settle
 * (the charge's answer has not been recorded yet): the event is ignored, the resend settles it. A refund event of a
 * payment whose money was received settles its refund row (refund-webhook.ts); of a payment never paid it is
 * ignored. What each event said, the order reference it named and what was done with it are recorded with its id
 * (the money console's payment detail lists them).
 *
 * Needing a person (issue 31): an event naming no order of the church is recorded once under that church (when it
 * exists) with no payment, 'desconhecido', for the console's "webhooks without an order" queue; an approval of a
 * cancelled order (an expired Pix paid late) records the money's arrival (`pagoEm`) and nothing else,
 * 'pago_apos_cancelamento': the order stays cancelled, no destination hook runs (its tickets stay cancelled, its
 * seats are not taken again, no receipt), and staff refund it or honour it from the console.
 */
export async function applyGatewayEvent(app: FastifyInstance, gatewayKey: string, event: GatewayEvent): Promise<EventResult> {
  return app.database.withChurch(event.churchId, async (tx) => {
    const ids = await findGatewayIds(tx, gatewayKey);
    const payment = ids.length > 0 ? await lockPaymentByReference(tx, event.churchId, ids, event.reference) : undefined;
    const info: EventInfo =
      event.kind === 'refund'
        ? { tipo: 'estorno', valor: event.amountCents, referencia: event.reference }
        : { tipo: 'status', status: event.status, referencia: event.reference };
    if (!payment) return recordUnknown(tx, gatewayKey, event, info);
    if (!(await recordWebhookEvent(tx, event.churchId, gatewayKey, event.id, payment.id, info))) return { resultado: 'repetido' };
    const result = await applyEvent(app, tx, payment, event);
    await setWebhookResult(tx, event.churchId, gatewayKey, event.id, result.resultado);
    return result;
  });
}

/** Unknown to this church (another installation's, a mistyped reference): acknowledged, recorded once for staff. */
async function recordUnknown(tx: Tx, gatewayKey: string, event: GatewayEvent, info: EventInfo): Promise<EventResult> {
  if (!(await churchExists(tx, event.churchId))) return { resultado: 'desconhecido' };
  if (!(await recordWebhookEvent(tx, event.churchId, gatewayKey, event.id, null, info))) return { resultado: 'repetido' };
  await setWebhookResult(tx, event.churchId, gatewayKey, event.id, 'desconhecido');
  return { resultado: 'desconhecido' };
}

async function applyEvent(app: FastifyInstance, tx: Tx, payment: PaymentRow, event: GatewayEvent): Promise<EventResult> {
  const now = new Date();
  if (event.kind === 'refund') {
    if (!moneyReceived(payment)) return { resultado: 'ignorado' };
    const done = await applyRefundEvent(app, { tx, churchId: event.churchId, now }, payment, event);
    return {
      resultado: done.resultado,
      afterCommit: async () => {
        for (const work of done.afterCommit) await work();
      },
    };
  }
  const before = payment.status as TPaymentStatus;
  const stale = payment.ultimoEventoEm !== null && event.createdAt <= payment.ultimoEventoEm;
  // Money that arrived for a cancelled order is recorded even when the gateway dated its approval before the
  // cancellation it also sent (stale by time): the bank says it was paid, and staff must see it (attention queue).
  if (before === 'cancelado' && event.status === 'aprovado' && payment.pagoEm === null) {
    const ultimoEventoEm = stale ? payment.ultimoEventoEm : event.createdAt;
    const paid = await updatePayment(tx, event.churchId, payment.id, { pagoEm: now, ultimoEventoEm });
    return { resultado: 'pago_apos_cancelamento', payment: paid, before };
  }
  if (FINAL_PAYMENT_STATUSES.includes(before) || stale || before === 'em_aberto') return { resultado: 'ignorado' };
  const expiraEm = expiryFor(event.status, payment.expiraEm, now);
  const settled = await applySettlement(app, { tx, churchId: event.churchId, now }, payment, {
    status: event.status,
    ultimoEventoEm: event.createdAt,
    ...(expiraEm !== payment.expiraEm ? { expiraEm } : {}),
    ...(event.status === 'aprovado' ? { pagoEm: now } : {}),
  });
  return { resultado: 'aplicado', payment: settled.payment, before, afterCommit: settled.afterCommit };
}
