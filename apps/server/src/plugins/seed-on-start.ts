import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedDemo } from '../db/seed.ts';
import { igreja } from '../modules/church/church.schema.ts';

// Arbitrary constant key: several server copies starting together on one PostgreSQL must not all seed.
const SEED_LOCK_KEY = 74_201_001;

/**
 * With SEED_DEMO=true (the default) an empty database gets the demo churches at start, so `npm start`
 * on a fresh clone shows something. A database that already has any church is never touched.
 */
export default fp(async function seedOnStartPlugin(app: FastifyInstance) {
  if (!app.config.seedDemo) return;
  const seeded = await app.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [anyChurch] = await tx.select({ id: igreja.id }).from(igreja).limit(1);
    if (anyChurch) return undefined;
    return seedDemo(tx);
  });
  if (!seeded) {
    app.log.debug('demo seed skipped: the database already has churches');
    return;
  }
  app.log.info(
    { churches: Object.keys(seeded.churches), logins: Object.keys(seeded.members) },
    'demo seed: empty database filled with the demo churches and logins (SEED_DEMO=false turns this off)',
  );
});
