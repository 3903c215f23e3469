import { sql } from 'drizzle-orm';
import { igreja } from './church-table.ts';
import { seedAccounts } from '../modules/accounts/accounts.seed.ts';
import { seedAdmin } from '../modules/admin/admin.seed.ts';
import { seedOfferings } from '../modules/admin/offerings.seed.ts';
import { seedChurches } from '../modules/church/church.seed.ts';
import { seedEvents } from '../modules/events/events.seed.ts';
import { seedGiving } from '../modules/giving/giving.seed.ts';
import { seedGroups } from '../modules/groups/groups.seed.ts';
import { seedMemberCards } from '../modules/member-card/member-card.seed.ts';
import { seedContent } from '../modules/content/content.seed.ts';
import { seedPodcast } from '../modules/podcast/podcast.seed.ts';
import { seedLive } from '../modules/live/live.seed.ts';
import { seedPayments } from '../modules/payments/payments.seed.ts';
import { seedPlay } from '../modules/play/play.seed.ts';
import { seedNotes } from '../modules/notes/notes.seed.ts';
import { seedNotifications } from '../modules/notifications/notifications.seed.ts';
import { seedPraise } from '../modules/praise/praise.seed.ts';
import { seedPrayer } from '../modules/prayer/prayer.seed.ts';
import { seedReadingPlans } from '../modules/reading-plans/reading-plans.seed.ts';
import type { Db } from './client.ts';
import type { SeedContext } from './seed-context.ts';

/** Seed steps in dependency order: churches first, then accounts, then each feature's demo content. */
const SEED_STEPS: Array<(ctx: SeedContext) => Promise<void>> = [
  seedChurches,
  seedAccounts,
  seedNotifications,
  seedPrayer,
  seedNotes,
  seedPayments,
  seedGiving,
  seedEvents,
  seedGroups,
  seedPlay,
  seedMemberCards,
  seedReadingPlans,
  seedPraise,
  seedContent,
  seedPodcast,
  seedLive,
  seedAdmin,
  seedOfferings,
];

/**
 * Fills an empty, migrated database with the demo churches, logins and content (README lists them).
 * All steps run in one transaction: a failure leaves the database empty rather than half seeded, so the
 * next start simply tries again.
 */
export async function seedDemo(db: Db, options: { dataDir?: string } = {}): Promise<SeedContext> {
  return db.transaction(async (tx) => {
    const ctx: SeedContext = { db: tx, churches: {}, members: {}, ...options };
    for (const step of SEED_STEPS) await step(ctx);
    return ctx;
  });
}

// Arbitrary constant key: several server copies starting together on one PostgreSQL must not all seed.
const SEED_LOCK_KEY = 74_201_001;

/** Seeds the demo into a database without any church (under a lock: concurrent starts seed once). */
export async function seedDemoIfEmpty(db: Db, options: { dataDir?: string } = {}) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [anyChurch] = await tx.select({ id: igreja.id }).from(igreja).limit(1);
    if (anyChurch) return undefined;
    return seedDemo(tx, options);
  });
}
