import { randomInt } from 'node:crypto';
import type { TLocale } from '@congrega/contract/locale';
import type { TPlayPlan, TPlaySubscribeResult, TPlaySubscription, ZPlaySubscribeBody } from '@congrega/contract/play';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireMember } from '../../core/member.ts';
import {
  answerOf,
  claimCheckout,
  completeCheckout,
  refusalOf,
  type IdempotentAnswer,
  payerTotal,
  recordOrder,
  type PaymentContext,
  toPayment,
  assertHostChurch,
  paymentContext,
  updatePayment,
  type PaymentRow,
  queueReceipt,
} from '../payments/payments.public.ts';
import { findActivePlan, listActivePlans, type PlayPlanRow } from './play.repository.ts';
import { endSubscription, isValid, toSubscription } from './subscription-cycle.ts';
import {
  findPlanOf,
  insertSubscription,
  listSubscriptions,
  lockLiveSubscription,
  lockOwnSubscription,
  recordCharge,
  updateSubscription,
} from './subscriptions.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * Plans and subscriptions. Decided rules:
 * - One live subscription per member and church: subscribing again while one is valid (or its first charge is under
 *   review) answers 409 PLAY_ALREADY_SUBSCRIBED; an ended one is closed first.
 * - By card only (renewals charge the same card off-session: the subscription keeps the gateway's reusable token).
 *   The first charge is the period's price plus the subscription fee (plus card fees when the plan passes them on);
 *   `valor` must equal it (409 PLAY_PRICE_CHANGED), so the member is never charged another amount than shown.
 * - Once per Idempotency-Key (payments' charge-flow.ts): recorded with a 'pendente' subscription, charged outside any
 *   transaction, settled once; a replay answers the first result and charges nothing again.
 * - Cancel stops renewals; the subscription stays valid until the end of the paid period (then the runner ends it).
 */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newSubscriptionCode = () => `A${Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

async function pricePlan(ctx: Pick<PaymentContext, 'tx' | 'church'>, plan: PlayPlanRow) {
  const first = await payerTotal(ctx, 'cartao_credito', plan.valor + plan.taxaAdesao, plan.flagRepassarTaxas);
  const period = await payerTotal(ctx, 'cartao_credito', plan.valor, plan.flagRepassarTaxas);
  return { taxas: period?.taxas ?? 0, totalPrimeiraCobranca: first?.total ?? plan.valor + plan.taxaAdesao };
}

function toPlan(plan: PlayPlanRow, moeda: string, price: { taxas: number; totalPrimeiraCobranca: number }): TPlayPlan {
  return {
    id: plan.id,
    nome: plan.nome,
    descricao: plan.descricao,
    codigo: plan.codigo,
    periodo: plan.periodo as TPlayPlan['periodo'],
    moeda,
    valor: plan.valor,
    taxaAdesao: plan.taxaAdesao,
    ...price,
  };
}

export async function listPlayPlans(app: FastifyInstance, church: TenantChurch, slug: string) {
  if (slug !== church.slug) throw new AppError('CHURCH_NOT_FOUND');
  return app.database.withChurch(church.id, async (tx) => {
    const plans = await listActivePlans(tx, church.id);
    const priced = await Promise.all(plans.map(async (p) => toPlan(p, church.moeda, await pricePlan({ tx, church }, p))));
    return { planos: priced };
  });
}

async function closeEnded(tx: Tx, churchId: number, usuarioId: number, now: Date) {
  const live = await lockLiveSubscription(tx, churchId, usuarioId);
  if (!live) return;
  if (live.situacao === 'pendente' || isValid(live, now)) throw new AppError('PLAY_ALREADY_SUBSCRIBED');
  await endSubscription(tx, live);
}

/**
 * The subscription of a first charge, recorded with it ('pendente', renewing nothing yet): the charge's settle step
 * keeps the card's reusable token on it (play-settle.ts `playCharged`) and the verdict activates or closes it.
 */
async function recordSubscription(ctx: PaymentContext, plan: PlayPlanRow, payment: PaymentRow) {
  const { tx, church } = ctx;
  const sub = await insertSubscription(tx, church.id, {
    usuarioId: ctx.usuarioId!,
    planoId: plan.id,
    codigo: newSubscriptionCode(),
    situacao: 'pendente',
    renovar: false,
    validoAte: null,
    proximaCobranca: null,
    ciclo: 1,
    tentativas: 0,
    idGatewayPagamento: payment.idGatewayPagamento,
    cartaoToken: null,
    bandeira: null,
    ultimosDigitos: null,
    idioma: ctx.locale,
  });
  await updatePayment(tx, church.id, payment.id, { destinoId: sub.id });
  await recordCharge(tx, church.id, { assinaturaId: sub.id, ciclo: 1, tentativa: 0, pagamentoId: payment.id });
}

/** The answer of a settled first charge: its refusal, or the subscription as it stands and the payment. */
async function subscribeAnswer(tx: Tx, churchId: number, payment: PaymentRow): Promise<IdempotentAnswer<TPlaySubscribeResult>> {
  const refusal = refusalOf(payment);
  if (refusal) return refusal;
  const sub = payment.destinoId === null ? undefined : await lockOwnSubscription(tx, churchId, payment.idUsuario!, payment.destinoId);
  const plan = sub && (await findPlanOf(tx, churchId, sub.planoId));
  const assinatura = sub && plan && payment.status !== 'cancelado' ? toSubscription(sub, plan, new Date()) : null;
  return { status: 201, body: { assinatura, pagamento: toPayment(payment) } };
}

export async function subscribe(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  locale: TLocale,
  idempotencyKey: string,
  body: z.output<typeof ZPlaySubscribeBody>,
): Promise<TPlaySubscribeResult> {
  assertHostChurch(church, body.igreja);
  const { key, claimed } = await app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    const key = { churchId: church.id, usuarioId, operacao: 'assinatura_play', chave: idempotencyKey };
    const claimed = await claimCheckout<TPlaySubscribeResult>(tx, key, body, async () => {
      const plan = await findActivePlan(tx, church.id, body.planoAssinatura);
      if (!plan) throw new AppError('PLAY_PLAN_NOT_FOUND');
      const ctx = paymentContext(app, tx, church, usuarioId, locale);
      await closeEnded(tx, church.id, usuarioId, ctx.now);
      const { totalPrimeiraCobranca } = await pricePlan(ctx, plan);
      if (body.valor !== totalPrimeiraCobranca) throw new AppError('PLAY_PRICE_CHANGED');
      const order = {
        destino: { tipo: 'assinatura_play' as const, id: null, descricao: plan.nome },
        items: [],
        valor: plan.valor + plan.taxaAdesao,
        valorMinimo: 1,
        metodo: 'cartao_credito' as const,
        parcelas: 1,
        flagUsuarioTaxa: plan.flagRepassarTaxas,
        cartao: body.cartao,
        salvarCartao: body.salvarCartao,
      };
      // Renewals charge the same card off-session: the charge asks the gateway for a reusable token of it.
      const { payment, pending } = await recordOrder(ctx, order, { recurring: true });
      await recordSubscription(ctx, plan, payment);
      return { paymentId: payment.id, pending };
    });
    return { key, claimed };
  });
  const answer = await completeCheckout(app, church, key, claimed, (tx, payment) => subscribeAnswer(tx, church.id, payment));
  const result = answerOf(answer);
  if (result.pagamento.status === 'aprovado') await queueReceipt(app, church.id, result.pagamento.id);
  return result;
}

export async function listMySubscriptions(app: FastifyInstance, church: TenantChurch, auth: AuthContext, userId: number, igreja: number) {
  assertHostChurch(church, igreja);
  const now = new Date();
  const rows = await app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    return usuarioId === userId ? listSubscriptions(tx, church.id, usuarioId) : undefined;
  });
  if (!rows) throw new AppError('NOT_FOUND');
  return { assinaturas: rows.map((r) => toSubscription(r.sub, r.plano, now)) };
}

export async function cancelSubscription(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  id: number,
): Promise<TPlaySubscription> {
  const now = new Date();
  return app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    const sub = await lockOwnSubscription(tx, church.id, usuarioId, id);
    if (!sub) throw new AppError('PLAY_SUBSCRIPTION_NOT_FOUND');
    const plan = await findPlanOf(tx, church.id, sub.planoId);
    if (sub.situacao === 'inativo' || !sub.renovar) return toSubscription(sub, plan, now);
    const cancelled = await updateSubscription(tx, church.id, sub.id, { renovar: false, proximaCobranca: null, canceladoEm: now });
    return toSubscription(cancelled, plan, now);
  });
}
