import type { TPaymentStatus } from '@congrega/contract/payments/constants';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { destinationHooks, paymentStatusChanged, type SettleContext, type SettleResult } from './destination-hooks.ts';
import type { ChargeResult } from './gateways/gateway.ts';
import type { PendingCharge } from './payment-core.ts';
import { expiryFor } from './payment-expiry.ts';
import { updatePayment, type NewPayment, type PaymentRow } from './payments.repository.ts';
import { deletePendingCharge, lockPayment } from './pending-charges.repository.ts';
import { saveCardToken } from './saved-card-rules.ts';

/**
 * Step 3 of every charge, and the gateway webhook's step: ONE way a payment's status moves, in a short transaction
 * with the payment locked. Only a payment still 'em_aberto' takes a charge's answer (a second settle of the same
 * charge, by a concurrent request with the same Idempotency-Key or the resend job, waits on the lock and finds it
 * settled); the destination follows in the same transaction (payments' destination hooks).
 */

/** What the gateway answered a charge, and the reusable token asked for from the card it charged. */
export interface GatewayAnswer {
  result: ChargeResult;
  recurringToken?: string;
}

export interface Settled {
  payment: PaymentRow | undefined;
  /** False when the payment had been settled already (nothing changed here). */
  settled: boolean;
  afterCommit: (() => Promise<void>)[];
}

/** The payment row's values for a charge's answer: declined and invalid cards are recorded as cancelled. */
export function chargeValues(result: ChargeResult, now: Date): Partial<NewPayment> {
  if (result.outcome !== 'created') return { status: 'cancelado', detalhes: { recusa: result.outcome } };
  return {
    status: result.status,
    gatewayReferencia: result.reference,
    detalhes: result.details,
    expiraEm: expiryFor(result.status, result.expiresAt, now),
    pagoEm: result.paidAt,
  };
}

/**
 * Moves a locked payment to `values` and lets its destination follow (the webhook's path and the charge's): the
 * destination's `charged` hook first when this is a charge's answer, then its status hook.
 */
export async function applySettlement(
  app: FastifyInstance,
  ctx: SettleContext,
  locked: PaymentRow,
  values: Partial<NewPayment>,
  charge?: { recurringToken?: string; destino?: Record<string, unknown> },
): Promise<{ payment: PaymentRow; afterCommit?: () => Promise<void> }> {
  const before = locked.status as TPaymentStatus;
  let payment = await updatePayment(ctx.tx, ctx.churchId, locked.id, values);
  if (charge) payment = (await destinationHooks(app, payment)?.charged?.(ctx, payment, charge))?.payment ?? payment;
  return paymentStatusChanged(app, ctx, payment, before);
}

/**
 * Settles a recorded charge with its gateway's answer. `effect`: the caller's own destination step instead of the
 * destination hooks (the off-session runners move their gift or subscription themselves, counting what happened).
 */
export async function settleCharge(
  app: FastifyInstance,
  tx: Tx,
  churchId: number,
  paymentId: number,
  answer: GatewayAnswer,
  pending: PendingCharge,
  effect?: (payment: PaymentRow) => Promise<SettleResult | void>,
): Promise<Settled> {
  const now = new Date();
  const gateway = app.paymentGateways.get(pending.implementacao);
  const gctx = { churchId, now };
  const locked = await lockPayment(tx, churchId, paymentId);
  if (!locked || locked.status !== 'em_aberto') {
    // Settled by another: a reusable token this send asked for is not kept by anyone.
    const spare = answer.recurringToken;
    return { payment: locked, settled: false, afterCommit: spare && gateway ? [() => gateway.forgetToken(gctx, spare)] : [] };
  }
  await deletePendingCharge(tx, churchId, paymentId);
  const afterCommit: (() => Promise<void>)[] = [];
  const { result } = answer;
  if (pending.saveCard && result.outcome === 'created' && result.card && locked.idUsuario !== null) {
    const card = result.card;
    const kept = await saveCardToken(tx, churchId, locked.idUsuario, pending.saveCard.idGatewayPagamento, card.token, card);
    // The member keeps this card already: the saved one stays, the token just kept for it is forgotten.
    if (kept.forget && gateway) afterCommit.push(() => gateway.forgetToken(gctx, card.token));
  }
  const sctx = { tx, churchId, now };
  if (effect) {
    const payment = await updatePayment(tx, churchId, locked.id, chargeValues(result, now));
    const done = await effect(payment);
    if (done?.afterCommit) afterCommit.push(done.afterCommit);
    return { payment: done?.payment ?? payment, settled: true, afterCommit };
  }
  const charge = {
    ...(answer.recurringToken ? { recurringToken: answer.recurringToken } : {}),
    ...(pending.destino ? { destino: pending.destino } : {}),
  };
  const done = await applySettlement(app, sctx, locked, chargeValues(result, now), charge);
  if (done.afterCommit) afterCommit.push(done.afterCommit);
  return { payment: done.payment, settled: true, afterCommit };
}
