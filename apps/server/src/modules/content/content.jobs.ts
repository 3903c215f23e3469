import type { FastifyInstance } from 'fastify';
import { publishDueNotices } from './content-authoring.ts';

/**
 * The content module's queue (plugins/jobs.ts): every minute, one copy per tick (pg-boss cron), the notices of items
 * whose scheduled publication arrived are claimed and created; a run overlapping another notifies nothing twice
 * (content-authoring.repository.ts claimDueNotices).
 */
export const CONTENT_PUBLISH_JOB = 'content.publish-notices';

export function defineContentJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: CONTENT_PUBLISH_JOB,
    handler: async () => void (await publishDueNotices(app)),
    cron: '* * * * *',
    retryLimit: 0,
  });
}
