import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLiveScheduleTopic } from './live-schedule-live.ts';

/** Live services: opens the schedules' live topic (`app.liveSchedule`, live-schedule-live.ts). After the realtime plugin. */
export default fp(async function livePlugin(app: FastifyInstance) {
  app.decorate('liveSchedule', await createLiveScheduleTopic(app));
});
