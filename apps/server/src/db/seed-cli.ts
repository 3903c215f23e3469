import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { createDatabase } from './client.ts';
import { seedDemo } from './seed.ts';

/**
 * `npm run seed`: wipes the configured database (PGlite under DATA_DIR, or DATABASE_URL), migrates it
 * from scratch and loads the demo data. Destructive by design; never point it at production data.
 * Stop the server first when using the embedded PGlite: its files allow one process at a time.
 */
const config = loadConfig();
if (config.env === 'production' && !process.argv.includes('--force')) {
  console.error('Refusing to wipe a database with NODE_ENV=production (pass --force if you really mean it).');
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
  const ctx = await seedDemo(database.db, { dataDir: config.dataDir });
  const lines = [
    `Seeded the ${database.kind} database.`,
    `Churches: ${Object.keys(ctx.churches).join(', ')} (http://<church>.${config.appDomain}:${config.port})`,
  ];
  const logins = Object.keys(ctx.members);
  // The demo password is documented in the README; it is not printed (no passwords in any output).
  if (logins.length) lines.push(`Logins: ${logins.join(', ')}`);
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await database.close();
}
