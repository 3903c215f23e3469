import type { TPaymentStatus } from '@congrega/contract/payments/constants';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import type { PaymentRow } from '../payments/payments.public.ts';
import {
  lockRegistrationByPayment,
  lockTicketTypesById,
  moveStock,
  ticketCountsByType,
  updateRegistration,
} from './purchase.repository.ts';
import { reopenOffers, stockChanged } from './waitlist-offers.ts';

/**
 * A registration follows its payment (payments' destination hooks for 'inscricao_evento', set in events.plugin.ts,
 * run in the transaction that changed the payment): approved -> confirmada (held seats become sold), cancelled or
 * refunded -> cancelada (held seats are released; a refund of a confirmed one frees its sold seats), anything else
 * stays pendente (seats held). A cancelled registration never comes back (payments never leave a final status).
 */
export function registrationStatusFor(status: TPaymentStatus): 'confirmada' | 'cancelada' | 'pendente' {
  if (status === 'aprovado' || status === 'gratuito') return 'confirmada';
  if (status === 'cancelado' || status === 'estornado') return 'cancelada';
  return 'pendente';
}

/**
 * `next`: the status the payment's own status implies, unless given (a refund whose staff chose to cancel the
 * order's tickets: 'cancelada', its seats released, whatever the payment's status; keeping them changes nothing).
 * Released seats go to the types' waitlists in the same transaction (waitlist-offers.ts); after the commit the
 * live pages hear of the change and the offers are e-mailed (`afterCommit`).
 */
export async function syncRegistration(
  app: FastifyInstance,
  ctx: { tx: Tx; churchId: number; now?: Date },
  payment: PaymentRow,
  next = registrationStatusFor(payment.status as TPaymentStatus),
): Promise<{ afterCommit: () => Promise<void> } | undefined> {
  const { tx, churchId } = ctx;
  const registration = await lockRegistrationByPayment(tx, churchId, payment.id);
  if (!registration || registration.status === 'cancelada') return undefined;
  if (next === registration.status || (registration.status === 'confirmada' && next !== 'cancelada')) return undefined;
  const counts = await ticketCountsByType(tx, churchId, registration.id);
  // Same lock order as a purchase (ticket types by id): a purchase and a webhook never deadlock.
  await lockTicketTypesById(
    tx,
    churchId,
    counts.map((c) => c.ingressoId),
  );
  for (const { ingressoId, n } of counts) {
    if (registration.status === 'pendente')
      await moveStock(tx, churchId, ingressoId, next === 'confirmada' ? { reservados: -n, vendidos: n } : { reservados: -n });
    else if (next === 'cancelada') await moveStock(tx, churchId, ingressoId, { vendidos: -n });
  }
  await updateRegistration(tx, churchId, registration.id, { status: next });
  if (next !== 'cancelada') return undefined;
  const typeIds = counts.map((c) => c.ingressoId);
  const now = ctx.now ?? new Date();
  // Refused before it was paid: a waitlist offer it was bought with, still running, is the buyer's again.
  if (registration.status === 'pendente' && registration.idUsuario !== null)
    await reopenOffers(tx, churchId, registration.idUsuario, typeIds, now);
  const afterCommit = await stockChanged(app, tx, churchId, typeIds, now);
  return { afterCommit };
}
