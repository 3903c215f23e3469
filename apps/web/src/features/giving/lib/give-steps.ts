import { amountProblems, recurrenceOffered, type GiveDraft } from './give-form.ts';

type Reasons = Parameters<typeof recurrenceOffered>[1];

/**
 * The steps of giving (spec section 2: give home, recurrency, checkout, thank-you), each its own address so back,
 * forward and reload keep the step; what the giver typed lives in session storage (give-draft-store.ts).
 */
export type GiveStep = 'amounts' | 'recurrency' | 'checkout';

export const GIVE_STEP_PATHS: Record<GiveStep, string> = {
  amounts: '/give',
  recurrency: '/give/recurrency',
  checkout: '/give/checkout',
};

export function giveStepOf(pathname: string): GiveStep {
  const path = pathname.replace(/\/+$/, '');
  if (path === GIVE_STEP_PATHS.recurrency) return 'recurrency';
  if (path === GIVE_STEP_PATHS.checkout) return 'checkout';
  return 'amounts';
}

/** Amounts chosen and all valid: the later steps are open. */
function amountsDone(draft: GiveDraft, reasons: Reasons): boolean {
  return draft.gifts.length > 0 && amountProblems(draft, reasons).size === 0;
}

/** After the amounts: the recurrence choice when it is offered (one reason open to it), else the payment. */
export function stepAfterAmounts(draft: GiveDraft, reasons: Reasons): GiveStep {
  return recurrenceOffered(draft, reasons) ? 'recurrency' : 'checkout';
}

/**
 * The step to show for an address: itself when the draft has reached it, else the first that needs something
 * (amounts missing or invalid -> the amounts; recurrence not offered for this gift -> the payment).
 */
export function reachableGiveStep(step: GiveStep, draft: GiveDraft, reasons: Reasons): GiveStep {
  if (step === 'amounts') return step;
  if (!amountsDone(draft, reasons)) return 'amounts';
  if (step === 'recurrency' && !recurrenceOffered(draft, reasons)) return 'checkout';
  return step;
}
