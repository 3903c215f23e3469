import type { TPaymentStatus } from '@congrega/contract/payments/constants';
import { OPEN_EXPIRING } from './payment-expiry.ts';
import { newOrderCode, type PaymentContext, type PaymentOrder } from './payment-core.ts';
import { insertPayment, updatePayment, type PaymentRow } from './payments.repository.ts';
import { deletePendingCharge, lockPayment } from './pending-charges.repository.ts';

/**
 * Payments staff record by hand (the console's events area, issue 32), in the caller's church transaction:
 * - a desk sale's cash: an approved 'dinheiro' payment paid now, with no gateway and no fees (the money is in the
 *   staff member's hand), so it counts as money received (MONEY_RECEIVED) in the event's revenue and the money
 *   console; a refund of it is a transfer, as any cash payment's (finance-view.ts refundViaFor);
 * - cancelling the open payment of an order staff cancelled: an unpaid one (OPEN_EXPIRING) becomes 'cancelado' and
 *   its kept gateway request is dropped (no resend); a payment with a final status is left as it is. A Pix paid
 *   afterwards is then "paid after cancel" (PAID_AFTER_CANCEL), in the money console's queue, as an expired one is.
 */
export async function recordDeskCashPayment(
  ctx: PaymentContext,
  order: { destino: PaymentOrder['destino']; valor: number; atorContaId: number },
): Promise<PaymentRow> {
  return insertPayment(
    ctx.tx,
    ctx.church.id,
    {
      codigo: newOrderCode(),
      idUsuario: ctx.usuarioId,
      destinoTipo: order.destino.tipo,
      destinoId: order.destino.id,
      descricao: order.destino.descricao,
      metodo: 'dinheiro',
      idGatewayPagamento: null,
      moeda: ctx.church.moeda,
      valor: order.valor,
      taxas: 0,
      total: order.valor,
      parcelas: 1,
      valorParcela: order.valor,
      status: 'aprovado',
      detalhes: { balcao: true, recebidoPorContaId: order.atorContaId },
      pagoEm: ctx.now,
      idioma: ctx.locale,
    },
    [],
  );
}

/** Cancels an order's payment still unpaid (see above): the status it had, or undefined when it was not open. */
export async function cancelOpenPayment(
  ctx: { tx: PaymentContext['tx']; churchId: number },
  paymentId: number,
): Promise<TPaymentStatus | undefined> {
  const payment = await lockPayment(ctx.tx, ctx.churchId, paymentId);
  if (!payment || !OPEN_EXPIRING.includes(payment.status)) return undefined;
  await updatePayment(ctx.tx, ctx.churchId, paymentId, { status: 'cancelado' });
  await deletePendingCharge(ctx.tx, ctx.churchId, paymentId);
  return payment.status as TPaymentStatus;
}
