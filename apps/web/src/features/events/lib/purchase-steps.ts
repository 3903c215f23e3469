import { firstIncompleteHolder, ticketCount, type PurchaseDraft, type PurchaseTicketType } from './purchase-draft.ts';

/**
 * The purchase steps in the URL of /event/{eventId} (spec: query buyingStep, fillTicket), so back/forward and a
 * reload keep the step: `?buyingStep=tickets` (ticket choice), `?buyingStep=holders&fillTicket=n` (holder of ticket
 * n of m, 1-based), `?buyingStep=review`. No buyingStep: the event detail. Payment is /checkout.
 */
export const BUYING_STEPS = ['tickets', 'holders', 'review'] as const;
export type BuyingStep = (typeof BUYING_STEPS)[number];

export interface StepLocation {
  step: BuyingStep | null;
  /** 1-based ticket being filled on the holders step; 1 elsewhere. */
  fillTicket: number;
}

export function readStep(search: URLSearchParams): StepLocation {
  const raw = search.get('buyingStep');
  const step = (BUYING_STEPS as readonly string[]).includes(raw ?? '') ? (raw as BuyingStep) : null;
  const n = Number(search.get('fillTicket'));
  return { step, fillTicket: step === 'holders' && Number.isInteger(n) && n >= 1 ? n : 1 };
}

/** The search string of a step ('' for the detail). */
export function stepSearch({ step, fillTicket }: StepLocation): string {
  if (!step) return '';
  return step === 'holders' ? `?buyingStep=holders&fillTicket=${fillTicket}` : `?buyingStep=${step}`;
}

export function stepPath(eventId: number, location: StepLocation): string {
  return `/event/${eventId}${stepSearch(location)}`;
}

/** Whether the draft has everything up to the payment (tickets, every holder, the terms when the event has some). */
export function readyToPay(draft: PurchaseDraft, types: readonly PurchaseTicketType[], hasTerms: boolean): boolean {
  return ticketCount(draft) > 0 && firstIncompleteHolder(draft, types) === -1 && (!hasTerms || draft.termsAccepted);
}

/**
 * The step a URL may show for this draft: a step further than what was filled in (a link shared, a draft lost, a
 * ticket sold out meanwhile) goes back to the first step that needs something, and the ticket number stays
 * within 1..m. Returns the location asked for when it may be shown.
 */
export function reachableStep(asked: StepLocation, draft: PurchaseDraft, types: readonly PurchaseTicketType[]): StepLocation {
  if (!asked.step || asked.step === 'tickets') return asked;
  const count = ticketCount(draft);
  if (count === 0) return { step: 'tickets', fillTicket: 1 };
  if (asked.step === 'holders') {
    if (asked.fillTicket <= count) return asked;
    return { step: 'holders', fillTicket: count };
  }
  const incomplete = firstIncompleteHolder(draft, types);
  return incomplete === -1 ? asked : { step: 'holders', fillTicket: incomplete + 1 };
}

/** Where "continue" leads from a step. */
export function nextStep(location: StepLocation, draft: PurchaseDraft): StepLocation | 'payment' {
  if (location.step === 'tickets') return { step: 'holders', fillTicket: 1 };
  if (location.step === 'holders') {
    return location.fillTicket < ticketCount(draft)
      ? { step: 'holders', fillTicket: location.fillTicket + 1 }
      : { step: 'review', fillTicket: 1 };
  }
  return 'payment';
}

/** Where "back" leads from a step (null: the event detail). */
export function previousStep(location: StepLocation, draft: PurchaseDraft): StepLocation | null {
  if (location.step === 'review') return { step: 'holders', fillTicket: Math.max(1, ticketCount(draft)) };
  if (location.step === 'holders') {
    return location.fillTicket > 1 ? { step: 'holders', fillTicket: location.fillTicket - 1 } : { step: 'tickets', fillTicket: 1 };
  }
  return null;
}
