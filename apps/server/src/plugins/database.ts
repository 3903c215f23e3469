import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createDatabase, type Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

/** Opens PGlite or PostgreSQL (unless a test passes its own), applies migrations, closes on shutdown. */
export default fp(async function databasePlugin(app: FastifyInstance, opts: { database?: Database }) {
  const database =
    opts.database ??
    (await createDatabase({
      databaseUrl: app.config.databaseUrl,
      pooler: app.config.databasePooler,
      dataDir: app.config.dataDir,
      onIdleConnectionError: (err) => app.log.warn({ err }, 'idle database connection lost; the pool opens a new one'),
    }));
  if (!opts.database) await database.migrate();
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    if (!opts.database) await database.close();
  });
  app.log.info({ engine: database.kind }, 'database ready');
});
