import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { findTenantById } from '../../core/tenant.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/**
 * The skeleton of every runner that charges saved cards off-session EXACTLY ONCE per cycle, with any number of
 * copies running (giving's recurring gifts, Play's renewals). A source supplies the SQL of its own rows:
 *
 * 1. Claim (one transaction per batch): due rows locked FOR UPDATE SKIP LOCKED; for each, the charge is RECORDED
 *    first ('em_aberto' payment for (row, cycle, attempt), behind a unique index): a second copy or a re-run cannot
 *    record the same charge again, whatever it read before.
 * 2. Charge (one transaction per charge): row and payment locked; only a payment still 'em_aberto' is sent, with a
 *    deterministic gateway idempotency key; its answer and the row's next state are written together.
 * A process killed between 1 and 2 leaves the payment 'em_aberto': after STALE_MS any copy sends it again with the
 * same key, and the gateway answers the first result if it had charged (nothing lost, nothing doubled).
 * Nothing here logs personal data: only counts and ids.
 */
export const OFF_SESSION_BATCH = 100;
export const STALE_MS = 2 * 60_000;
/** Recorded charges sent at once by one copy (each its own transaction and connection; the pool has 10). */
export const CHARGE_CONCURRENCY = 4;

export interface OffSessionSource<N> {
  /** For the log line of a failed church run. */
  name: string;
  /** Global (owner connection): churches with due rows or with charges left unanswered before `staleBefore`. */
  listChurches(db: Db, now: Date, staleBefore: Date): Promise<number[]>;
  /** The church's charges recorded before `staleBefore` and still 'em_aberto' (payment ids, SKIP LOCKED). */
  claimStale(tx: Tx, churchId: number, staleBefore: Date, limit: number): Promise<number[]>;
  /** Step 1 for one batch, in its own transaction: how many due rows it claimed and the payment ids it recorded. */
  claimBatch(church: TenantChurch, now: Date, notices: N[]): Promise<{ claimed: number; recorded: number[] }>;
  /** Step 2 for one recorded charge, in its own transaction; what to tell the payer once committed. */
  chargeRecorded(church: TenantChurch, paymentId: number, now: Date): Promise<N | undefined>;
}

export interface OffSessionRunOptions<N> {
  now?: Date;
  staleMs?: number;
  /** After each church's charges committed (receipts, e-mails). */
  notify?: (churchId: number, notice: N) => Promise<void>;
}

async function runChurch<N>(
  app: FastifyInstance,
  source: OffSessionSource<N>,
  church: TenantChurch,
  now: Date,
  staleBefore: Date,
  notices: N[],
) {
  const stale = await app.database.withChurch(church.id, (tx) => source.claimStale(tx, church.id, staleBefore, OFF_SESSION_BATCH));
  for (let batch = { claimed: -1, recorded: stale }; ;) {
    const queue = [...batch.recorded];
    let failure: unknown;
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        try {
          const notice = await source.chargeRecorded(church, id, now);
          if (notice) notices.push(notice);
        } catch (error) {
          // Stop the other workers too (what is left stays recorded, resolved by a later run).
          failure ??= error;
          queue.length = 0;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CHARGE_CONCURRENCY, queue.length) }, worker));
    if (failure) throw failure;
    if (batch.claimed !== -1 && batch.claimed < OFF_SESSION_BATCH) break;
    batch = await source.claimBatch(church, now, notices);
    if (batch.claimed === 0) break;
  }
}

/** Runs a source over every church with due rows (and resolves charges a dead run left unanswered). */
export async function runOffSessionCharges<N>(app: FastifyInstance, source: OffSessionSource<N>, options: OffSessionRunOptions<N> = {}) {
  const now = options.now ?? new Date();
  const staleBefore = new Date(now.getTime() - (options.staleMs ?? STALE_MS));
  for (const churchId of await source.listChurches(app.database.db, now, staleBefore)) {
    const church = await findTenantById(app.database.db, churchId);
    if (!church?.flagAtivo) continue;
    const notices: N[] = [];
    try {
      await runChurch(app, source, church, now, staleBefore, notices);
    } catch (err) {
      // One church's failure (a lost connection...) must not hold the others back; what it recorded is resolved
      // by a later run. Ids only: the error serializer keeps row data out of the log.
      app.log.error({ err, churchId }, `${source.name}: church run failed`);
    }
    for (const notice of notices) await options.notify?.(churchId, notice);
  }
}
