import type { TGuestGiver } from '@congrega/contract/payments/payment';
import { readItem, removeItem, writeItem } from '../../../lib/storage.ts';

/**
 * A guest giver's data (spec "unregisteredUserData"), kept in this tab's session storage beside the gift so a reload
 * keeps it; cleared once the gift is made. Only what the guest typed (never card data).
 */
export const GIVE_GUEST_KEY = 'congrega.give-guest';

export function readGiveGuest(): TGuestGiver | null {
  const raw = readItem('session', GIVE_GUEST_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' && typeof (value as TGuestGiver).email === 'string' ? (value as TGuestGiver) : null;
  } catch {
    return null;
  }
}

export function writeGiveGuest(guest: TGuestGiver): void {
  writeItem('session', GIVE_GUEST_KEY, JSON.stringify(guest));
}

export function clearGiveGuest(): void {
  removeItem('session', GIVE_GUEST_KEY);
}
