/** Pure schedule arithmetic of a plan's progress (dates as YYYY-MM-DD, days 1-based). */
const DAY_MS = 86_400_000;

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
}

/** The day the schedule has reached on `today` (1 on the start day), within 1..total. */
export function scheduledDay(start: string, today: string, total: number): number {
  const elapsed = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
  return Math.min(total, Math.max(1, elapsed + 1));
}

/** Unread days before the scheduled one: today's reading is not late yet (day 1 of a new plan is 0 behind). */
export function daysBehind(read: readonly number[], current: number): number {
  let behind = 0;
  for (let day = 1; day < current; day++) if (!read.includes(day)) behind++;
  return behind;
}

/** The first unread day (total + 1 when all are read). */
export function firstUnread(read: readonly number[], total: number): number {
  for (let day = 1; day <= total; day++) if (!read.includes(day)) return day;
  return total + 1;
}

/** Catch-up: the start date that makes the first unread day today's. */
export function catchUpStart(read: readonly number[], total: number, today: string): string {
  return addDays(today, 1 - Math.min(total, firstUnread(read, total)));
}
