import { currentLocale } from '../../../lib/language.ts';

/** The meeting time (HH:MM) in the reader's convention (20:00, 8:00 PM). */
export function formatTime(hhmm: string, locale: string = currentLocale()): string {
  const [h, m] = hhmm.split(':').map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return hhmm;
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, h, m)),
  );
}
