import type { FastifyInstance } from 'fastify';
import { type SettleContext, updatePayment, type PaymentRow } from '../payments/payments.public.ts';
import { notifyGiver } from './giving.jobs.ts';
import { advanceGift, declineGift } from './recurring-cycle.ts';
import { lockGift } from './recurring-runner.repository.ts';
import { updateRecurringGift } from './recurring.repository.ts';

/**
 * The gateway's verdict on a recurring charge that was under review or pending (payments' webhook, in its
 * transaction, with the payment locked; then the gift, the runner's lock order):
 * - approved: the cycle is paid; the gift moves to the next one (the receipt goes out as for any approved payment);
 * - not approved or cancelled: a declined attempt. The payment is recorded 'cancelado' (as every declined recurring
 *   attempt is, which frees the cycle for its retry under the one-live-charge-per-cycle index) and the gift enters
 *   the retry schedule with its e-mail, or pauses after the last retry. A gift its giver paused or cancelled meanwhile
 *   only counts the attempt (a resume starts a fresh cycle).
 * Only a charge of the gift's current cycle and attempt moves it; any other verdict (a cycle the gift already left)
 * changes the payment alone. Anything else (still pending) changes nothing.
 */
const DECLINED = ['nao_aprovado', 'cancelado'];

export function settleRecurringCharge(app: FastifyInstance) {
  return async (ctx: SettleContext, payment: PaymentRow) => {
    const { tx, churchId, now } = ctx;
    if (payment.doacaoRecorrenteId === null || (payment.status !== 'aprovado' && !DECLINED.includes(payment.status))) return { payment };
    const settled =
      payment.status === 'aprovado' || (payment.detalhes as { recusa?: string }).recusa !== undefined
        ? payment
        : await updatePayment(tx, churchId, payment.id, {
            status: 'cancelado',
            detalhes: { ...payment.detalhes, recusa: payment.status },
          });
    const gift = await lockGift(tx, churchId, payment.doacaoRecorrenteId);
    if (!gift || payment.recorrenciaCiclo !== gift.ciclo || payment.recorrenciaTentativa !== gift.tentativas) return { payment: settled };
    if (payment.status === 'aprovado') {
      await advanceGift(tx, gift, now);
      return { payment: settled };
    }
    if (gift.status !== 'ativa') {
      await updateRecurringGift(tx, churchId, gift.id, { tentativas: gift.tentativas + 1 });
      return { payment: settled };
    }
    const kind = await declineGift(tx, gift, now);
    return { payment: settled, afterCommit: () => notifyGiver(app, churchId, { kind, giftId: gift.id, paymentId: payment.id }) };
  };
}
