import type { Db } from './client.ts';

/**
 * What the demo seed steps share. db/seed.ts runs them in order: churches (church.seed.ts), accounts
 * (accounts.seed.ts), then feature content (notifications, prayer, notes, ...). Each step reads what the
 * earlier ones created from here and adds its own rows. Steps insert with the owner connection.
 */
export interface SeedContext {
  db: Db;
  /** By slug: videira, grace, gracia, and the organization's other churches. */
  churches: Record<string, { id: number; slug: string; codigo: string; fusoHorario: string }>;
  /** By e-mail (documented demo logins): client account per church slug. */
  members: Record<string, { contaId: number; clients: Record<string, number> }>;
  /** DATA_DIR, when the seed may write demo media files there (podcast audio); absent in tests. */
  dataDir?: string;
}

/** The demo password of every documented login (README). */
export const DEMO_PASSWORD = 'Demo@1234';
