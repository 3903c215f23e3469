import PgBoss from 'pg-boss';
import type { JobBackend } from './client.ts';

/** Job queue tables (pg-boss's own `pgboss` schema), created or upgraded with the app's migrations. */
export const JOB_SCHEMA = 'pgboss';

export async function migrateJobQueue(backend: JobBackend): Promise<void> {
  const boss = new PgBoss({ ...backend, schema: JOB_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}
