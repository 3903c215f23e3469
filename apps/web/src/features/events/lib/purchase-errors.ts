import { ApiError } from '../../../lib/api-client.ts';

/**
 * What the purchase does with each refusal of the server (spec section 8, "Event purchase errors"):
 * | 001, 002        | sold out / event ended: a button to other events                        | otherEvents
 * | 003, 004        | required fields changed: the form is updated, the purchase restarts at   | restart (reload)
 * |                 | the ticket choice                                                        |
 * | 010, 012, 013   | method (cash, boleto) unavailable: choose another                        | chooseMethod
 * | 014             | total changed: back to the review, acknowledge and retry                 | totalChanged
 * | 015             | installments unavailable for the method: restart the purchase            | restart
 * | 016             | installment count not allowed for the amount: choose another            | installments
 * | 017             | installments unavailable for the event: pay in one charge               | oneCharge
 * | 019, 020, 024   | a ticket became unavailable: acknowledge, back to the ticket choice      | ticketUnavailable
 * | 021, USER_LIMIT | quantity no longer available / per-user limit: update the quantity       | quantity
 * | 023             | rules updated: view the tickets                                           | rulesUpdated
 * | 026             | missing personal data: update the data                                    | updateData
 * | any other       | a refusal the payment form shows (card declined, a field) stays there;  | form
 * |                 | an unknown payment error restarts the purchase                            | restart
 * The server's message (in the user's language) is shown with each.
 */
export type PurchaseOutcome =
  | { kind: 'otherEvents'; message: string }
  | { kind: 'restart'; message: string; reload: boolean }
  | { kind: 'chooseMethod'; message: string }
  | { kind: 'totalChanged'; message: string }
  | { kind: 'installments'; message: string }
  | { kind: 'oneCharge'; message: string }
  | { kind: 'ticketUnavailable'; message: string }
  | { kind: 'quantity'; message: string }
  | { kind: 'rulesUpdated'; message: string }
  | { kind: 'updateData'; message: string }
  | { kind: 'form' };

const BY_CODE: Record<string, Exclude<PurchaseOutcome['kind'], 'form'>> = {
  '001': 'otherEvents',
  '002': 'otherEvents',
  '003': 'restart',
  '004': 'restart',
  '010': 'chooseMethod',
  '012': 'chooseMethod',
  '013': 'chooseMethod',
  '014': 'totalChanged',
  '015': 'restart',
  '016': 'installments',
  '017': 'oneCharge',
  '019': 'ticketUnavailable',
  '020': 'ticketUnavailable',
  '021': 'quantity',
  '023': 'rulesUpdated',
  '024': 'ticketUnavailable',
  '026': 'updateData',
  USER_LIMIT: 'quantity',
};

/** Payment refusals the card / method forms explain where they are (the payer fixes and sends again). */
const FORM_CODES = new Set([
  'VALIDATION_FAILED',
  'PAYMENT_DECLINED',
  'CARD_TOKEN_INVALID',
  'CARD_NOT_FOUND',
  'PIX_BOLETO_BRAZIL_ONLY',
  'IDEMPOTENCY_KEY_REUSED',
  'TOO_MANY_REQUESTS',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
]);

/** The outcome of a failed purchase; `fallback` is the spec's generic payment error text. */
export function purchaseOutcome(err: unknown, fallback: string): PurchaseOutcome {
  // No answer or a server fault: the payer stays on the form (sending again reuses the Idempotency-Key).
  if (!(err instanceof ApiError) || err.status >= 500) return { kind: 'form' };
  const match = /^EVT_(?:REG_)?(\d{3}|USER_LIMIT)$/.exec(err.code);
  const message = err.message || fallback;
  if (match) {
    const kind = BY_CODE[match[1]!] ?? 'restart';
    return kind === 'restart' ? { kind, message, reload: true } : ({ kind, message } as PurchaseOutcome);
  }
  if (FORM_CODES.has(err.code)) return { kind: 'form' };
  if (err.code === 'PAYMENT_METHOD_UNAVAILABLE') return { kind: 'chooseMethod', message };
  if (err.code === 'INSTALLMENTS_UNAVAILABLE') return { kind: 'installments', message };
  // Any other payment error: start the purchase again (spec: "other unknown payment error: restart purchase").
  return { kind: 'restart', message: fallback, reload: true };
}

/** Outcomes that send the payer back to a purchase step of /event/{id} (the rest stay on the payment). */
export function outcomeStep(outcome: PurchaseOutcome): 'tickets' | 'review' | null {
  switch (outcome.kind) {
    case 'restart':
    case 'ticketUnavailable':
    case 'quantity':
    case 'rulesUpdated':
      return 'tickets';
    case 'totalChanged':
      return 'review';
    default:
      return null;
  }
}
