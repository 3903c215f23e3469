import type { TPrayerStatus } from '@congrega/contract/prayer';

type T = (key: string) => string;

/**
 * The label a request carries: answered (a testimony) for everyone; for its author, also whether it waits for the
 * church's approval ("aguardando aprovação"), was taken off the wall, or is private.
 */
export function prayerBadge(
  p: { respondida: boolean; status?: TPrayerStatus; flagPublicarMural?: boolean; meu?: boolean },
  t: T,
): string | undefined {
  if (p.respondida) return t('item.answered');
  if (p.status === 'pendente') return t('mine.pending');
  if (p.status === 'oculta') return t('mine.hidden');
  if (p.flagPublicarMural === false) return t('mine.notPublished');
  return undefined;
}
