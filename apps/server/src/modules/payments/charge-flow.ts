import { createHash } from 'node:crypto';
import type { TErrorCode } from '@congrega/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { settleCharge, type GatewayAnswer } from './charge-settle.ts';
import { claimIdempotencyKey, findIdempotent, storeIdempotentAnswer, type IdempotencyKey } from './idempotency.repository.ts';
import type { PendingCharge } from './payment-core.ts';
import type { PaymentRow } from './payments.repository.ts';
import { findPendingCharge, lockPayment } from './pending-charges.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/**
 * A checkout's charge in three steps, so no database transaction is open while a gateway answers (0.3-3 s over
 * HTTP), and once per Idempotency-Key:
 * 1. RECORD (the use case's transaction): the key is claimed, the order checked and recorded ('em_aberto' payment,
 *    seats held, the request kept in `pagamento_envio`), and the key marked pending with the payment; commit. A
 *    refusal of the input rolls it all back: the key is free again.
 * 2. CALL the gateway outside any transaction, with the payment's idempotency key (`payment_<church>_<id>`).
 * 3. SETTLE in a short transaction (charge-settle.ts): only a payment still 'em_aberto' takes the answer; the
 *    answer of the use case is composed from what is stored and kept under the key.
 * A second request with the same key while the first is between 1 and 3 completes the same charge: it sends the kept
 * request with the same gateway key (the gateway answers the first charge's result, never a second charge), then
 * waits on the payment's lock in step 3 and answers what the first stored. The same key with another body: 409.
 * A process that dies between 1 and 3 leaves the kept request: the resend job (charge-resend.ts) finishes it once.
 */

/** A paying use case's answer as stored for replays: its success body or a payer-facing refusal. */
export type IdempotentAnswer<B> = { status: number; body: B | { code: TErrorCode; params: Record<string, string | number> } };

/** Step 1's outcome: an answer already (a replay, a free order) or a recorded charge to complete. */
export type Claimed<B> = { answer: IdempotentAnswer<B> } | { paymentId: number; pending?: PendingCharge };

/** What a recorded charge's answer is made of, read in the settle transaction (the same for every caller). */
export type ComposeAnswer<B> = (tx: Tx, payment: PaymentRow) => Promise<IdempotentAnswer<B>>;

const PENDING_STATUS = 0;

/**
 * Step 1 around the use case's `record`: claims the key (a concurrent request with the same key waits on it until
 * this transaction ends), replays a stored answer, or resumes a charge recorded under the key.
 */
export async function claimCheckout<B>(
  tx: Tx,
  key: IdempotencyKey,
  request: unknown,
  record: () => Promise<Claimed<B>>,
): Promise<Claimed<B>> {
  const hash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  if (!(await claimIdempotencyKey(tx, key, hash))) {
    const prior = await findIdempotent(tx, key);
    if (!prior || prior.corpoHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (prior.respostaStatus !== PENDING_STATUS)
      return { answer: { status: prior.respostaStatus, body: prior.resposta as IdempotentAnswer<B>['body'] } };
    return { paymentId: (prior.resposta as { pagamento: number }).pagamento };
  }
  const claimed = await record();
  if ('answer' in claimed) await storeIdempotentAnswer(tx, key, claimed.answer.status, claimed.answer.body);
  else await storeIdempotentAnswer(tx, key, PENDING_STATUS, { pagamento: claimed.paymentId });
  return claimed;
}

/** Step 2: the gateway call, outside any transaction; with a reusable token of the card when the charge asks one. */
export async function callGateway(app: FastifyInstance, churchId: number, pending: PendingCharge): Promise<GatewayAnswer> {
  const gateway = app.paymentGateways.get(pending.implementacao);
  if (!gateway) throw new Error(`payment gateway ${pending.implementacao} is not installed`);
  const ctx = { churchId, now: new Date() };
  const result = await gateway.charge(ctx, pending.request);
  const reusable = result.outcome === 'created' && result.card && (result.status === 'aprovado' || result.status === 'em_analise');
  const recurringToken = pending.recurring && reusable ? await gateway.recurringToken(ctx, result.card!.token) : undefined;
  return { result, ...(recurringToken ? { recurringToken } : {}) };
}

/** Steps 2 and 3 for a recorded charge (the request in hand, or the one kept for it), then the use case's answer. */
export async function completeCheckout<B>(
  app: FastifyInstance,
  church: TenantChurch,
  key: IdempotencyKey,
  claimed: Claimed<B>,
  compose: ComposeAnswer<B>,
): Promise<IdempotentAnswer<B>> {
  if ('answer' in claimed) return claimed.answer;
  const { paymentId } = claimed;
  const pending = claimed.pending ?? (await app.database.withChurch(church.id, (tx) => findPendingCharge(tx, church.id, paymentId)));
  const answer = pending && (await callGateway(app, church.id, pending));
  const afterCommit: (() => Promise<void>)[] = [];
  const result = await app.database.withChurch(church.id, async (tx) => {
    const settled = answer && pending ? await settleCharge(app, tx, church.id, paymentId, answer, pending) : undefined;
    if (settled) afterCommit.push(...settled.afterCommit);
    const payment = settled?.payment ?? (await lockPayment(tx, church.id, paymentId));
    const prior = await findIdempotent(tx, key);
    if (prior && prior.respostaStatus !== PENDING_STATUS)
      return { status: prior.respostaStatus, body: prior.resposta as IdempotentAnswer<B>['body'] };
    if (!payment) throw new Error('recorded payment missing');
    const composed = await compose(tx, payment);
    await storeIdempotentAnswer(tx, key, composed.status, composed.body);
    return composed;
  });
  for (const work of afterCommit) await work();
  return result;
}

/** The payer-facing refusal of a settled charge (declined card, unusable token), if it was refused. */
export function refusalOf(payment: PaymentRow): IdempotentAnswer<never> | undefined {
  if (payment.status !== 'cancelado') return undefined;
  const recusa = (payment.detalhes as { recusa?: string }).recusa;
  if (recusa !== 'declined' && recusa !== 'invalid_card') return undefined;
  const error = new AppError(recusa === 'declined' ? 'PAYMENT_DECLINED' : 'CARD_TOKEN_INVALID');
  return { status: error.statusCode, body: { code: error.code, params: error.params } };
}

/** The HTTP result of an answer (a replayed refusal is thrown again, translated for this request). */
export function answerOf<B extends object>(answer: IdempotentAnswer<B>): B {
  if ('code' in answer.body) throw new AppError(answer.body.code, answer.body.params, { status: answer.status });
  return answer.body;
}
