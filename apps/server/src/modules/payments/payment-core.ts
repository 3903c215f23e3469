import { randomInt } from 'node:crypto';
import { grossUpForFees } from '@congrega/contract/payments/installments';
import * as pricing from '@congrega/contract/payments/pricing';
import type { TPaymentDestination, TPaymentMethodCode } from '@congrega/contract/payments/constants';
import type { TAchAccount } from '@congrega/contract/payments/payment';
import type { TLocale } from '@congrega/contract/locale';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findSavedCard } from './cards.repository.ts';
import type { ChargeRequest, PaymentGateway } from './gateways/gateway.ts';
import { formatMoney } from './payment-view.ts';
import { insertPendingCharge } from './pending-charges.repository.ts';
import {
  findMethod,
  findPayer,
  findReceiver,
  insertPayment,
  insertPaymentOnce,
  type MethodRow,
  type NewPayment,
  type PaymentRow,
  type ReceiverRow,
} from './payments.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/**
 * The one way money is taken, for every destination (donations, event registrations, Play): the church's method and
 * gateway, its limits and fees, the payer's eligibility, then the RECORD of the charge ('em_aberto' payment and the
 * request to send), in the caller's church transaction. The gateway is called after that transaction committed
 * (charge-flow.ts) and its answer settled in another, so no lock of ours is held while a gateway answers. Totals are
 * computed here from the values; a client never says what to charge.
 */
export interface PaymentOrder {
  destino: { tipo: TPaymentDestination; id: number | null; descricao: string };
  items: { idPagamentoMotivo: number; valor: number }[];
  /** Cents the church is owed, before fees the payer covers and installment interest. */
  valor: number;
  /** Smallest value this destination accepts (the donation reasons' minimum), cents. */
  valorMinimo: number;
  metodo: TPaymentMethodCode;
  parcelas: number;
  flagUsuarioTaxa: boolean;
  cartao?: { token: string } | { idCartao: number };
  salvarCartao: boolean;
  ach?: TAchAccount;
  cashDays?: number;
  /** A guest's data (no account: `ctx.usuarioId` is null); members' comes from their profile. */
  pagador?: { nome: string; sobrenome: string; email: string; pais: string | null };
  /**
   * An off-session charge (a recurring gift, a Play renewal): the gateway's reusable token, a deterministic
   * idempotency key (a charge sent again with it answers the first result) and the cycle and attempt recorded on the
   * payment (with the gift, when it is one: its unique indexes hold one charge per cycle; other destinations record
   * their own claim).
   */
  offSession?: { token: string; idempotencyKey: string; doacaoRecorrenteId?: number; ciclo: number; tentativa: number };
}

export interface PaymentContext {
  tx: Tx;
  church: TenantChurch;
  /** The paying member's client account; null for a guest (the order's `pagador`). */
  usuarioId: number | null;
  locale: TLocale;
  now: Date;
  gatewayFor(implementacao: string): PaymentGateway | undefined;
  /** The church's payment settings when the use case has read them already in this transaction (a guest gift). */
  receiver?: ReceiverRow;
  /** The order's method when the use case has read it already in this transaction (a ticket purchase's price). */
  method?: MethodRow;
}

/**
 * A recorded charge on its way to the gateway (kept in `pagamento_envio` for a checkout until it is settled):
 * the gateway implementation, the request (its idempotency key derived from the payment), whether the payer's card
 * is to be saved, whether a reusable token is wanted for later off-session charges (a recurring gift, Play renewals)
 * and what the destination keeps for its settle step.
 */
export interface PendingCharge {
  implementacao: string;
  request: ChargeRequest;
  saveCard: { idGatewayPagamento: number } | null;
  recurring: boolean;
  destino?: Record<string, unknown>;
}

const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Order code: P + 12 random Crockford characters (60 bits): unguessable, short enough to read out. */
export function newOrderCode(): string {
  let code = 'P';
  for (let i = 0; i < 12; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

function checkLimits(ctx: PaymentContext, method: MethodRow, gateway: PaymentGateway, order: PaymentOrder, total: number) {
  const limits = gateway.capabilities.limits[order.metodo];
  const min = Math.max(order.valorMinimo, method.valorMinimo ?? 0, limits?.min ?? 1);
  const max = Math.min(method.valorMaximo ?? Number.MAX_SAFE_INTEGER, limits?.max ?? Number.MAX_SAFE_INTEGER);
  // Spec: "must be greater than {minValue}"; the minimum itself is accepted as the smallest valid value.
  if (order.valor < min)
    throw new AppError(
      'AMOUNT_BELOW_MINIMUM',
      { min: formatMoney(min, ctx.church.moeda, ctx.locale) },
      { fields: { valor: 'error.AMOUNT_BELOW_MINIMUM' } },
    );
  if (total > max) throw new AppError('AMOUNT_ABOVE_MAXIMUM', { max: formatMoney(max, ctx.church.moeda, ctx.locale) });
}

/** The order's price: the contract's one pricing function, the same the quotes show (checkout-figures.test.ts). */
function priceOrder(method: MethodRow, gateway: PaymentGateway, order: PaymentOrder) {
  const price = pricing.priceOrder(method, gateway.capabilities.installments, order);
  if (!price) throw new AppError('INSTALLMENTS_UNAVAILABLE', {}, { fields: { parcelas: 'error.INSTALLMENTS_UNAVAILABLE' } });
  return { taxas: price.taxas, total: price.total, valorParcela: price.valorParcela };
}

/** The gateway idempotency key of a checkout's charge: derived from its payment row, so a resend answers the first. */
export const checkoutChargeKey = (payment: Pick<PaymentRow, 'igrejaId' | 'id'>) => `payment_${payment.igrejaId}_${payment.id}`;

/** The card token to charge: a fresh token as sent, or the member's own saved card's. */
async function cardToken(ctx: PaymentContext, order: PaymentOrder, method: MethodRow) {
  if (order.metodo === 'cartao_credito' && order.offSession) return { token: order.offSession.token, fresh: false };
  if (order.metodo !== 'cartao_credito' || !order.cartao) return undefined;
  if ('token' in order.cartao) return { token: order.cartao.token, fresh: true };
  const saved = ctx.usuarioId === null ? undefined : await findSavedCard(ctx.tx, ctx.church.id, ctx.usuarioId, order.cartao.idCartao);
  if (!saved || saved.idGatewayPagamento !== method.idGatewayPagamento)
    throw new AppError('CARD_NOT_FOUND', {}, { fields: { cartao: 'error.CARD_NOT_FOUND' } });
  return { token: saved.token, fresh: false };
}

/** What a charge needs, checked: the method, its gateway, the price, the card, the payer and the receiver. */
async function prepareOrder(ctx: PaymentContext, order: PaymentOrder) {
  const { tx, church } = ctx;
  const method = ctx.method?.codigo === order.metodo ? ctx.method : await findMethod(tx, church.id, order.metodo);
  const gateway = method && ctx.gatewayFor(method.implementacao);
  if (
    !method ||
    !gateway ||
    !gateway.capabilities.methods.includes(order.metodo) ||
    !gateway.capabilities.currencies.includes(ctx.church.moeda)
  ) {
    throw new AppError('PAYMENT_METHOD_UNAVAILABLE', {}, { fields: { metodoPagamento: 'error.PAYMENT_METHOD_UNAVAILABLE' } });
  }
  const [payer, receiver] = await Promise.all([
    order.pagador ?? (ctx.usuarioId === null ? undefined : findPayer(tx, church.id, ctx.usuarioId)),
    ctx.receiver ?? findReceiver(tx, church.id),
  ]);
  if ((order.metodo === 'pix' || order.metodo === 'boleto') && payer?.pais?.toUpperCase() !== 'BR')
    throw new AppError('PIX_BOLETO_BRAZIL_ONLY');
  if (order.metodo === 'pix' && !receiver?.pixChave) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  const price = priceOrder(method, gateway, order);
  checkLimits(ctx, method, gateway, order, price.total);
  const card = await cardToken(ctx, order, method);
  return { method, gateway, payer, receiver, price, card };
}
type PreparedOrder = Awaited<ReturnType<typeof prepareOrder>>;

function newPaymentRow(ctx: PaymentContext, order: PaymentOrder, p: PreparedOrder): NewPayment {
  return {
    codigo: newOrderCode(),
    idUsuario: ctx.usuarioId,
    destinoTipo: order.destino.tipo,
    destinoId: order.destino.id,
    descricao: order.destino.descricao,
    metodo: order.metodo,
    idGatewayPagamento: p.method.idGatewayPagamento,
    moeda: ctx.church.moeda,
    valor: order.valor,
    taxas: p.price.taxas,
    total: p.price.total,
    parcelas: order.parcelas,
    valorParcela: p.price.valorParcela,
    status: 'em_aberto',
    idioma: ctx.locale,
    ...(order.offSession
      ? {
          doacaoRecorrenteId: order.offSession.doacaoRecorrenteId ?? null,
          recorrenciaCiclo: order.offSession.ciclo,
          recorrenciaTentativa: order.offSession.tentativa,
        }
      : {}),
  };
}

/** The request a recorded ('em_aberto') payment sends to its gateway. */
function chargeRequest(ctx: PaymentContext, order: PaymentOrder, p: PreparedOrder, payment: PaymentRow): ChargeRequest {
  const { church } = ctx;
  const { card, receiver, payer } = p;
  return {
    method: order.metodo,
    amountCents: payment.total,
    currency: payment.moeda,
    installments: payment.parcelas,
    orderCode: payment.codigo,
    description: order.destino.descricao,
    receiver: {
      name: receiver?.nomeRecebedor ?? church.nome,
      city: receiver?.cidadeRecebedor ?? '',
      pixKey: receiver?.pixChave ?? null,
      pixKeyType: receiver?.pixTipoChave ?? null,
      walletLink: receiver?.carteiraDigitalLink ?? null,
    },
    payer: { name: `${payer?.nome ?? ''} ${payer?.sobrenome ?? ''}`.trim(), email: payer?.email ?? '' },
    ...(card ? { card: { token: card.token, keep: keepsCard(ctx, order, p), saved: !card.fresh } } : {}),
    ...(order.ach ? { ach: order.ach } : {}),
    ...(order.cashDays !== undefined ? { cashDays: order.cashDays } : {}),
    idempotencyKey: order.offSession?.idempotencyKey ?? checkoutChargeKey(payment),
  };
}

const keepsCard = (ctx: PaymentContext, order: PaymentOrder, p: PreparedOrder) =>
  p.card?.fresh === true && order.salvarCartao && ctx.usuarioId !== null;

function pendingCharge(
  ctx: PaymentContext,
  order: PaymentOrder,
  p: PreparedOrder,
  payment: PaymentRow,
  extras: ChargeExtras,
): PendingCharge {
  return {
    implementacao: p.method.implementacao,
    request: chargeRequest(ctx, order, p, payment),
    saveCard: keepsCard(ctx, order, p) ? { idGatewayPagamento: p.method.idGatewayPagamento } : null,
    recurring: extras.recurring === true && p.card !== undefined,
    ...(extras.destino ? { destino: extras.destino } : {}),
  };
}

/** What the destination asks of the charge: a reusable token (recurring), and data its settle step reads. */
export interface ChargeExtras {
  recurring?: boolean;
  destino?: Record<string, unknown>;
}

/**
 * Step 1 of a checkout's charge, in the use case's transaction: checks the order, records its payment 'em_aberto'
 * and the request to send (`pagamento_envio`, what a resend after a crash sends again). Nothing is sent yet.
 */
export async function recordOrder(
  ctx: PaymentContext,
  order: PaymentOrder,
  extras: ChargeExtras = {},
): Promise<{ payment: PaymentRow; pending: PendingCharge }> {
  const prepared = await prepareOrder(ctx, order);
  const payment = await insertPayment(ctx.tx, ctx.church.id, newPaymentRow(ctx, order, prepared), order.items);
  const pending = pendingCharge(ctx, order, prepared, payment, extras);
  await insertPendingCharge(ctx.tx, ctx.church.id, payment.id, pending);
  return { payment, pending };
}

/**
 * Records an off-session charge ('em_aberto', its gift, cycle and attempt) without sending it; undefined when that
 * attempt is already recorded (another runner copy took it): the unique index decides, not a prior read.
 */
export async function recordOffSessionOrder(ctx: PaymentContext, order: PaymentOrder): Promise<PaymentRow | undefined> {
  const prepared = await prepareOrder(ctx, order);
  return insertPaymentOnce(ctx.tx, ctx.church.id, newPaymentRow(ctx, order, prepared), order.items);
}

/** The request of a recorded off-session charge (its total as recorded), rebuilt from its source's row. */
export async function offSessionCharge(ctx: PaymentContext, order: PaymentOrder, payment: PaymentRow): Promise<PendingCharge> {
  return pendingCharge(ctx, order, await prepareOrder(ctx, order), payment, {});
}

/**
 * What the payer pays for `valor` with a method before installment interest: `valor`, plus the method's fees when
 * the payer covers them (the same gross-up the charge makes). Undefined when the church does not take the method.
 */
export async function payerTotal(
  ctx: Pick<PaymentContext, 'tx' | 'church'>,
  metodo: TPaymentMethodCode,
  valor: number,
  flagUsuarioTaxa: boolean,
) {
  const method = await findMethod(ctx.tx, ctx.church.id, metodo);
  if (!method) return undefined;
  const total = flagUsuarioTaxa
    ? grossUpForFees({ valueCents: valor, percentBp: method.taxaPercentual, fixedCents: method.taxaFixa })
    : valor;
  return { total, taxas: total - valor, maxParcelas: method.maxParcelas, jurosMensal: method.jurosMensal, method };
}
