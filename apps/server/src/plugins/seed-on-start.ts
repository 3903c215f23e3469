import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedDemoIfEmpty } from '../db/seed.ts';

/**
 * With SEED_DEMO=true (the default) an empty database gets the demo churches at start, so `npm start`
 * on a fresh clone shows something. A database that already has any church is never touched.
 */
export default fp(async function seedOnStartPlugin(app: FastifyInstance) {
  if (!app.config.seedDemo) return;
  const seeded = await seedDemoIfEmpty(app.database.db, { dataDir: app.config.dataDir });
  if (!seeded) {
    app.log.debug('demo seed skipped: the database already has churches');
    return;
  }
  app.log.info(
    { churches: Object.keys(seeded.churches), logins: Object.keys(seeded.members) },
    'demo seed: empty database filled with the demo churches and logins (SEED_DEMO=false turns this off)',
  );
});
