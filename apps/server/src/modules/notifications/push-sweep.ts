import type { FastifyInstance } from 'fastify';
import { claimPendingPushes, listChurchesWithPendingPush } from './push.repository.ts';
import { PUSH_SEND_JOB, type PushSendJob } from './push-send.ts';

/**
 * Hands new notifications to the push send job. A notification row is written in its feature's transaction
 * (notifyMember, the console's hand send, publishing) with `push_pendente` true, so the push needs nothing of that
 * transaction and is never sent for one rolled back; this sweep, queued after such a commit (queuePushSweep) and
 * every minute by cron (whatever was written without a kick), claims the pending rows and queues one send each.
 * A copy stopping between the claim's commit and the queueing loses those pushes (never sends one twice).
 */
export const PUSH_SWEEP_JOB = 'notifications.push-sweep';
const CLAIM_BATCH = 100;

export interface PushSweepJob {
  /** One church (a kick after its commit); absent: every church with pending pushes (the cron). */
  churchId?: number;
}

export async function runPushSweep(app: FastifyInstance, job: PushSweepJob): Promise<number> {
  const churches = job.churchId ? [job.churchId] : await listChurchesWithPendingPush(app.database.db);
  let queued = 0;
  for (const churchId of churches) {
    for (;;) {
      const ids = await app.database.withChurch(churchId, (tx) => claimPendingPushes(tx, churchId, CLAIM_BATCH));
      for (const notificacaoId of ids) {
        await app.jobs.send<PushSendJob>(PUSH_SEND_JOB, { churchId, notificacaoId, tentativa: 1 });
      }
      queued += ids.length;
      if (ids.length < CLAIM_BATCH) break;
    }
  }
  return queued;
}

/** After a commit that wrote notifications: their pushes go out now instead of at the next minute's sweep. */
export async function queuePushSweep(app: FastifyInstance, churchId: number): Promise<void> {
  // A second kick queued meanwhile finds nothing left to claim.
  await app.jobs.send<PushSweepJob>(PUSH_SWEEP_JOB, { churchId });
}
