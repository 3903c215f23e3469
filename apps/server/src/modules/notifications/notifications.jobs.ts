import type { FastifyInstance } from 'fastify';
import { PUSH_SEND_JOB, runPushSend, type PushSendJob } from './push-send.ts';
import { PUSH_SWEEP_JOB, runPushSweep, type PushSweepJob } from './push-sweep.ts';

/** The notifications module's queues (plugins/jobs.ts): the push sweep (kicked after a commit, and every minute) and sends. */
export function defineNotificationJobs(app: FastifyInstance): void {
  app.jobs.define<PushSweepJob>({
    name: PUSH_SWEEP_JOB,
    cron: '* * * * *',
    handler: async (data) => {
      await runPushSweep(app, data);
    },
  });
  // Retries of failed subscriptions are queued by the send itself (push-send.ts); the queue's own retry only
  // covers a failure of the database around the sends.
  app.jobs.define<PushSendJob>({ name: PUSH_SEND_JOB, retryLimit: 1, handler: (data) => runPushSend(app, data) });
}
