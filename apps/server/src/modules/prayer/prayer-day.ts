import { churchDay } from '@congrega/contract/datetime';

/**
 * The pray rule (decided; the spec only names the action): a member counts at most once per request per
 * calendar day, so the number means "people who prayed, day by day" and cannot be inflated by tapping.
 * A repeated tap the same day is accepted and changes nothing. The day is the church's calendar day
 * (`igreja.fusoHorario`), as everywhere "today" is decided (contract datetime.ts).
 */

/** The calendar day (YYYY-MM-DD) a prayer at `now` counts for at a church of zone `timeZone`. */
export function prayerDay(timeZone: string, now: Date = new Date()): string {
  return churchDay(timeZone, now);
}
