import type { TLocale } from '@congrega/contract/locale';
import { IDEMPOTENCY_KEY_PATTERN, type TPaymentStatus } from '@congrega/contract/payments/constants';
import type { TPayment, ZPaymentCreateBody } from '@congrega/contract/payments/payment';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireMember } from '../../core/member.ts';
import { answerOf, claimCheckout, completeCheckout, refusalOf } from './charge-flow.ts';
import { assertGuestOneOff, guestPayer, resolveGuestGiver } from './guest-donation.ts';
import { recordOrder } from './payment-core.ts';
import { destinationHooks, paymentStatusChanged } from './destination-hooks.ts';
import { queueReceipt } from './payments.jobs.ts';
import { toPayment } from './payment-view.ts';
import { assertAcceptingDonations, assertReasonsFound, checkDonationValues } from './donation-rules.ts';
import { assertHostChurch, paymentContext } from './payments-context.ts';
import { OPEN_EXPIRING } from './payment-expiry.ts';
import { cancelIfUnchanged, findDonationReasons, findOwnPayment, findPaymentByCode, type PaymentRow } from './payments.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

type CreateBody = z.output<typeof ZPaymentCreateBody>;

export function requireIdempotencyKey(header: string | string[] | undefined): string {
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return header;
}

/**
 * One checkout of a guest (no account: a gift, a ticket purchase) from `ip` at the church, counted per kind before
 * anything is read or charged; past 20 an hour, 429 TOO_MANY_REQUESTS (translated, with the seconds to wait).
 */
export function countGuestCheckout(app: FastifyInstance, kind: 'gift' | 'tickets', churchId: number, ip: string): Promise<void> {
  return app.paymentLimiters.guestCheckouts[kind].consume(`${churchId}:${ip}`);
}

/**
 * POST /pagamento/: a donation over one or more of the church's giving reasons, by a member, or by a guest (no
 * bearer) where the church takes guest gifts (guest-donation.ts). A guest's gifts are counted per IP address, and
 * so are their declined cards.
 */
export async function createDonation(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext | null,
  locale: TLocale,
  idempotencyKey: string,
  body: CreateBody,
  ip: string,
): Promise<TPayment> {
  assertHostChurch(church, body.igreja);
  await assertAcceptingDonations(app, church);
  if (!auth) await countGuestCheckout(app, 'gift', church.id, ip);
  const declines = app.paymentLimiters.declinesByMember;
  const declineKey = auth ? `${church.id}:${auth.contaId}` : `${church.id}:ip:${ip}`;
  const waitSeconds = body.metodoPagamento === 'cartao_credito' ? await declines.isBlocked(declineKey) : 0;
  if (waitSeconds > 0) throw new AppError('TOO_MANY_REQUESTS', { seconds: waitSeconds });
  const hooks = app.paymentDestinations.doacao;
  const { key, claimed } = await app.database.withChurch(church.id, async (tx) => {
    const guestGift = auth ? undefined : await resolveGuestGiver(tx, church.id, body);
    const guest = guestGift?.guest;
    const usuarioId = auth ? await requireMember(tx, auth) : null;
    const key = { churchId: church.id, usuarioId, operacao: 'pagamento', chave: idempotencyKey };
    const claimed = await claimCheckout<TPayment>(tx, key, body, async () => {
      const reasons = await findDonationReasons(
        tx,
        church.id,
        body.motivos.map((m) => m.id),
      );
      await assertReasonsFound(tx, church.id, reasons.length, body.motivos.length);
      if (guest) assertGuestOneOff(body, reasons);
      const byId = new Map(reasons.map((r) => [r.id, r]));
      checkDonationValues(body.motivos, (id) => byId.get(id)!.valorMinimo, body.metodoPagamento, church, locale);
      const ctx = { ...paymentContext(app, tx, church, usuarioId, locale), ...(guestGift ? { receiver: guestGift.receiver } : {}) };
      const order = {
        destino: { tipo: 'doacao' as const, id: null, descricao: reasons.map((r) => r.nome).join(', ') },
        items: body.motivos.map((m) => ({ idPagamentoMotivo: m.id, valor: m.valor })),
        valor: body.motivos.reduce((sum, m) => sum + m.valor, 0),
        valorMinimo: 1,
        metodo: body.metodoPagamento,
        parcelas: body.parcelas,
        flagUsuarioTaxa: body.flagUsuarioTaxa,
        ...(body.cartao ? { cartao: body.cartao } : {}),
        salvarCartao: !guest && body.salvarCartao,
        ...(body.ach ? { ach: body.ach } : {}),
        ...(guest ? { pagador: guestPayer(guest) } : {}),
      };
      const { payment, pending } = await recordOrder(ctx, order, hooks?.donationExtras?.(body, reasons, usuarioId) ?? {});
      await hooks?.donationRecorded?.({ tx, churchId: church.id }, payment, body);
      return { paymentId: payment.id, pending };
    });
    return { key, claimed };
  });
  const answer = await completeCheckout<TPayment>(app, church, key, claimed, async (tx, payment) => {
    const refusal = refusalOf(payment);
    if (refusal) return refusal;
    const extras = await destinationHooks(app, payment)?.describe?.({ tx, churchId: church.id }, payment);
    return { status: 201, body: { ...toPayment(payment), recorrencia: extras?.recorrencia ?? null } };
  });
  if ('code' in answer.body && answer.body.code === 'PAYMENT_DECLINED') await declines.consume(declineKey).catch(() => undefined);
  const payment = answerOf(answer);
  if (payment.status === 'aprovado') await queueReceipt(app, church.id, payment.id);
  return payment;
}

/**
 * An unpaid Pix, boleto, cash or wallet payment, or a card review or ACH transfer still without a verdict, past its
 * time is cancelled (the order is cancelled automatically if unconfirmed, spec section 4). Done when the payment is read, so the payer never sees a dead code as open; a
 * final status set meanwhile (a webhook's approval) is never overwritten: the current row is answered instead.
 */
export async function expireIfOverdue(
  app: FastifyInstance,
  tx: Tx,
  churchId: number,
  payment: PaymentRow,
  now: Date,
): Promise<{ payment: PaymentRow; afterCommit?: () => Promise<void> }> {
  if (!payment.expiraEm || payment.expiraEm > now || !OPEN_EXPIRING.includes(payment.status)) return { payment };
  const cancelled = await cancelIfUnchanged(tx, churchId, payment, now);
  if (!cancelled) return { payment: (await findPaymentByCode(tx, churchId, payment.codigo)) ?? payment };
  return paymentStatusChanged(app, { tx, churchId, now }, cancelled, payment.status as TPaymentStatus);
}

/** GET /usuario/{userId}/pagamento/?pedido=: the caller's own payment; anyone else's answers 404. */
export async function getOwnPayment(
  app: FastifyInstance,
  church: TenantChurch,
  auth: AuthContext,
  userId: number,
  codigo: string,
): Promise<TPayment> {
  const read = await app.database.withChurch(church.id, async (tx) => {
    const usuarioId = await requireMember(tx, auth);
    const payment = usuarioId === userId ? await findOwnPayment(tx, church.id, usuarioId, codigo) : undefined;
    if (!payment) return undefined;
    const { payment: current, afterCommit } = await expireIfOverdue(app, tx, church.id, payment, new Date());
    const extras = await destinationHooks(app, current)?.describe?.({ tx, churchId: church.id }, current);
    const view = toPayment(current);
    const row = { ...view, destino: { ...view.destino, idEvento: extras?.idEvento ?? null }, recorrencia: extras?.recorrencia ?? null };
    return { row, afterCommit };
  });
  if (!read) throw new AppError('PAYMENT_NOT_FOUND');
  await read.afterCommit?.();
  return read.row;
}
