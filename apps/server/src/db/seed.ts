import { seedAccounts } from '../modules/accounts/accounts.seed.ts';
import { seedChurches } from '../modules/church/church.seed.ts';
import { seedNotes } from '../modules/notes/notes.seed.ts';
import { seedNotifications } from '../modules/notifications/notifications.seed.ts';
import { seedPrayer } from '../modules/prayer/prayer.seed.ts';
import type { Db } from './client.ts';
import type { SeedContext } from './seed-context.ts';

/** Seed steps in dependency order: churches first, then accounts, then each feature's demo content. */
const SEED_STEPS: Array<(ctx: SeedContext) => Promise<void>> = [
  seedChurches,
  seedAccounts,
  seedNotifications,
  seedPrayer,
  seedNotes,
];

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
