import { createHash } from 'node:crypto';
import type { ZRefundCreateBody } from '@congrega/contract/admin/finance';
import type { TLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { destinationHooks, type SettleContext } from './destination-hooks.ts';
import { moneyReceived, refundableOf, refundViaFor } from './finance-view.ts';
import type { RefundRequest, RefundResult } from './gateways/gateway.ts';
import { formatMoney } from './payment-view.ts';
import { updatePayment, type PaymentRow } from './payments.repository.ts';
import { lockPayment } from './pending-charges.repository.ts';
import { queueRefundMail } from './refund-mail.ts';
import {
  addRefunded,
  findGatewayImplementation,
  findRefund,
  findRefundByKey,
  insertRefund,
  updateRefund,
  type RefundRow,
} from './refunds.repository.ts';

/**
 * Refunds in three steps, like a charge (ARCHITECTURE.md "Payments: record, call, settle"), each transaction the
 * caller's (the console's audited write):
 * 1. record: the payment locked, the Idempotency-Key looked up (same key and body: the same refund again; another
 *    body: 409), the amount checked against what is left (total - refunds not refused) and against what the screen
 *    showed (`estornavelEsperado`: a refund made meanwhile answers REFUND_STALE, so two staff at once make one),
 *    the refund row inserted and its amount counted on the payment. A transfer (boleto, cash) is accepted here.
 * 2. call the gateway OUTSIDE any transaction with the key `refund_<church>_<refund id>` (a resend answers the first
 *    result); a call that throws leaves the refund 'processando' and the same Idempotency-Key sends it again.
 * 3. settle: the payment locked again; refunded -> accepted (its gateway id kept; the webhook concludes it),
 *    refused -> 'recusado' and its amount given back.
 * Accepting a refund (once): a payment refunded in full becomes 'estornado', the destination follows (an order's
 * tickets cancelled and seats released when staff chose it) and the payer's e-mail is queued after the commit.
 */
export type RefundBody = z.output<typeof ZRefundCreateBody>;

export interface RefundCall {
  refundId: number;
  implementacao: string;
  request: RefundRequest;
}

export interface RecordedRefund {
  refund: RefundRow;
  /** The gateway call to make (none for a transfer, or a refund already answered). */
  call?: RefundCall;
  afterCommit: (() => Promise<void>)[];
  /** The Idempotency-Key's refund, recorded by an earlier request (nothing new was recorded). */
  replay: boolean;
}

function bodyHash(paymentId: number, body: RefundBody): string {
  return createHash('sha256')
    .update(JSON.stringify({ paymentId, ...body }))
    .digest('hex');
}

async function callOf(tx: Tx, churchId: number, payment: PaymentRow, refund: RefundRow): Promise<RefundCall | undefined> {
  if (refund.via !== 'gateway' || refund.status !== 'processando' || refund.gatewayEstornoId !== null) return undefined;
  const implementacao = payment.idGatewayPagamento === null ? undefined : await findGatewayImplementation(tx, payment.idGatewayPagamento);
  if (!implementacao || !payment.gatewayReferencia) return undefined;
  const request = { reference: payment.gatewayReferencia, amountCents: refund.valor, idempotencyKey: `refund_${churchId}_${refund.id}` };
  return { refundId: refund.id, implementacao, request };
}

/** Accepts a refund once: the payment's status, the destination's follow-up, the payer's e-mail after the commit. */
export async function acceptRefund(app: FastifyInstance, ctx: SettleContext, refund: RefundRow, afterCommit: (() => Promise<void>)[]) {
  if (refund.destinoAplicadoEm) return;
  let payment = (await lockPayment(ctx.tx, ctx.churchId, refund.idPagamento))!;
  const full = payment.valorEstornado >= payment.total;
  if (full && payment.status === 'aprovado') payment = await updatePayment(ctx.tx, ctx.churchId, payment.id, { status: 'estornado' });
  const done = await destinationHooks(app, payment)?.refunded?.(ctx, payment, { cancel: refund.cancelarIngressos, full });
  if (done?.afterCommit) afterCommit.push(done.afterCommit);
  await updateRefund(ctx.tx, ctx.churchId, refund.id, { destinoAplicadoEm: ctx.now });
  afterCommit.push(() => queueRefundMail(app, ctx.churchId, refund.id));
}

export async function recordRefund(
  app: FastifyInstance,
  ctx: SettleContext,
  input: { paymentId: number; body: RefundBody; key: string; atorContaId: number; locale: TLocale },
): Promise<RecordedRefund> {
  const { tx, churchId } = ctx;
  const { body } = input;
  const hash = bodyHash(input.paymentId, body);
  const payment = await lockPayment(tx, churchId, input.paymentId);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  const prior = await findRefundByKey(tx, churchId, input.key);
  if (prior) {
    if (prior.corpoHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { refund: prior, call: await callOf(tx, churchId, payment, prior), afterCommit: [], replay: true };
  }
  const refundable = refundableOf(payment);
  const via = refundViaFor(payment.metodo);
  if (!via || !moneyReceived(payment)) throw new AppError('PAYMENT_NOT_REFUNDABLE');
  // Before "nothing left": a second refund drawn from the same screen as one that just took it all is stale.
  if (body.estornavelEsperado !== refundable) throw new AppError('REFUND_STALE');
  if (refundable === 0) throw new AppError('PAYMENT_NOT_REFUNDABLE');
  if (body.valor > refundable)
    throw new AppError(
      'REFUND_EXCEEDS_REFUNDABLE',
      { max: formatMoney(refundable, payment.moeda, input.locale) },
      { fields: { valor: 'error.REFUND_EXCEEDS_REFUNDABLE' } },
    );
  if (via === 'transferencia' && !body.observacao)
    throw new AppError('REFUND_NOTE_REQUIRED', {}, { fields: { observacao: 'error.REFUND_NOTE_REQUIRED' } });
  if (payment.destinoTipo === 'inscricao_evento' && body.cancelarIngressos === undefined)
    throw new AppError('REFUND_TICKETS_CHOICE_REQUIRED', {}, { fields: { cancelarIngressos: 'error.REFUND_TICKETS_CHOICE_REQUIRED' } });
  const refund = await insertRefund(tx, churchId, {
    idPagamento: payment.id,
    valor: body.valor,
    motivo: body.motivo,
    via,
    status: via === 'gateway' ? 'processando' : 'concluido',
    observacao: body.observacao || null,
    comprovante: body.comprovante || null,
    cancelarIngressos: body.cancelarIngressos ?? false,
    atorContaId: input.atorContaId,
    chave: input.key,
    corpoHash: hash,
    concluidoEm: via === 'gateway' ? null : ctx.now,
  });
  const counted = await addRefunded(tx, churchId, payment.id, body.valor);
  const afterCommit: (() => Promise<void>)[] = [];
  if (via === 'transferencia') {
    await acceptRefund(app, ctx, refund, afterCommit);
    return { refund, afterCommit, replay: false };
  }
  const call = await callOf(tx, churchId, counted, refund);
  if (!call) throw new AppError('PAYMENT_NOT_REFUNDABLE');
  return { refund, call, afterCommit, replay: false };
}

/** Step 2: the gateway, outside any transaction; undefined when it did not answer (the refund stays processing). */
export async function callRefundGateway(app: FastifyInstance, churchId: number, call: RefundCall): Promise<RefundResult | undefined> {
  const gateway = app.paymentGateways.get(call.implementacao);
  if (!gateway) return undefined;
  try {
    return await gateway.refund({ churchId, now: new Date() }, call.request);
  } catch (err) {
    app.log.warn({ refund: call.refundId, err: (err as Error).message }, 'refund gateway call failed');
    return undefined;
  }
}

/** Step 3: the gateway's answer, with the payment locked (a webhook that came first already accepted it). */
export async function settleRefund(
  app: FastifyInstance,
  ctx: SettleContext,
  refundId: number,
  result: RefundResult,
): Promise<{ refund: RefundRow; afterCommit: (() => Promise<void>)[] }> {
  const { tx, churchId } = ctx;
  const afterCommit: (() => Promise<void>)[] = [];
  const first = (await findRefund(tx, churchId, refundId))!;
  await lockPayment(tx, churchId, first.idPagamento);
  const refund = (await findRefund(tx, churchId, refundId))!;
  if (refund.status !== 'processando') return { refund, afterCommit };
  if (result.outcome === 'refused') {
    await addRefunded(tx, churchId, refund.idPagamento, -refund.valor);
    return { refund: await updateRefund(tx, churchId, refund.id, { status: 'recusado', recusa: result.reason }), afterCommit };
  }
  const answered = refund.gatewayEstornoId ? refund : await updateRefund(tx, churchId, refund.id, { gatewayEstornoId: result.refundId });
  await acceptRefund(app, ctx, answered, afterCommit);
  return { refund: (await findRefund(tx, churchId, refundId))!, afterCommit };
}
