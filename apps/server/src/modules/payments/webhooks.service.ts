import { FINAL_PAYMENT_STATUSES, type TPaymentStatus } from '@congrega/contract/payments/constants';
import type { FastifyInstance } from 'fastify';
import { paymentStatusChanged } from './destination-hooks.ts';
import type { GatewayEvent } from './gateways/gateway.ts';
import { expiryFor } from './payment-expiry.ts';
import { findGatewayIds, lockPaymentByReference, recordWebhookEvent, updatePayment, type PaymentRow } from './payments.repository.ts';

export type EventResult = {
  resultado: 'aplicado' | 'repetido' | 'ignorado' | 'desconhecido';
  payment?: PaymentRow;
  before?: TPaymentStatus;
  /** Work for after the commit (a recurring gift's e-mail to its giver). */
  afterCommit?: () => Promise<void>;
};

/**
 * Applies one verified gateway event in one church transaction: the payment row is locked, the event id is
 * recorded in the same transaction as its effect (a replay finds it and changes nothing), and a payment never
 * moves backwards: a final status (approved, cancelled, refunded) never changes again, and an event older than
 * the last one applied is ignored (out-of-order delivery).
 */
export async function applyGatewayEvent(app: FastifyInstance, gatewayKey: string, event: GatewayEvent): Promise<EventResult> {
  return app.database.withChurch(event.churchId, async (tx) => {
    const ids = await findGatewayIds(tx, gatewayKey);
    const payment = ids.length > 0 ? await lockPaymentByReference(tx, event.churchId, ids, event.reference) : undefined;
    // Unknown to us (another installation's, or forged with a valid secret): acknowledged, nothing recorded.
    if (!payment) return { resultado: 'desconhecido' };
    if (!(await recordWebhookEvent(tx, event.churchId, gatewayKey, event.id, payment.id))) return { resultado: 'repetido' };
    const before = payment.status as TPaymentStatus;
    const stale = payment.ultimoEventoEm !== null && event.createdAt <= payment.ultimoEventoEm;
    if (FINAL_PAYMENT_STATUSES.includes(before) || stale) return { resultado: 'ignorado' };
    const now = new Date();
    const expiraEm = expiryFor(event.status, payment.expiraEm, now);
    const updated = await updatePayment(tx, event.churchId, payment.id, {
      status: event.status,
      ultimoEventoEm: event.createdAt,
      ...(expiraEm !== payment.expiraEm ? { expiraEm } : {}),
      ...(event.status === 'aprovado' ? { pagoEm: new Date() } : {}),
    });
    // The destination follows its payment (a recurring gift moves on with the verdict, an event registration's seats
    // are confirmed or released): payments' destination hooks, so payments imports neither giving nor events.
    const settled = await paymentStatusChanged(app, { tx, churchId: event.churchId, now }, updated, before);
    return { resultado: 'aplicado', payment: settled.payment, before, afterCommit: settled.afterCommit };
  });
}
