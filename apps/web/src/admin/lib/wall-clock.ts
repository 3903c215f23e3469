import { zonedTime, zoneParts } from '@congrega/contract/datetime';

/**
 * The console's `datetime-local` inputs are wall clocks read on the church's clock (igreja.fuso_horario, as every
 * moment of the console) and sent as ISO instants.
 */
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as the `datetime-local` value of its wall clock in `zone` (YYYY-MM-DDTHH:mm). */
export function toWallClock(iso: string | null, zone: string): string {
  if (!iso) return '';
  const p = zoneParts(Date.parse(iso), zone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** A `datetime-local` value read in `zone` as an ISO instant; blank -> null; anything else is left for the schema. */
export function fromWallClock(value: string, zone: string): string | null {
  if (!value.trim()) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return value;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  return zonedTime(y, mo, d, h, mi, zone).toISOString();
}
