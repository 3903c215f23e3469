import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPrayerWallTopic } from './prayer-wall-live.ts';

/** Prayer wall: opens the walls' live topic (`app.prayerWall`, prayer-wall-live.ts). After the realtime plugin. */
export default fp(async function prayerPlugin(app: FastifyInstance) {
  app.decorate('prayerWall', await createPrayerWallTopic(app));
});
