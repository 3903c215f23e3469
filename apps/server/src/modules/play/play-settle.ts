import type { TPaymentStatus } from '@congrega/contract/payments/constants';
import type { Tx } from '../../db/client.ts';
import { updatePayment, type PaymentRow } from '../payments/payments.public.ts';
import { advanceSubscription, declineRenewal } from './subscription-cycle.ts';
import { deleteSubscription, findChargeOfPayment, findPlanOf, lockSubscription, updateSubscription } from './subscriptions.repository.ts';

const DECLINED: readonly string[] = ['cancelado', 'nao_aprovado', 'estornado'] satisfies TPaymentStatus[];

/**
 * The verdict on a Play charge: the checkout's own answer (its settle step, `before` 'em_aberto') or the gateway's
 * on one that was under review or pending (payments' destination hook, in the webhook's or expiry job's
 * transaction): a first charge activates the subscription ('pendente' -> 'ativo') or closes it; a renewal of the current (cycle, attempt) moves to the next period or into the retry schedule.
 */
export async function settlePlayCharge(ctx: { tx: Tx; churchId: number }, payment: PaymentRow, before?: TPaymentStatus): Promise<void> {
  const { tx, churchId } = ctx;
  const charge = await findChargeOfPayment(tx, churchId, payment.id);
  const sub = charge && (await lockSubscription(tx, churchId, charge.assinaturaId));
  if (!charge || !sub) return;
  const now = new Date();
  const approved = payment.status === 'aprovado';
  const declined = DECLINED.includes(payment.status);
  if (sub.situacao === 'pendente' && charge.ciclo === 1) {
    if (approved) await advanceSubscription(tx, { ...sub, ciclo: 1 }, (await findPlanOf(tx, churchId, sub.planoId)).periodo, now);
    // Refused at the checkout itself: the subscription recorded with the charge never started, it goes (its charge
    // row with it); refused later (a review declined), it stays, closed.
    else if (declined && before === 'em_aberto') await deleteSubscription(tx, churchId, sub.id);
    else if (declined) await updateSubscription(tx, churchId, sub.id, { situacao: 'inativo', proximaCobranca: null });
    return;
  }
  if (sub.situacao !== 'ativo' || charge.ciclo !== sub.ciclo || charge.tentativa !== sub.tentativas) return;
  if (approved) await advanceSubscription(tx, sub, (await findPlanOf(tx, churchId, sub.planoId)).periodo, now);
  else if (declined) await declineRenewal(tx, sub, now);
}

/**
 * A first charge answered (payments' `charged` hook, in its settle transaction, before the verdict above): the
 * subscription keeps the card's reusable token and renews with it. Without one (the gateway gave none) it does not
 * renew and the payment says so (`recorrenciaFalhou`), so the answer and the thank-you page tell the member; a
 * refused charge changes nothing here.
 */
export async function playCharged(
  ctx: { tx: Tx; churchId: number },
  payment: PaymentRow,
  charge: { recurringToken?: string },
): Promise<{ payment: PaymentRow } | void> {
  const { tx, churchId } = ctx;
  const row = await findChargeOfPayment(tx, churchId, payment.id);
  if (!row || row.ciclo !== 1 || payment.status === 'cancelado') return;
  const card = (payment.detalhes as { cartao?: { bandeira: string; ultimosDigitos: string } }).cartao;
  const token = charge.recurringToken;
  await updateSubscription(tx, churchId, row.assinaturaId, {
    renovar: token !== undefined,
    cartaoToken: token ?? null,
    bandeira: card?.bandeira ?? null,
    ultimosDigitos: card?.ultimosDigitos ?? null,
  });
  if (token) return;
  return { payment: await updatePayment(tx, churchId, payment.id, { detalhes: { ...payment.detalhes, recorrenciaFalhou: true } }) };
}
