import { readItem, removeItem, writeItem } from '../../../lib/storage.ts';
import { EMPTY_DRAFT, reviveDraft, type GiveDraft } from './give-form.ts';

/**
 * What the giver typed on /give, kept in this tab's session storage (spec: state persists in session storage), so
 * logging in or registering from the checkout brings them back to the same gift. Cleared once the gift is made.
 * Never holds card data: only reasons, amounts, the switches and the payment method chosen.
 */
export const GIVE_DRAFT_KEY = 'congrega.give';

/** The step is the address (lib/give-steps.ts); what was chosen is kept here. */
export interface StoredGive {
  draft: GiveDraft;
  /** The payment method chosen (its code), kept while a guest goes back to give their CPF. */
  method?: string | null;
}

export function readGiveDraft(): StoredGive {
  const raw = readItem('session', GIVE_DRAFT_KEY);
  if (!raw) return { draft: EMPTY_DRAFT };
  try {
    const parsed = JSON.parse(raw) as { draft?: unknown; method?: unknown };
    return {
      draft: reviveDraft(parsed.draft),
      method: typeof parsed.method === 'string' ? parsed.method : null,
    };
  } catch {
    return { draft: EMPTY_DRAFT };
  }
}

export function writeGiveDraft(value: StoredGive): void {
  writeItem('session', GIVE_DRAFT_KEY, JSON.stringify(value));
}

export function clearGiveDraft(): void {
  removeItem('session', GIVE_DRAFT_KEY);
}
