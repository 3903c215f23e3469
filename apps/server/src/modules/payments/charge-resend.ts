import type { FastifyInstance } from 'fastify';
import { callGateway } from './charge-flow.ts';
import { settleCharge } from './charge-settle.ts';
import { paymentApproved } from './destination-hooks.ts';
import { queueReceipt } from './payments.jobs.ts';
import { claimStaleCharges, listChurchesWithStaleCharges } from './pending-charges.repository.ts';

/**
 * The resend job (every minute, any copy): a checkout's charge recorded by a process that died before it settled
 * (its `pagamento_envio` row older than ENVIO_STALE_MS) is sent again with the same gateway idempotency key, so the
 * gateway answers the first charge's result if it had charged, and settled once (only an 'em_aberto' payment takes
 * an answer). A copy takes a batch by moving its lease; two copies sending the same charge still make one charge.
 * Logs ids and counts only.
 */
export const RESEND_JOB = 'payments.resend-charges';
export const ENVIO_STALE_MS = 2 * 60_000;
const RESEND_BATCH = 100;

export async function resendStaleCharges(app: FastifyInstance, options: { now?: Date; staleMs?: number } = {}): Promise<number> {
  const before = new Date((options.now ?? new Date()).getTime() - (options.staleMs ?? ENVIO_STALE_MS));
  let settled = 0;
  for (const churchId of await listChurchesWithStaleCharges(app.database.db, before)) {
    const claimed = await app.database.withChurch(churchId, (tx) => claimStaleCharges(tx, churchId, before, RESEND_BATCH));
    for (const { paymentId, pending } of claimed) {
      try {
        const answer = await callGateway(app, churchId, pending);
        const done = await app.database.withChurch(churchId, (tx) => settleCharge(app, tx, churchId, paymentId, answer, pending));
        for (const work of done.afterCommit) await work();
        if (!done.settled || !done.payment) continue;
        settled++;
        if (done.payment.status === 'aprovado') {
          await queueReceipt(app, churchId, paymentId);
          await paymentApproved(app, churchId, done.payment);
        }
      } catch (err) {
        // The lease runs out and a later round tries again (the same key: still one charge).
        app.log.error({ err, churchId, paymentId }, 'payment resend failed');
      }
    }
  }
  return settled;
}
