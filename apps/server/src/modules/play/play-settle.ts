import type { TPaymentStatus } from '@congrega/contract/payments/constants';
import type { Tx } from '../../db/client.ts';
import type { PaymentRow } from '../payments/payments.repository.ts';
import { advanceSubscription, declineRenewal } from './subscription-cycle.ts';
import { findChargeOfPayment, findPlanOf, lockSubscription, updateSubscription } from './subscriptions.repository.ts';

const DECLINED: readonly string[] = ['cancelado', 'nao_aprovado', 'estornado'] satisfies TPaymentStatus[];

/**
 * The gateway's verdict on a Play charge that was under review or pending (payments' destination hook, in the
 * webhook's or expiry job's transaction): a first charge activates the subscription ('pendente' -> 'ativo') or
 * closes it; a renewal of the current (cycle, attempt) moves to the next period or into the retry schedule.
 */
export async function settlePlayCharge(ctx: { tx: Tx; churchId: number }, payment: PaymentRow): Promise<void> {
  const { tx, churchId } = ctx;
  const charge = await findChargeOfPayment(tx, churchId, payment.id);
  const sub = charge && (await lockSubscription(tx, churchId, charge.assinaturaId));
  if (!charge || !sub) return;
  const now = new Date();
  const approved = payment.status === 'aprovado';
  const declined = DECLINED.includes(payment.status);
  if (sub.situacao === 'pendente' && charge.ciclo === 1) {
    if (approved) await advanceSubscription(tx, { ...sub, ciclo: 1 }, (await findPlanOf(tx, churchId, sub.planoId)).periodo, now);
    else if (declined) await updateSubscription(tx, churchId, sub.id, { situacao: 'inativo', proximaCobranca: null });
    return;
  }
  if (sub.situacao !== 'ativo' || charge.ciclo !== sub.ciclo || charge.tentativa !== sub.tentativas) return;
  if (approved) await advanceSubscription(tx, sub, (await findPlanOf(tx, churchId, sub.planoId)).periodo, now);
  else if (declined) await declineRenewal(tx, sub, now);
}
