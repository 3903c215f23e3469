/** A lesson's Sunday as the server sends it (YYYY-MM-DD, a calendar date with no time zone). */
type Dated = { data: string };

/** Today's calendar date where the reader is (YYYY-MM-DD), for comparing with lesson dates. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The lesson to highlight: this Sunday's when today is Sunday, else the coming Sunday's (the first lesson dated today
 * or later; lessons may come in any order). None once the quarter is over.
 */
export function currentLesson<L extends Dated>(lessons: readonly L[], today: string): L | undefined {
  let best: L | undefined;
  for (const lesson of lessons) if (lesson.data >= today && (!best || lesson.data < best.data)) best = lesson;
  return best;
}

/** A calendar date (YYYY-MM-DD) as a local Date at noon, so formatting never shifts it to the day before. */
export const calendarDate = (day: string) => new Date(`${day}T12:00:00`);
