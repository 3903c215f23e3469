import { randomInt } from 'node:crypto';
import type { TLocale } from '@congrega/contract/locale';
import type { TPlayPlan, TPlaySubscribeResult, TPlaySubscription } from '@congrega/contract/play';
import type { z } from 'zod';
import type { ZPlaySubscribeBody } from '@congrega/contract/play';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { requireMember } from '../accounts/member.ts';
import type { TenantChurch } from '../church/church-host.repository.ts';
import { chargeOrder, payerTotal, type PaymentContext } from '../payments/payment-core.ts';
import { toPayment } from '../payments/payment-view.ts';
import { assertHostChurch, paymentContext } from '../payments/payments-context.ts';
import { findMethod, updatePayment } from '../payments/payments.repository.ts';
import { answerOf, idempotent } from '../payments/payments.service.ts';
import { queueReceipt } from '../payments/payments.jobs.ts';
import type { PlayPlanRow } from './play.schema.ts';
import { findActivePlan, listActivePlans } from './play.repository.ts';
import { addPeriod, endSubscription, isValid, toSubscription } from './subscription-cycle.ts';
import {
  findPlanOf,
  insertSubscription,
  listSubscriptions,
  lockLiveSubscription,
  lockOwnSubscription,
  recordCharge,
  updateSubscription,
} from './subscriptions.repository.ts';

/**
 * Plans and subscriptions. Decided rules:
 * - One live subscription per member and church: subscribing again while one is valid (or its first charge is under
 *   review) answers 409 PLAY_ALREADY_SUBSCRIBED; an ended one is closed first.
 * - By card only (renewals charge the same card off-session: the subscription keeps the gateway's reusable token).
 *   The first charge is the period's price plus the subscription fee (plus card fees when the plan passes them on);
 *   `valor` must equal it (409 PLAY_PRICE_CHANGED), so the member is never charged another amount than shown.
 * - Once per Idempotency-Key (payments' `idempotent`): a replay answers the first result, charges nothing again.
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

/** After an approved or under-review first charge: the subscription, its reusable card token and its first charge. */
async function startSubscription(ctx: PaymentContext, plan: PlayPlanRow, outcome: Awaited<ReturnType<typeof chargeOrder>>) {
  const { tx, church, now } = ctx;
  const { payment, cardToken } = outcome;
  const gateway = payment.idGatewayPagamento === null ? undefined : await gatewayOf(ctx);
  const token = gateway && cardToken ? await gateway.recurringToken({ tx, churchId: church.id, now }, cardToken) : undefined;
  const card = (payment.detalhes as { cartao?: { bandeira: string; ultimosDigitos: string } }).cartao;
  const approved = payment.status === 'aprovado';
  const validoAte = approved ? addPeriod(now, plan.periodo) : null;
  const sub = await insertSubscription(tx, church.id, {
    usuarioId: ctx.usuarioId!,
    planoId: plan.id,
    codigo: newSubscriptionCode(),
    situacao: approved ? 'ativo' : 'pendente',
    renovar: token !== undefined,
    validoAte,
    proximaCobranca: validoAte,
    ciclo: 2,
    tentativas: 0,
    idGatewayPagamento: payment.idGatewayPagamento,
    cartaoToken: token ?? null,
    bandeira: card?.bandeira ?? null,
    ultimosDigitos: card?.ultimosDigitos ?? null,
    idioma: ctx.locale,
  });
  await updatePayment(tx, church.id, payment.id, { destinoId: sub.id });
  await recordCharge(tx, church.id, { assinaturaId: sub.id, ciclo: 1, tentativa: 0, pagamentoId: payment.id });
  return sub;
}

async function gatewayOf(ctx: PaymentContext) {
  const method = await findMethod(ctx.tx, ctx.church.id, 'cartao_credito');
  return method && ctx.gatewayFor(method.implementacao);
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
  const answer = await app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    const key = { churchId: church.id, usuarioId, operacao: 'assinatura_play', chave: idempotencyKey };
    return idempotent<TPlaySubscribeResult>(tx, key, body, async () => {
      const plan = await findActivePlan(tx, church.id, body.planoAssinatura);
      if (!plan) throw new AppError('PLAY_PLAN_NOT_FOUND');
      const ctx = paymentContext(app, tx, church, usuarioId, locale);
      await closeEnded(tx, church.id, usuarioId, ctx.now);
      const { totalPrimeiraCobranca } = await pricePlan(ctx, plan);
      if (body.valor !== totalPrimeiraCobranca) throw new AppError('PLAY_PRICE_CHANGED');
      const outcome = await chargeOrder(ctx, {
        destino: { tipo: 'assinatura_play', id: null, descricao: plan.nome },
        items: [],
        valor: plan.valor + plan.taxaAdesao,
        valorMinimo: 1,
        metodo: 'cartao_credito',
        parcelas: 1,
        flagUsuarioTaxa: plan.flagRepassarTaxas,
        cartao: body.cartao,
        salvarCartao: body.salvarCartao,
      });
      const { error, payment } = outcome;
      if (error) return { status: error.statusCode, body: { code: error.code, params: error.params } };
      const sub = payment.status === 'cancelado' ? null : await startSubscription(ctx, plan, outcome);
      return { status: 201, body: { assinatura: sub && toSubscription(sub, plan, ctx.now), pagamento: toPayment(payment) } };
    });
  });
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
