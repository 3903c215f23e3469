import type { TGuestBuyer } from '@congrega/contract/events-purchase';
import { readItem, removeItem, writeItem } from '../../../lib/storage.ts';
import { emptyDraft, reviveDraft, type PurchaseDraft } from './purchase-draft.ts';

/**
 * The purchase under way, in this tab's session storage (spec: state persists in session storage; "Event checkout
 * state"), so a reload, a trip to log in or back/forward never lose what was typed. One purchase at a time: starting
 * on another event replaces it. Cleared once the registration is made. Never holds card data.
 */
export const PURCHASE_KEY = 'congrega.event-purchase';

export function readPurchase(eventId: number): PurchaseDraft {
  const stored = readStoredPurchase();
  return stored && stored.eventId === eventId ? stored : emptyDraft(eventId);
}

/** The stored purchase whatever its event (the checkout page reads it), or null. */
export function readStoredPurchase(): PurchaseDraft | null {
  const raw = readItem('session', PURCHASE_KEY);
  if (!raw) return null;
  try {
    return reviveDraft(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writePurchase(draft: PurchaseDraft): void {
  writeItem('session', PURCHASE_KEY, JSON.stringify(draft));
}

export function clearPurchase(): void {
  removeItem('session', PURCHASE_KEY);
}

/** A guest buyer's data (spec "unregisteredUserData"), kept beside the purchase for the same reasons. */
export const GUEST_KEY = 'congrega.event-guest';

export function readGuest(): TGuestBuyer | null {
  const raw = readItem('session', GUEST_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' ? (value as TGuestBuyer) : null;
  } catch {
    return null;
  }
}

export function writeGuest(guest: TGuestBuyer): void {
  writeItem('session', GUEST_KEY, JSON.stringify(guest));
}

export function clearGuest(): void {
  removeItem('session', GUEST_KEY);
}
