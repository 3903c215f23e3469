import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';

/**
 * The job queue: pg-boss on the app's own database (PostgreSQL, or embedded PGlite through pg-boss's `db` option).
 * Jobs are rows, so they survive restarts, and workers fetch with SKIP LOCKED, so N server copies on one database
 * run each job once. Modules declare their queues and handlers while the app is built (`app.jobs.define`); the queue
 * starts when the app is ready and stops, letting running jobs finish, when it closes.
 */
export interface JobDefinition<T extends object> {
  name: string;
  handler: (data: T) => Promise<void>;
  /** Retries after a failure, with exponential back-off from retryDelaySeconds. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Cron (UTC) for a recurring job: one run per tick across all copies. */
  cron?: string;
}

export interface Jobs {
  define<T extends object>(job: JobDefinition<T>): void;
  /** Queues a job; with `singletonKey`, a second one with the same key is not queued while the first waits. */
  send<T extends object>(name: string, data: T, options?: { singletonKey?: string; startAfter?: Date }): Promise<string | null>;
  /** Tests: runs every queued job of `name` now, in this process. */
  drain(name: string): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export default fp(async function jobsPlugin(app: FastifyInstance) {
  const definitions = new Map<string, JobDefinition<object>>();
  const boss = new PgBoss({
    ...app.database.jobBackend,
    schema: 'pgboss',
    // Maintenance (expiry, archive) and cron only where they make sense; tests drive jobs themselves.
    supervise: app.config.jobsWorkers,
    schedule: app.config.jobsWorkers,
  });
  boss.on('error', (err) => app.log.warn({ err }, 'job queue error'));

  const run = async (name: string, jobs: PgBoss.Job<object>[]) => {
    const definition = definitions.get(name)!;
    for (const job of jobs) await definition.handler(job.data);
  };

  app.decorate<Jobs>('jobs', {
    define(job) {
      definitions.set(job.name, job as JobDefinition<object>);
    },
    send: (name, data, options = {}) => boss.send(name, data, options),
    async drain(name) {
      let done = 0;
      for (;;) {
        const jobs = await boss.fetch<object>(name, { batchSize: 20 });
        if (!jobs || jobs.length === 0) return done;
        for (const job of jobs) {
          try {
            await run(name, [job]);
            await boss.complete(name, job.id);
          } catch (err) {
            await boss.fail(name, job.id, { message: (err as Error).name });
          }
          done += 1;
        }
      }
    },
  });

  app.addHook('onReady', async () => {
    await boss.start();
    // Copies starting together create the queues and schedules one at a time (pg-boss's create_queue deadlocks when
    // two copies create the same queue at once).
    await app.database.startupLock(async () => {
      for (const job of definitions.values()) {
        await boss.createQueue(job.name, {
          name: job.name,
          retryLimit: job.retryLimit ?? 3,
          retryDelay: job.retryDelaySeconds ?? 30,
          retryBackoff: true,
        });
        if (app.config.jobsWorkers && job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      }
    });
    if (!app.config.jobsWorkers) return;
    for (const job of definitions.values()) {
      await boss.work<object>(job.name, { batchSize: 5, pollingIntervalSeconds: 2 }, (jobs) => run(job.name, jobs));
    }
  });
  // Before the database closes (onClose): running jobs finish first.
  app.addHook('preClose', async () => {
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  });
});
