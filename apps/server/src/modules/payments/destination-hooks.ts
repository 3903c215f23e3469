import type { TPaymentDestination, TPaymentStatus } from '@congrega/contract/payments/constants';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import type { PaymentRow } from './payments.repository.ts';

/**
 * What a paying module does when one of its payments changes status after the checkout (a webhook, the expiry job,
 * an overdue payment read), without payments importing it: the events module sets the 'inscricao_evento' hooks in
 * its plugin (confirm a registration when paid, release its held seats when cancelled or expired).
 */
export interface PaymentDestinationHooks {
  /** In the transaction that changed the status (so the effect commits or rolls back with it). */
  statusChanged?: (ctx: { tx: Tx; churchId: number }, payment: PaymentRow, before: TPaymentStatus) => Promise<void>;
  /** After that transaction committed, for a payment that became approved (e-mails, queued work). */
  approved?: (churchId: number, payment: PaymentRow) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentDestinationHooks: Partial<Record<TPaymentDestination, PaymentDestinationHooks>>;
  }
}

/** Runs the destination's in-transaction hook for a status change (nothing when the status did not change). */
export async function paymentStatusChanged(app: FastifyInstance, tx: Tx, churchId: number, payment: PaymentRow, before: TPaymentStatus) {
  if (payment.status === before) return;
  const hooks = app.paymentDestinationHooks[payment.destinoTipo as TPaymentDestination];
  await hooks?.statusChanged?.({ tx, churchId }, payment, before);
}

/** Runs the destination's after-commit hook of an approved payment. */
export async function paymentApproved(app: FastifyInstance, churchId: number, payment: PaymentRow) {
  if (payment.status !== 'aprovado') return;
  await app.paymentDestinationHooks[payment.destinoTipo as TPaymentDestination]?.approved?.(churchId, payment);
}
