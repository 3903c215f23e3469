import type { TPayment } from '@congrega/contract/payments/payment';
import type { z } from 'zod';
import type { ZPaymentCreateBody } from '@congrega/contract/payments/payment';
import type { PaymentContext, PaymentOutcome } from './payment-core.ts';
import type { PaymentRow } from './payments.repository.ts';

/**
 * What another module adds to a donation without payments importing it (the giving module sets these in its
 * plugin; payments only calls them): the recurring gift a card donation sets up, and the gift a payment belongs to.
 */
export type TRecurrence = TPayment['recorrencia'];

export interface DonationHooks {
  /**
   * After the first charge, in the donation's transaction (so an Idempotency-Key replay sets up nothing again):
   * sets up the recurring gift when the donation allows it; its `recorrencia` or null.
   */
  afterCharge?: (
    ctx: PaymentContext,
    body: z.output<typeof ZPaymentCreateBody>,
    reasons: { id: number; flagRecorrencia: boolean }[],
    outcome: PaymentOutcome,
  ) => Promise<TRecurrence>;
  /**
   * In a gateway event's transaction, after the event moved a charge of a recurring gift (a charge under review or
   * pending got its verdict): the gift moves on. Answers the payment as it now stands and what to do once the
   * transaction committed (the giver's e-mail).
   */
  afterEvent?: (
    ctx: { tx: PaymentContext['tx']; churchId: number; now: Date },
    payment: PaymentRow,
  ) => Promise<{ payment: PaymentRow; afterCommit?: () => Promise<void> }>;
  /** The recurring gift a payment set up or belongs to (its page shows it). */
  describe?: (ctx: { tx: PaymentContext['tx']; churchId: number }, payment: PaymentRow) => Promise<TRecurrence>;
}

declare module 'fastify' {
  interface FastifyInstance {
    donationHooks: DonationHooks;
  }
}
