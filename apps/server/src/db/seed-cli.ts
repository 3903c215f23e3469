import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { createDatabase } from './client.ts';
import { seedDemo } from './seed.ts';
import { DEMO_PASSWORD } from './seed-context.ts';

/**
 * `npm run seed`: wipes the configured database (PGlite under DATA_DIR, or DATABASE_URL), migrates it
 * from scratch and loads the demo data. Destructive by design; never point it at production data.
 */
const config = loadConfig();
if (config.env === 'production') {
  console.error('Refusing to wipe a database with NODE_ENV=production.');
  process.exit(1);
}
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  // Dropping the schemas (tables, policies, functions, the migrations journal) is faster and more
  // complete than deleting rows; the migrations then rebuild everything.
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.migrate();
  const ctx = await seedDemo(database.db);
  console.log(`Seeded ${database.kind} database.`);
  console.log(`Churches: ${Object.keys(ctx.churches).join(', ')} (http://<church>.${config.appDomain}:${config.port})`);
  const logins = Object.keys(ctx.members);
  if (logins.length) console.log(`Logins (password ${DEMO_PASSWORD}): ${logins.join(', ')}`);
} finally {
  await database.close();
}
