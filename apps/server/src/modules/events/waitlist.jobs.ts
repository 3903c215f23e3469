import type { FastifyInstance } from 'fastify';
import { defineOfferMailJob } from './waitlist-mail.ts';
import { expireOffers } from './waitlist-offers.ts';

/**
 * The waitlist's queues (plugins/jobs.ts): the offer e-mail (one job per offer) and the expiry of offers left
 * unused, every minute on one copy per tick (pg-boss cron); a run that overlaps another ends nothing twice
 * (waitlist-offers.ts expireOffers), so an unused seat passes to the next in line exactly once.
 */
export const WAITLIST_EXPIRE_JOB = 'events.waitlist-expire';

export function defineWaitlistJobs(app: FastifyInstance): void {
  defineOfferMailJob(app);
  app.jobs.define({ name: WAITLIST_EXPIRE_JOB, handler: async () => void (await expireOffers(app)), cron: '* * * * *', retryLimit: 0 });
}
