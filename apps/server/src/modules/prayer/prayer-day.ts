/**
 * The pray rule (decided; the spec only names the action): a member counts at most once per request per
 * calendar day, so the number means "people who prayed, day by day" and cannot be inflated by tapping.
 * A repeated tap the same day is accepted and changes nothing. Churches have no time zone field yet, so
 * the day is taken in America/Sao_Paulo, where the product's churches mostly are.
 */
export const PRAYER_DAY_TIME_ZONE = 'America/Sao_Paulo';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: PRAYER_DAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD, en-CA's format) a prayer at `now` counts for. */
export function prayerDay(now: Date = new Date()): string {
  return dayFormat.format(now);
}
