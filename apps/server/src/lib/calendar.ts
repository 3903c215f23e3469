import { zoneParts } from '@congrega/contract/datetime';
import ical, { ICalEventRepeatingFreq } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';

/**
 * Add-to-calendar files (iCalendar, RFC 5545) through ical-generator: an event at its instants in UTC, or a weekly
 * service as a series on its wall-clock time in its IANA zone (DTSTART;TZID= with the zone's VTIMEZONE from
 * timezones-ical-library), so a 19:00 service stays at 19:00 across daylight saving changes wherever the reader is.
 */
export interface CalendarEntry {
  /** Stable across downloads (the calendar updates the entry instead of adding a second one). */
  uid: string;
  title: string;
  description?: string | null;
  location?: string | null;
  /** The page of the event or service. */
  url: string;
  start: Date;
  end: Date;
  /** A weekly series from `start`, on its wall-clock time in this zone. */
  weeklyIn?: string;
}

/** The instant's wall-clock time in `timeZone` as a Date whose local fields hold it (what ical-generator writes with a TZID). */
function wallClock(at: Date, timeZone: string): Date {
  const p = zoneParts(at, timeZone);
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/** One calendar file (text/calendar) with `entries`, named `name` (the church). */
export function calendarFile(name: string, entries: readonly CalendarEntry[]): string {
  const cal = ical({ prodId: { company: 'Congrega', product: 'Congrega' }, name });
  cal.timezone({ name: null, generator: (tz) => tzlib_get_ical_block(tz)[0] ?? null });
  for (const e of entries) {
    const zone = e.weeklyIn;
    cal.createEvent({
      id: e.uid,
      summary: e.title,
      description: e.description ?? null,
      location: e.location ?? null,
      url: e.url,
      ...(zone
        ? {
            start: wallClock(e.start, zone),
            end: wallClock(e.end, zone),
            timezone: zone,
            repeating: { freq: ICalEventRepeatingFreq.WEEKLY },
          }
        : { start: e.start, end: e.end }),
    });
  }
  return cal.toString();
}
