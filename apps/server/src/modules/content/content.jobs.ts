import type { FastifyInstance } from 'fastify';
import { publishDueNotices } from './content-authoring.ts';
import { publishDueLessons } from './content-parts.ts';

/**
 * The content module's queue (plugins/jobs.ts): every minute, one copy per tick (pg-boss cron), the notices of items
 * whose scheduled publication arrived are claimed and created, and so are those of Sunday-school lessons scheduled to
 * show (content-parts.ts publishDueLessons); a run overlapping another notifies nothing twice (content-authoring.repository.ts
 * claimDueNotices, content-parts.repository.ts claimLessonNotices).
 */
export const CONTENT_PUBLISH_JOB = 'content.publish-notices';

export function defineContentJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: CONTENT_PUBLISH_JOB,
    handler: async () => {
      await publishDueNotices(app);
      await publishDueLessons(app);
    },
    cron: '* * * * *',
    retryLimit: 0,
  });
}
