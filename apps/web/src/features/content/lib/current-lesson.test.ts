import { describe, expect, it } from 'vitest';
import { currentLesson } from './current-lesson.ts';

const lessons = ['2026-11-15', '2026-11-22', '2026-11-29', '2026-12-06'].map((data, i) => ({ numero: i + 1, data }));

describe('the Sunday-school lesson to highlight', () => {
  it("is the coming Sunday's on a weekday", () => {
    expect(currentLesson(lessons, '2026-11-25')?.numero).toBe(3);
    expect(currentLesson(lessons, '2026-11-23')?.numero).toBe(3);
  });

  it("is today's on a Sunday, and the first before the quarter starts", () => {
    expect(currentLesson(lessons, '2026-11-22')?.numero).toBe(2);
    expect(currentLesson(lessons, '2026-10-01')?.numero).toBe(1);
  });

  it('is none once the quarter is over, whatever order the lessons come in', () => {
    expect(currentLesson(lessons, '2026-12-07')).toBeUndefined();
    expect(currentLesson([...lessons].reverse(), '2026-11-25')?.numero).toBe(3);
    expect(currentLesson([], '2026-11-25')).toBeUndefined();
  });
});
