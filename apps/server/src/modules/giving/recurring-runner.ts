import { matchLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { findTenantById, type TenantChurch } from '../church/church-host.repository.ts';
import { recordOffSessionOrder, sendOffSessionOrder, type PaymentOrder } from '../payments/payment-core.ts';
import { paymentContext } from '../payments/payments-context.ts';
import { updatePayment } from '../payments/payments.repository.ts';
import type { RecurringGiftRow } from './giving.schema.ts';
import {
  claimDueGifts,
  claimStaleCharges,
  listChurchesWithDueGifts,
  lockGift,
  lockRecurringCharge,
} from './recurring-runner.repository.ts';
import { advanceGift, declineGift, pauseUnavailable } from './recurring-cycle.ts';

/**
 * The recurring-gift runner: charges every due gift EXACTLY ONCE per cycle, with any number of copies running.
 *
 * 1. Claim (one transaction per batch): due gifts locked FOR UPDATE SKIP LOCKED; for each, the charge is RECORDED
 *    first: a `pagamento` row 'em_aberto' for (gift, cycle, attempt). A unique index holds one row per
 *    (gift, cycle, attempt) and one not-cancelled row per (gift, cycle): a second copy or a re-run cannot record
 *    the same charge again, whatever it read before.
 * 2. Charge (one transaction per charge): gift and payment locked; only a payment still 'em_aberto' is sent, with
 *    a deterministic gateway idempotency key (gift, cycle, attempt); its answer and the gift's next state are
 *    written in the same transaction.
 * A process killed between 1 and 2 leaves the row 'em_aberto': after STALE_MS any copy sends it again with the
 * same key, and the gateway answers the first result if it had charged (nothing lost, nothing doubled).
 * Nothing here logs personal data: only counts and ids.
 */
export const RECURRING_BATCH = 100;
export const STALE_MS = 2 * 60_000;
/** Recorded charges sent at once by one copy (each its own transaction and connection; the pool has 10). */
export const CHARGE_CONCURRENCY = 4;

/**
 * charged: approved; declined: retry scheduled; paused: after the last retry, or because the church no longer takes
 * the gift's reason; awaiting: the gateway answered "under review" or "pending": the cycle is neither charged again
 * nor paid until its webhook settles it (recurring-settle.ts).
 */
export interface RunnerStats {
  charged: number;
  declined: number;
  paused: number;
  awaiting: number;
}

export type GiftNotice =
  { kind: 'receipt'; paymentId: number } | { kind: 'declined' | 'paused' | 'unavailable'; giftId: number; paymentId: number | null };

export interface RunnerOptions {
  now?: Date;
  staleMs?: number;
  /** What to tell the giver (receipts and card e-mails), after each charge's transaction committed. */
  notify?: (churchId: number, notice: GiftNotice) => Promise<void>;
}

export function recurringOrder(gift: RecurringGiftRow, motivo: string): PaymentOrder {
  return {
    destino: { tipo: 'doacao', id: null, descricao: motivo },
    items: [{ idPagamentoMotivo: gift.pagamentoMotivoId, valor: gift.valor }],
    valor: gift.valor,
    valorMinimo: 1,
    metodo: 'cartao_credito',
    parcelas: 1,
    flagUsuarioTaxa: gift.flagUsuarioTaxa,
    salvarCartao: false,
    offSession: {
      token: gift.cartaoToken,
      idempotencyKey: `recurring_${gift.igrejaId}_${gift.id}_${gift.ciclo}_${gift.tentativas}`,
      doacaoRecorrenteId: gift.id,
      ciclo: gift.ciclo,
      tentativa: gift.tentativas,
    },
  };
}

/** Step 1 for one batch: the payment ids recorded (and the gifts that could not even be priced, declined). */
async function claimBatch(app: FastifyInstance, church: TenantChurch, now: Date, notices: GiftNotice[], stats: RunnerStats) {
  return app.database.withChurch(church.id, async (tx) => {
    const gifts = await claimDueGifts(tx, church.id, now, RECURRING_BATCH);
    const recorded: number[] = [];
    for (const { gift, motivo, disponivel } of gifts) {
      if (!disponivel) {
        // The reason was deactivated (or closed to recurrence, or online giving turned off) after the set-up: no charge.
        await pauseUnavailable(tx, gift);
        stats.paused++;
        notices.push({ kind: 'unavailable', giftId: gift.id, paymentId: null });
        continue;
      }
      const ctx = { ...paymentContext(app, tx, church, gift.usuarioId, matchLocale(gift.idioma) ?? 'en'), now };
      try {
        const row = await recordOffSessionOrder(ctx, recurringOrder(gift, motivo));
        if (row) recorded.push(row.id);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // The church no longer takes this card charge (method removed, limits): counts as a declined attempt.
        const result = await declineGift(tx, gift, now);
        stats[result]++;
        notices.push({ kind: result, giftId: gift.id, paymentId: null });
      }
    }
    return { claimed: gifts.length, recorded };
  });
}

/** Step 2 for one recorded charge: send it (once) and move the gift on. */
async function chargeRecorded(app: FastifyInstance, church: TenantChurch, paymentId: number, now: Date, stats: RunnerStats) {
  return app.database.withChurch(church.id, async (tx): Promise<GiftNotice | undefined> => {
    // Payment, then gift: two copies resolving the same charge queue on the payment; the second finds it answered.
    const payment = await lockRecurringCharge(tx, church.id, paymentId);
    const gift = payment?.doacaoRecorrenteId != null ? await lockGift(tx, church.id, payment.doacaoRecorrenteId) : undefined;
    if (!gift || !payment || payment.status !== 'em_aberto') return undefined;
    if (gift.status !== 'ativa' || payment.recorrenciaCiclo !== gift.ciclo || payment.recorrenciaTentativa !== gift.tentativas) {
      await updatePayment(tx, church.id, payment.id, { status: 'cancelado', detalhes: { recusa: 'doacao_alterada' } });
      return undefined;
    }
    const ctx = { ...paymentContext(app, tx, church, gift.usuarioId, matchLocale(gift.idioma) ?? 'en'), now };
    const outcome = await sendOffSessionOrder(ctx, recurringOrder(gift, payment.descricao), payment).catch(async (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      return { payment: await updatePayment(tx, church.id, payment.id, { status: 'cancelado', detalhes: { recusa: error.code } }), error };
    });
    if (outcome.error) {
      const result = await declineGift(tx, gift, now);
      stats[result]++;
      return { kind: result, giftId: gift.id, paymentId: payment.id };
    }
    if (outcome.payment.status !== 'aprovado') {
      // Under review or pending: the row (not cancelled, not 'em_aberto') keeps the cycle from being claimed or sent
      // again, and the gift stays on it unpaid; the gateway's webhook approves it (next cycle) or declines it (retry).
      stats.awaiting++;
      return undefined;
    }
    await advanceGift(tx, gift, now);
    stats.charged++;
    return { kind: 'receipt', paymentId: payment.id };
  });
}

async function runChurch(
  app: FastifyInstance,
  church: TenantChurch,
  now: Date,
  staleBefore: Date,
  notices: GiftNotice[],
  stats: RunnerStats,
): Promise<void> {
  const stale = await app.database.withChurch(church.id, (tx) => claimStaleCharges(tx, church.id, staleBefore, RECURRING_BATCH));
  for (let batch = { claimed: -1, recorded: stale }; ;) {
    const queue = [...batch.recorded];
    let failure: unknown;
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        try {
          const notice = await chargeRecorded(app, church, id, now, stats);
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
    if (batch.claimed !== -1 && batch.claimed < RECURRING_BATCH) break;
    batch = await claimBatch(app, church, now, notices, stats);
    if (batch.claimed === 0) break;
  }
}

/** Charges every church's due recurring gifts (and resolves charges a dead run left unanswered). */
export async function runRecurringGifts(app: FastifyInstance, options: RunnerOptions = {}): Promise<RunnerStats> {
  const now = options.now ?? new Date();
  const staleBefore = new Date(now.getTime() - (options.staleMs ?? STALE_MS));
  const stats: RunnerStats = { charged: 0, declined: 0, paused: 0, awaiting: 0 };
  for (const churchId of await listChurchesWithDueGifts(app.database.db, now, staleBefore)) {
    const church = await findTenantById(app.database.db, churchId);
    if (!church?.flagAtivo) continue;
    const notices: GiftNotice[] = [];
    try {
      await runChurch(app, church, now, staleBefore, notices, stats);
    } catch (err) {
      // One church's failure (a lost connection...) must not hold the others back; what it recorded is resolved
      // by a later run. Ids only: the error serializer keeps row data out of the log.
      app.log.error({ err, churchId }, 'recurring gifts: church run failed');
    }
    for (const notice of notices) await options.notify?.(churchId, notice);
  }
  return stats;
}
