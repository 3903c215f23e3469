import { ACH_CONFIRMATION_DAYS, CARD_REVIEW_DAYS, type TPaymentStatus } from '@congrega/contract/payments/constants';

const DAY = 24 * 60 * 60_000;

/**
 * Open statuses that end when the payment's `expiraEm` passes: unpaid Pix, boleto, cash, wallet, and the waits for a
 * gateway's or bank's verdict (card in review, ACH; below). Past it the payment is cancelled.
 */
export const OPEN_EXPIRING: string[] = ['pendente', 'aguardando', 'em_aberto', 'em_analise', 'nao_aprovado'];

/**
 * The open statuses whose end is the gateway's or the bank's verdict, not the payer's act: 'em_analise' (a card held
 * for review) and 'nao_aprovado' (an ACH transfer sent, to be confirmed by the bank; spec section 4). The gateway gives
 * them no time limit, so payments sets one (CARD_REVIEW_DAYS, ACH_CONFIRMATION_DAYS in the contract): no open payment
 * holds event seats forever.
 */
const VERDICT_WAIT_DAYS: Partial<Record<TPaymentStatus, number>> = {
  em_analise: CARD_REVIEW_DAYS,
  nao_aprovado: ACH_CONFIRMATION_DAYS,
};

/**
 * The payment's `expiraEm` once it is in `status` at `now`: for a status waiting on a verdict, its wait from now or
 * the deadline it already had if later (a Pix moved to review keeps at least the review's time); else unchanged.
 */
export function expiryFor(status: TPaymentStatus, current: Date | null, now: Date): Date | null {
  const days = VERDICT_WAIT_DAYS[status];
  if (days === undefined) return current;
  const wait = new Date(now.getTime() + days * DAY);
  return current && current > wait ? current : wait;
}
