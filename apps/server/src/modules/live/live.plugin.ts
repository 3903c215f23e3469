import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startLiveClock } from './live-boundary-runner.ts';
import { createLiveScheduleTopic } from './live-schedule-live.ts';

/**
 * Live services: opens the schedules' live topic (`app.liveSchedule`, live-schedule-live.ts) and, where jobs run,
 * the clock that pushes each start and end (live-boundary-runner.ts). After the realtime plugin.
 */
export default fp(async function livePlugin(app: FastifyInstance) {
  app.decorate('liveSchedule', await createLiveScheduleTopic(app));
  if (!app.config.jobsWorkers) return;
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stop = startLiveClock(app);
  });
  app.addHook('preClose', async () => {
    stop?.();
  });
});
