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
import type { PlayPlanRow, PlaySubscriptionRow } from './play.schema.ts';
import { advanceSubscription, declineRenewal, endSubscription } from './subscription-cycle.ts';
import {
  claimDueSubscriptions,
  claimStaleRenewals,
  findChargeOfPayment,
  findPlanOf,
  listChurchesWithDueRenewals,
  lockSubscription,
  recordCharge,
} from './subscriptions.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/**
 * Play's renewal runner on the shared off-session skeleton (payments/off-session-runner.ts, as giving's recurring
 * gifts): each due subscription's charge is recorded first (`plano_assinatura_cobranca`, unique per (subscription,
 * cycle, attempt), with its 'em_aberto' payment), then sent once with the key play_<church>_<sub>_<cycle>_<attempt>.
 * Approved: the next period. Declined: retries after PLAY_RETRY_DAYS, then the subscription lapses. Cancelled ones
 * end ('inativo') when their paid period is over, without a charge.
 */
export interface RenewalStats {
  renewed: number;
  declined: number;
  lapsed: number;
  ended: number;
  awaiting: number;
}
export type RenewalNotice = { kind: 'receipt'; paymentId: number };

export function renewalOrder(sub: PlaySubscriptionRow, plan: Pick<PlayPlanRow, 'nome' | 'valor' | 'flagRepassarTaxas'>): PaymentOrder {
  return {
    destino: { tipo: 'assinatura_play', id: sub.id, descricao: plan.nome },
    items: [],
    valor: plan.valor,
    valorMinimo: 1,
    metodo: 'cartao_credito',
    parcelas: 1,
    flagUsuarioTaxa: plan.flagRepassarTaxas,
    salvarCartao: false,
    offSession: {
      token: sub.cartaoToken ?? '',
      idempotencyKey: `play_${sub.igrejaId}_${sub.id}_${sub.ciclo}_${sub.tentativas}`,
      ciclo: sub.ciclo,
      tentativa: sub.tentativas,
    },
  };
}

const localeOf = (sub: PlaySubscriptionRow) => matchLocale(sub.idioma) ?? 'en';

async function claimBatch(app: FastifyInstance, church: TenantChurch, now: Date, stats: RenewalStats) {
  return app.database.withChurch(church.id, async (tx) => {
    const subs = await claimDueSubscriptions(tx, church.id, now, OFF_SESSION_BATCH);
    const recorded: number[] = [];
    for (const sub of subs) {
      const plan = await findPlanOf(tx, church.id, sub.planoId);
      // Cancelled, no card, or a plan staff deactivated: the paid period is over, the subscription ends.
      if (!sub.renovar || !sub.cartaoToken || !plan.flagAtivo) {
        await endSubscription(tx, sub);
        stats.ended++;
        continue;
      }
      const ctx = { ...paymentContext(app, tx, church, sub.usuarioId, localeOf(sub)), now };
      try {
        const payment = await recordOffSessionOrder(ctx, renewalOrder(sub, plan));
        const charge = { assinaturaId: sub.id, ciclo: sub.ciclo, tentativa: sub.tentativas, pagamentoId: payment!.id };
        // The unique index decides; a conflict (impossible under the SKIP LOCKED claim) rolls the batch back.
        if (!(await recordCharge(tx, church.id, charge))) throw new Error('renewal already recorded');
        recorded.push(payment!.id);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // The church no longer takes this card charge (method removed, limits): a declined attempt.
        stats[await declineRenewal(tx, sub, now)]++;
      }
    }
    return { claimed: subs.length, recorded };
  });
}

/**
 * Step 2 for one recorded renewal, with no lock held while the gateway answers (as giving's runner): read and build
 * the request under the locks, commit; call the gateway with the renewal's key; settle (only an 'em_aberto' payment)
 * with the subscription's move, if it is still on that cycle and attempt.
 */
async function chargeRecorded(app: FastifyInstance, church: TenantChurch, paymentId: number, now: Date, stats: RenewalStats) {
  const prepared = await app.database.withChurch(
    church.id,
    async (tx): Promise<{ pending: PendingCharge; periodo: string } | undefined> => {
      // Payment, then subscription (the same order as the gateway's webhook): the second copy finds it answered.
      const payment = await lockPayment(tx, church.id, paymentId);
      const charge = payment && (await findChargeOfPayment(tx, church.id, payment.id));
      const sub = charge && (await lockSubscription(tx, church.id, charge.assinaturaId));
      if (!payment || !charge || !sub || payment.status !== 'em_aberto') return undefined;
      if (sub.situacao !== 'ativo' || !sub.renovar || charge.ciclo !== sub.ciclo || charge.tentativa !== sub.tentativas) {
        await updatePayment(tx, church.id, payment.id, { status: 'cancelado', detalhes: { recusa: 'assinatura_alterada' } });
        return undefined;
      }
      const plan = await findPlanOf(tx, church.id, sub.planoId);
      const ctx = { ...paymentContext(app, tx, church, sub.usuarioId, localeOf(sub)), now };
      try {
        return { pending: await offSessionCharge(ctx, renewalOrder(sub, plan), payment), periodo: plan.periodo };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await updatePayment(tx, church.id, payment.id, { status: 'cancelado', detalhes: { recusa: error.code } });
        stats[await declineRenewal(tx, sub, now)]++;
        return undefined;
      }
    },
  );
  if (!prepared) return undefined;
  const answer = await callGateway(app, church.id, prepared.pending);
  let notice: RenewalNotice | undefined;
  await app.database.withChurch(church.id, (tx) =>
    settleCharge(app, tx, church.id, paymentId, answer, prepared.pending, async (payment) => {
      const charge = await findChargeOfPayment(tx, church.id, payment.id);
      const sub = charge && (await lockSubscription(tx, church.id, charge.assinaturaId));
      if (!charge || !sub || sub.situacao !== 'ativo' || charge.ciclo !== sub.ciclo || charge.tentativa !== sub.tentativas) return;
      if (payment.status === 'cancelado') stats[await declineRenewal(tx, sub, now)]++;
      // Under review or pending: the gateway's webhook settles it (play.plugin.ts destination hook).
      else if (payment.status !== 'aprovado') stats.awaiting++;
      else {
        await advanceSubscription(tx, sub, prepared.periodo, now);
        stats.renewed++;
        notice = { kind: 'receipt', paymentId: payment.id };
      }
    }),
  );
  return notice;
}

/** Renews every church's due subscriptions (and resolves renewal charges a dead run left unanswered). */
export async function runPlayRenewals(app: FastifyInstance, options: OffSessionRunOptions<RenewalNotice> = {}): Promise<RenewalStats> {
  const stats: RenewalStats = { renewed: 0, declined: 0, lapsed: 0, ended: 0, awaiting: 0 };
  await runOffSessionCharges<RenewalNotice>(
    app,
    {
      name: 'play renewals',
      listChurches: listChurchesWithDueRenewals,
      claimStale: claimStaleRenewals,
      claimBatch: (church, now) => claimBatch(app, church, now, stats),
      chargeRecorded: (church, paymentId, now) => chargeRecorded(app, church, paymentId, now, stats),
    },
    options,
  );
  return stats;
}
