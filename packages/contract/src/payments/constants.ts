/**
 * Payments vocabulary shared by server and browser (spec sections 3, 4, 9). Amounts are always integer cents
 * of the church's currency; nothing in the payments path uses floating-point money.
 */

/** Method codes as stored in metodo_pagamento.codigo. 'dinheiro' is cash or bank transfer at the church. */
export const PAYMENT_METHOD_CODES = ['cartao_credito', 'pix', 'boleto', 'dinheiro', 'carteira_digital', 'ach'] as const;
export type TPaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/**
 * Payment status keys (spec section 4, "Payment result status keys") plus the two end states of the payment
 * status page (canceled, refunded). 'gratuito' is a free registration: nothing to charge.
 */
export const PAYMENT_STATUSES = [
  'aprovado',
  'em_aberto',
  'em_analise',
  'pendente',
  'aguardando',
  'nao_aprovado',
  'cancelado',
  'estornado',
  'gratuito',
] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The six texts of the payment status page (spec section 4) and which statuses show each. */
export type TPaymentStatusText = 'success' | 'underReview' | 'waiting' | 'canceled' | 'refunded' | 'notFound';
export function paymentStatusText(status: TPaymentStatus | undefined): TPaymentStatusText {
  switch (status) {
    case undefined:
      return 'notFound';
    case 'aprovado':
    case 'gratuito':
      return 'success';
    case 'em_analise':
      return 'underReview';
    case 'cancelado':
      return 'canceled';
    case 'estornado':
      return 'refunded';
    default:
      return 'waiting';
  }
}

/** Statuses a payment never leaves: a late or replayed webhook cannot move it again. */
export const FINAL_PAYMENT_STATUSES: readonly TPaymentStatus[] = ['aprovado', 'cancelado', 'estornado', 'gratuito'];

/** What a payment pays for. Each paying feature registers its destination with the payments module. */
export const PAYMENT_DESTINATIONS = ['doacao', 'inscricao_evento', 'assinatura_play'] as const;
export type TPaymentDestination = (typeof PAYMENT_DESTINATIONS)[number];

/** Spec "Payment gateway ids": 1, 4 (the wallet app), 5, 8. */
export const WALLET_APP_GATEWAY_ID = 4;

/** Pix codes are valid for this long; an unpaid one is then cancelled by a job. */
export const PIX_VALIDITY_MINUTES = 30;
/** Boleto due date: this many days after it is issued; unpaid ones are cancelled the day after. */
export const BOLETO_DUE_DAYS = 3;
/** Cash or transfer: days to pay at the church when the destination sets none. */
export const CASH_DEFAULT_DAYS = 3;
/**
 * How long a payment may wait for a verdict that is not the payer's to give while it holds what it pays for (event
 * seats): a card payment the gateway holds for review, an ACH transfer waiting for the bank. Then it is cancelled
 * like an unpaid Pix or boleto (the expiry job, or a read of the payment; the seats are released) and a verdict
 * arriving later is ignored, as any webhook on a final payment is. Reviews are decided within a day or two (3 days
 * spans a weekend); an ACH debit settles in up to 3 business days (7 calendar days span a weekend and a holiday).
 */
export const CARD_REVIEW_DAYS = 3;
export const ACH_CONFIRMATION_DAYS = 7;
/** Card tokens not saved expire after this many minutes and serve one payment. */
export const CARD_TOKEN_MINUTES = 15;
/** Most installments any method may offer. */
export const MAX_INSTALLMENTS = 12;
/** Reasons (motivos) in one donation payment. */
export const MAX_PAYMENT_REASONS = 10;
/** Largest single payment: R$ 1.000.000,00 (in cents); guards the integer arithmetic and typos alike. */
export const MAX_PAYMENT_CENTS = 100_000_000;
/** Idempotency-Key: 8-128 characters of [A-Za-z0-9_-] (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** Spec section 9: default recurrence 30 days; frequency in days (giving.ts). */
export const DEFAULT_RECURRENCE_DAYS = 30;
export const MIN_RECURRENCE_DAYS = 7;
export const MAX_RECURRENCE_DAYS = 366;
