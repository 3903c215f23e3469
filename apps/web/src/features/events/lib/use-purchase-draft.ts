import { useState } from 'react';
import { fitDraft, type PurchaseDraft, type PurchaseTicketType } from './purchase-draft.ts';
import { readPurchase, writePurchase } from './purchase-store.ts';

/**
 * The purchase draft of an event, read from session storage once and written back on every change (so a reload,
 * a trip to log in or back/forward lose nothing typed), fitted to the event as it is now (stock, questions).
 * Viewing an event never overwrites the draft of another one: only a change does.
 */
export function usePurchaseDraft(eventId: number, types: readonly PurchaseTicketType[] | undefined) {
  const [stored, setStored] = useState(() => readPurchase(eventId));
  const draft = types ? fitDraft(stored, types) : stored;
  function update(next: PurchaseDraft) {
    setStored(next);
    writePurchase(next);
  }
  return [draft, update] as const;
}
