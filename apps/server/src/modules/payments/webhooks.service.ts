import { FINAL_PAYMENT_STATUSES, type TPaymentStatus } from '@congrega/contract/payments/constants';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { applySettlement } from './charge-settle.ts';
import { paymentApproved } from './destination-hooks.ts';
import type { GatewayEvent } from './gateways/gateway.ts';
import { expiryFor } from './payment-expiry.ts';
import { queueReceipt } from './payments.jobs.ts';
import { findGatewayIds, lockPaymentByReference, recordWebhookEvent, type PaymentRow } from './payments.repository.ts';

export type EventResult = {
  resultado: 'aplicado' | 'repetido' | 'ignorado' | 'desconhecido' | 'recebido';
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
 * (the charge's answer has not been recorded yet): the event is ignored, the resend settles it. A refund event is
 * recorded once and acknowledged ('recebido'): turning it into payments' own refund rows is the money console's.
 */
export async function applyGatewayEvent(app: FastifyInstance, gatewayKey: string, event: GatewayEvent): Promise<EventResult> {
  return app.database.withChurch(event.churchId, async (tx) => {
    const ids = await findGatewayIds(tx, gatewayKey);
    const payment = ids.length > 0 ? await lockPaymentByReference(tx, event.churchId, ids, event.reference) : undefined;
    // Unknown to us (another installation's, or forged with a valid secret): acknowledged, nothing recorded.
    if (!payment) return { resultado: 'desconhecido' };
    if (!(await recordWebhookEvent(tx, event.churchId, gatewayKey, event.id, payment.id))) return { resultado: 'repetido' };
    if (event.kind === 'refund') return { resultado: 'recebido' };
    const before = payment.status as TPaymentStatus;
    const stale = payment.ultimoEventoEm !== null && event.createdAt <= payment.ultimoEventoEm;
    if (FINAL_PAYMENT_STATUSES.includes(before) || stale || before === 'em_aberto') return { resultado: 'ignorado' };
    const now = new Date();
    const expiraEm = expiryFor(event.status, payment.expiraEm, now);
    const settled = await applySettlement(app, { tx, churchId: event.churchId, now }, payment, {
      status: event.status,
      ultimoEventoEm: event.createdAt,
      ...(expiraEm !== payment.expiraEm ? { expiraEm } : {}),
      ...(event.status === 'aprovado' ? { pagoEm: now } : {}),
    });
    return { resultado: 'aplicado', payment: settled.payment, before, afterCommit: settled.afterCommit };
  });
}
