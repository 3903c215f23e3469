import { WALLET_APP_MAX_DONATION_CENTS } from '@congrega/contract/giving';
import { DEFAULT_RECURRENCE_DAYS, MAX_RECURRENCE_DAYS, MIN_RECURRENCE_DAYS } from '@congrega/contract/payments/constants';
import type { TGuestGiver, TPaymentCreateBody, TPaymentReason } from '@congrega/contract/payments/payment';
import { parseAmount } from '../../../lib/amount.ts';

/**
 * The give screen's state and rules (spec sections 3 "Donation / give checkout", 5 "Donation", "Wallet-app
 * donation", "Recurrence"), kept apart from React so they are tested as plain functions:
 * - one or more reasons, each with its amount as typed (parsed to cents only when checked and sent);
 * - the recurrence switch applies only to exactly one reason the church opens to recurrence, and is OFF until the
 *   giver turns it on: a card charged again every cycle is never the default (choosing a recurrent reason does not
 *   turn it on); adding a second reason turns it off, visibly (`recurrenceTurnedOff`);
 * - the giver may cover the fees (spec default off).
 */
export interface GiveDraft {
  /** Chosen reasons in the order chosen, with the amount text as typed. */
  gifts: Array<{ id: number; text: string }>;
  recurring: boolean;
  recurrenceDays: number;
  coverFees: boolean;
  /** Set when adding a reason switched recurrence off; cleared by the next change of the switch or reasons. */
  recurrenceTurnedOff: boolean;
}

export const EMPTY_DRAFT: GiveDraft = {
  gifts: [],
  // Opt-in: a recurring card charge only when the giver turns it on.
  recurring: false,
  recurrenceDays: DEFAULT_RECURRENCE_DAYS,
  coverFees: false,
  recurrenceTurnedOff: false,
};

/** Frequencies offered (days): weekly, every two weeks, monthly (the spec's default). */
export const RECURRENCE_OPTIONS = [
  { days: 7, key: 'weekly' },
  { days: 14, key: 'biweekly' },
  { days: 30, key: 'monthly' },
] as const;

type Reason = Pick<TPaymentReason, 'id' | 'flagRecorrencia' | 'valorMinimo'>;

/** The switch is offered only for exactly one chosen reason that the church opens to recurrence. */
export function recurrenceOffered(draft: GiveDraft, reasons: readonly Reason[]): boolean {
  if (draft.gifts.length !== 1) return false;
  const only = reasons.find((r) => r.id === draft.gifts[0]!.id);
  return !!only?.flagRecorrencia;
}

/** Whether this gift is to repeat (what `allowRecurrency` says for a card payment). */
export function isRecurring(draft: GiveDraft, reasons: readonly Reason[]): boolean {
  return draft.recurring && recurrenceOffered(draft, reasons);
}

export function toggleReason(draft: GiveDraft, id: number, reasons: readonly Reason[]): GiveDraft {
  if (draft.gifts.some((g) => g.id === id)) {
    return { ...draft, gifts: draft.gifts.filter((g) => g.id !== id), recurrenceTurnedOff: false };
  }
  const gifts = [...draft.gifts, { id, text: '' }];
  // Spec: recurrence is for one reason only; adding another turns it off (and says so).
  const turnOff = gifts.length > 1 && draft.recurring && recurrenceOffered(draft, reasons);
  return { ...draft, gifts, recurring: turnOff ? false : draft.recurring, recurrenceTurnedOff: turnOff };
}

export function setAmountText(draft: GiveDraft, id: number, text: string): GiveDraft {
  return { ...draft, gifts: draft.gifts.map((g) => (g.id === id ? { ...g, text } : g)) };
}

export function setRecurring(draft: GiveDraft, recurring: boolean): GiveDraft {
  return { ...draft, recurring, recurrenceTurnedOff: false };
}

/** Why an amount cannot be sent; `min` carries the reason's minimum (cents) for the message. */
export type AmountProblem = { kind: 'required' } | { kind: 'invalid' } | { kind: 'min'; min: number };

/** Spec section 5: a value is required and must reach the reason's minimum (the server accepts the minimum itself). */
export function amountProblem(text: string, reason: Pick<TPaymentReason, 'valorMinimo'> | undefined): AmountProblem | null {
  const cents = parseAmount(text);
  if (cents === null) return { kind: 'required' };
  if (cents === undefined) return { kind: 'invalid' };
  const min = Math.max(reason?.valorMinimo ?? 1, 1);
  return cents < min ? { kind: 'min', min } : null;
}

/** Each chosen reason's problem, by reason id; empty when every amount can be sent. */
export function amountProblems(draft: GiveDraft, reasons: readonly Reason[]): Map<number, AmountProblem> {
  const problems = new Map<number, AmountProblem>();
  for (const gift of draft.gifts) {
    const problem = amountProblem(
      gift.text,
      reasons.find((r) => r.id === gift.id),
    );
    if (problem) problems.set(gift.id, problem);
  }
  return problems;
}

/** The gift's value in cents (the sum of the amounts that parse). */
export function giftTotal(draft: GiveDraft): number {
  return draft.gifts.reduce((sum, g) => sum + (parseAmount(g.text) ?? 0), 0);
}

/** Spec section 9: the wallet app takes at most R$ 4.999,99 per donation (what is charged, fees included). */
export function exceedsWalletMax(method: string | null, charged: number): boolean {
  return method === 'carteira_digital' && charged > WALLET_APP_MAX_DONATION_CENTS;
}

/** Only known frequencies within the contract's range survive a stored draft. */
function validDays(days: unknown): number {
  return typeof days === 'number' && Number.isInteger(days) && days >= MIN_RECURRENCE_DAYS && days <= MAX_RECURRENCE_DAYS
    ? days
    : DEFAULT_RECURRENCE_DAYS;
}

/** A draft read back from session storage, keeping only what has the right shape. */
export function reviveDraft(value: unknown): GiveDraft {
  if (!value || typeof value !== 'object') return EMPTY_DRAFT;
  const v = value as Partial<Record<keyof GiveDraft, unknown>>;
  const gifts = Array.isArray(v.gifts)
    ? v.gifts
        .filter((g): g is { id: number; text: string } => !!g && Number.isInteger(g.id) && typeof g.text === 'string')
        .map((g) => ({ id: g.id, text: g.text.slice(0, 20) }))
    : [];
  return {
    gifts,
    recurring: v.recurring === true,
    recurrenceDays: validDays(v.recurrenceDays),
    coverFees: v.coverFees === true,
    recurrenceTurnedOff: false,
  };
}

/** Drops chosen reasons the church no longer offers (a stored draft may be older than the list). */
export function keepOffered(draft: GiveDraft, reasons: readonly Reason[]): GiveDraft {
  const gifts = draft.gifts.filter((g) => reasons.some((r) => r.id === g.id));
  return gifts.length === draft.gifts.length ? draft : { ...draft, gifts };
}

export type PaymentPart = Pick<TPaymentCreateBody, 'cartao' | 'salvarCartao' | 'parcelas' | 'ach'>;

/**
 * The body of POST /pagamento/ for this draft; recurrence is asked only for a card gift that may repeat, never for a
 * guest (a recurring gift needs an account), whose data goes as `dadosUsuarioNaoCadastrado`.
 */
export function donationBody(
  draft: GiveDraft,
  reasons: readonly Reason[],
  churchId: number,
  method: string,
  payment: PaymentPart = {},
  guest?: TGuestGiver,
): TPaymentCreateBody {
  const recurring = !guest && method === 'cartao_credito' && isRecurring(draft, reasons);
  return {
    igreja: churchId,
    metodoPagamento: method as TPaymentCreateBody['metodoPagamento'],
    motivos: draft.gifts.map((g) => ({ id: g.id, valor: parseAmount(g.text) ?? 0 })),
    flagUsuarioTaxa: draft.coverFees,
    allowRecurrency: recurring,
    ...(recurring ? { recorrenciaDias: draft.recurrenceDays } : {}),
    ...payment,
    ...(guest ? { dadosUsuarioNaoCadastrado: guest, salvarCartao: false } : {}),
  };
}
