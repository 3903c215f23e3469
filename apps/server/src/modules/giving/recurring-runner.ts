import { matchLocale } from '@congrega/contract/locale';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import {
  OFF_SESSION_BATCH,
  runOffSessionCharges,
  type OffSessionRunOptions,
  callGateway,
  settleCharge,
  offSessionCharge,
  recordOffSessionOrder,
  type PaymentOrder,
  type PendingCharge,
  paymentContext,
  updatePayment,
  lockPayment,
} from '../payments/payments.public.ts';
import type { RecurringGiftRow } from './giving.schema.ts';
import { claimDueGifts, claimStaleCharges, listChurchesWithDueGifts, lockGift } from './recurring-runner.repository.ts';
import { advanceGift, declineGift, pauseUnavailable } from './recurring-cycle.ts';
import { updateRecurringGift } from './recurring.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/**
 * The recurring-gift runner: charges every due gift EXACTLY ONCE per cycle, with any number of copies running, on
 * the shared off-session skeleton (payments/off-session-runner.ts: claim and record, then charge; stale charges sent
 * again with the same key). Here: a charge is a `pagamento` row for (gift, cycle, attempt), whose unique indexes hold
 * one row per (gift, cycle, attempt) and one not-cancelled row per (gift, cycle).
 */
export const RECURRING_BATCH = OFF_SESSION_BATCH;

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

/** notify: what to tell the giver (receipts and card e-mails), after each church's charges committed. */
export type RunnerOptions = OffSessionRunOptions<GiftNotice>;

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

/**
 * Step 2 for one recorded charge, in three parts so no lock is held while the gateway answers: the payment and gift
 * are read under their locks and the request built (a gift that moved on meanwhile cancels its charge unsent; a
 * charge the church no longer takes is a declined attempt), committed; the gateway is called with the charge's key;
 * the answer is settled (charge-settle.ts: only a payment still 'em_aberto') with the gift's move, if the gift is
 * still on that cycle and attempt (a concurrent copy sending the same charge finds it settled and does nothing).
 */
async function chargeRecorded(app: FastifyInstance, church: TenantChurch, paymentId: number, now: Date, stats: RunnerStats) {
  const prepared = await app.database.withChurch(church.id, async (tx): Promise<{ pending: PendingCharge } | { notice?: GiftNotice }> => {
    // Payment, then gift: two copies resolving the same charge queue on the payment; the second finds it answered.
    const payment = await lockPayment(tx, church.id, paymentId);
    const gift = payment?.doacaoRecorrenteId != null ? await lockGift(tx, church.id, payment.doacaoRecorrenteId) : undefined;
    if (!gift || !payment || payment.status !== 'em_aberto') return {};
    if (gift.status !== 'ativa' || payment.recorrenciaCiclo !== gift.ciclo || payment.recorrenciaTentativa !== gift.tentativas) {
      await updatePayment(tx, church.id, payment.id, { status: 'cancelado', detalhes: { recusa: 'doacao_alterada' } });
      return {};
    }
    const ctx = { ...paymentContext(app, tx, church, gift.usuarioId, matchLocale(gift.idioma) ?? 'en'), now };
    try {
      return { pending: await offSessionCharge(ctx, recurringOrder(gift, payment.descricao), payment) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await updatePayment(tx, church.id, payment.id, { status: 'cancelado', detalhes: { recusa: error.code } });
      const result = await declineGift(tx, gift, now);
      stats[result]++;
      return { notice: { kind: result, giftId: gift.id, paymentId: payment.id } };
    }
  });
  if (!('pending' in prepared)) return prepared.notice;
  const answer = await callGateway(app, church.id, prepared.pending);
  let notice: GiftNotice | undefined;
  await app.database.withChurch(church.id, (tx) =>
    settleCharge(app, tx, church.id, paymentId, answer, prepared.pending, async (payment) => {
      const gift = await lockGift(tx, church.id, payment.doacaoRecorrenteId!);
      if (!gift || payment.recorrenciaCiclo !== gift.ciclo || payment.recorrenciaTentativa !== gift.tentativas) return;
      if (payment.status === 'cancelado') {
        if (gift.status !== 'ativa') return void (await updateRecurringGift(tx, church.id, gift.id, { tentativas: gift.tentativas + 1 }));
        const result = await declineGift(tx, gift, now);
        stats[result]++;
        notice = { kind: result, giftId: gift.id, paymentId: payment.id };
      } else if (payment.status !== 'aprovado') {
        // Under review or pending: the row (not cancelled, not 'em_aberto') keeps the cycle from being claimed or sent
        // again, and the gift stays on it unpaid; the gateway's webhook approves it (next cycle) or declines it (retry).
        stats.awaiting++;
      } else {
        await advanceGift(tx, gift, now);
        stats.charged++;
        notice = { kind: 'receipt', paymentId: payment.id };
      }
    }),
  );
  return notice;
}

/** Charges every church's due recurring gifts (and resolves charges a dead run left unanswered). */
export async function runRecurringGifts(app: FastifyInstance, options: RunnerOptions = {}): Promise<RunnerStats> {
  const stats: RunnerStats = { charged: 0, declined: 0, paused: 0, awaiting: 0 };
  await runOffSessionCharges<GiftNotice>(
    app,
    {
      name: 'recurring gifts',
      listChurches: listChurchesWithDueGifts,
      claimStale: claimStaleCharges,
      claimBatch: (church, now, notices) => claimBatch(app, church, now, notices, stats),
      chargeRecorded: (church, paymentId, now) => chargeRecorded(app, church, paymentId, now, stats),
    },
    options,
  );
  return stats;
}
