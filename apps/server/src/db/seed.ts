import { seedChurches } from '../modules/church/church.seed.ts';
import type { Db } from './client.ts';
import type { SeedContext } from './seed-context.ts';

/** Seed steps in dependency order: churches first, then accounts, then each feature's demo content. */
const SEED_STEPS: Array<(ctx: SeedContext) => Promise<void>> = [seedChurches];

/**
 * Fills an empty, migrated database with the demo churches, logins and content (README lists them).
 * All steps run in one transaction: a failure leaves the database empty rather than half seeded, so the
 * next start simply tries again.
 */
export async function seedDemo(db: Db): Promise<SeedContext> {
  return db.transaction(async (tx) => {
    const ctx: SeedContext = { db: tx, churches: {}, members: {} };
    for (const step of SEED_STEPS) await step(ctx);
    return ctx;
  });
}
