import type { TPaymentDestination, TPaymentStatus } from '@congrega/contract/payments/constants';
import type { TPayment, ZPaymentCreateBody } from '@congrega/contract/payments/payment';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { ChargeExtras } from './payment-core.ts';
import type { PaymentRow } from './payments.repository.ts';

/**
 * What a paying module does with its payments, without payments importing it: ONE registry keyed by the payment's
 * destination (`pagamento.destino_tipo`), set by each module's plugin (giving: 'doacao', events: 'inscricao_evento').
 * Payments calls it from every path that moves a payment: a charge's settle step (`charged`, then `statusChanged`),
 * the gateway webhook, the expiry job and an overdue payment read (`statusChanged`, through `paymentStatusChanged`),
 * the after-commit work of an approved payment (`approved`) and the payment's page (`describe`).
 */
export type TRecurrence = TPayment['recorrencia'];

export interface SettleContext {
  tx: Tx;
  churchId: number;
  now: Date;
}

/** What a status hook leaves: the payment as it now stands (when it changed it) and work for after the commit. */
export interface SettleResult {
  payment?: PaymentRow;
  afterCommit?: () => Promise<void>;
}

export interface PaymentDestinationHooks {
  /**
   * A checkout's charge answered by its gateway, in the settle transaction (once: only an 'em_aberto' payment is
   * settled): `destino`, what the destination kept with the recorded charge; `recurringToken`, the reusable token of
   * the card charged when the charge asked for one (a recurring gift, a Play subscription). A destination that
   * wanted recurrence and cannot set it up records `recorrenciaFalhou` on the payment.
   */
  charged?: (
    ctx: SettleContext,
    payment: PaymentRow,
    charge: { recurringToken?: string; destino?: Record<string, unknown> },
  ) => Promise<SettleResult | void>;
  /** POST /pagamento/ (donations): what the gift asks of its charge (a reusable token when it is to recur). */
  donationExtras?: (
    body: z.output<typeof ZPaymentCreateBody>,
    reasons: { id: number; flagRecorrencia: boolean }[],
    usuarioId: number | null,
  ) => ChargeExtras;
  /** POST /pagamento/: the gift's charge was recorded, in its transaction (a guest's name and e-mail for the receipt). */
  donationRecorded?: (ctx: { tx: Tx; churchId: number }, payment: PaymentRow, body: z.output<typeof ZPaymentCreateBody>) => Promise<void>;
  /** In the transaction that changed the status (the effect commits or rolls back with it). */
  statusChanged?: (ctx: SettleContext, payment: PaymentRow, before: TPaymentStatus) => Promise<SettleResult | void>;
  /**
   * A refund accepted (a transfer recorded, or the gateway refunded), in its transaction: `cancel` is the staff's
   * choice to cancel what it paid for (an order's tickets, its seats released); `full` when nothing is left paid.
   */
  refunded?: (ctx: SettleContext, payment: PaymentRow, refund: { cancel: boolean; full: boolean }) => Promise<SettleResult | void>;
  /** After that transaction committed, for a payment that became approved (e-mails, queued work). */
  approved?: (churchId: number, payment: PaymentRow) => Promise<void>;
  /** Who a guest's payment (no account) belongs to, for its receipt: the guest data the destination kept. */
  guestPayer?: (ctx: { tx: Tx; churchId: number }, payment: PaymentRow) => Promise<{ nome: string; email: string } | undefined>;
  /** What the payment's page adds: the recurring gift it set up or belongs to, the event of a registration. */
  describe?: (ctx: { tx: Tx; churchId: number }, payment: PaymentRow) => Promise<PaymentExtras>;
}

export interface PaymentExtras {
  recorrencia?: TRecurrence;
  idEvento?: number | null;
}

export type PaymentDestinations = Partial<Record<TPaymentDestination, PaymentDestinationHooks>>;

declare module 'fastify' {
  interface FastifyInstance {
    paymentDestinations: PaymentDestinations;
  }
}

export function destinationHooks(app: FastifyInstance, payment: Pick<PaymentRow, 'destinoTipo'>): PaymentDestinationHooks | undefined {
  return app.paymentDestinations[payment.destinoTipo as TPaymentDestination];
}

/**
 * Runs the destination's in-transaction hook for a status change (nothing when the status did not change): the
 * payment as it now stands and the work for after the commit.
 */
export async function paymentStatusChanged(
  app: FastifyInstance,
  ctx: SettleContext,
  payment: PaymentRow,
  before: TPaymentStatus,
): Promise<{ payment: PaymentRow; afterCommit?: () => Promise<void> }> {
  if (payment.status === before) return { payment };
  const result = await destinationHooks(app, payment)?.statusChanged?.(ctx, payment, before);
  return { payment: result?.payment ?? payment, ...(result?.afterCommit ? { afterCommit: result.afterCommit } : {}) };
}

/** Runs the destination's after-commit hook of an approved payment. */
export async function paymentApproved(app: FastifyInstance, churchId: number, payment: PaymentRow) {
  if (payment.status !== 'aprovado') return;
  await destinationHooks(app, payment)?.approved?.(churchId, payment);
}
