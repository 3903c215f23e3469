import type { FastifyInstance } from 'fastify';
import type { SettleContext } from './destination-hooks.ts';
import { refundableOf } from './finance-view.ts';
import type { GatewayEvent } from './gateways/gateway.ts';
import type { PaymentRow } from './payments.repository.ts';
import { acceptRefund } from './refund-flow.ts';
import { addRefunded, findRefundForEvent, insertRefund, updateRefund } from './refunds.repository.ts';

/**
 * The gateway's refund event settles a refund (issue 31), in the webhook's transaction with the payment locked:
 * the refund it names (by the gateway's id, or the one still waiting for the gateway's answer with that amount) is
 * concluded and, if the console's settle step has not yet, accepted. A refund the console never asked for (made at
 * the gateway's own dashboard) is recorded as a concluded refund with no actor, up to what is left to refund.
 */
export async function applyRefundEvent(
  app: FastifyInstance,
  ctx: SettleContext,
  payment: PaymentRow,
  event: Extract<GatewayEvent, { kind: 'refund' }>,
): Promise<{ resultado: 'aplicado' | 'ignorado'; afterCommit: (() => Promise<void>)[] }> {
  const { tx, churchId, now } = ctx;
  const afterCommit: (() => Promise<void>)[] = [];
  const known = await findRefundForEvent(tx, churchId, payment.id, event.refundId, event.amountCents);
  if (known) {
    if (known.status === 'concluido') return { resultado: 'ignorado', afterCommit };
    // The gateway refunded what it had refused before (or a late event after a refusal): count it again.
    if (known.status === 'recusado') await addRefunded(tx, churchId, payment.id, known.valor);
    const concluded = await updateRefund(tx, churchId, known.id, {
      status: 'concluido',
      concluidoEm: now,
      gatewayEstornoId: event.refundId,
      recusa: null,
    });
    await acceptRefund(app, ctx, concluded, afterCommit);
    return { resultado: 'aplicado', afterCommit };
  }
  const valor = Math.min(event.amountCents, refundableOf(payment));
  if (valor <= 0) return { resultado: 'ignorado', afterCommit };
  const refund = await insertRefund(tx, churchId, {
    idPagamento: payment.id,
    valor,
    motivo: '',
    via: 'gateway',
    status: 'concluido',
    gatewayEstornoId: event.refundId,
    concluidoEm: now,
  });
  await addRefunded(tx, churchId, payment.id, valor);
  await acceptRefund(app, ctx, refund, afterCommit);
  return { resultado: 'aplicado', afterCommit };
}
