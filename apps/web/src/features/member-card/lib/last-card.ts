import type { TMemberCard } from '@congrega/contract/member-card';
import { OFFLINE_COPY_KEY, readItem, removeItem, writeItem } from '../../../lib/storage.ts';

/**
 * The last member card opened, kept in local storage (the one member copy that outlives the tab, dropped at logout):
 * at the church door without internet the card still opens. Only the same member at the same church gets it back.
 */
interface Copy {
  churchId: number;
  clientId: number;
  savedAt: number;
  card: TMemberCard;
}

export function keepLastCard(churchId: number, clientId: number, card: TMemberCard, now = Date.now()): void {
  writeItem('local', OFFLINE_COPY_KEY, JSON.stringify({ churchId, clientId, savedAt: now, card } satisfies Copy));
}

export function lastCard(churchId: number, clientId: number): Copy | undefined {
  try {
    const copy = JSON.parse(readItem('local', OFFLINE_COPY_KEY) ?? 'null') as Copy | null;
    return copy && copy.churchId === churchId && copy.clientId === clientId && copy.card ? copy : undefined;
  } catch {
    return undefined;
  }
}

/** The church says there is no card (any more): the old copy must not keep showing. */
export function forgetLastCard(): void {
  removeItem('local', OFFLINE_COPY_KEY);
}
