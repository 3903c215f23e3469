/** A lesson's Sunday as the server sends it (YYYY-MM-DD, a calendar date with no time zone). */
type Dated = { data: string };

/**
 * The lesson to highlight: this Sunday's when today is Sunday, else the coming Sunday's (the first lesson dated today
 * or later; lessons may come in any order). None once the quarter is over. `today` is the church's calendar day
 * (lib/format.ts churchToday).
 */
export function currentLesson<L extends Dated>(lessons: readonly L[], today: string): L | undefined {
  let best: L | undefined;
  for (const lesson of lessons) if (lesson.data >= today && (!best || lesson.data < best.data)) best = lesson;
  return best;
}
