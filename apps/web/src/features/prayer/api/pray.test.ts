import { describe, expect, it } from 'vitest';
import { withPrayed, withPrayResult } from './pray.ts';

describe('optimistic pray update', () => {
  it('adds one prayer and marks it prayed today', () => {
    expect(withPrayed({ quantidadeOracoes: 4, orouHoje: false })).toEqual({ quantidadeOracoes: 5, orouHoje: true });
  });

  it('counts a visitor-less first view (orouHoje absent) as not prayed yet', () => {
    expect(withPrayed({ quantidadeOracoes: 0 })).toEqual({ quantidadeOracoes: 1, orouHoje: true });
  });

  it('does not count twice on the same day', () => {
    const prayed = { quantidadeOracoes: 5, orouHoje: true };
    expect(withPrayed(prayed)).toBe(prayed);
  });

  it('keeps the other fields of the request', () => {
    expect(withPrayed({ id: 'a', quantidadeOracoes: 1, orouHoje: false })).toMatchObject({ id: 'a' });
  });

  it("takes the server's count over the optimistic one", () => {
    const optimistic = withPrayed({ quantidadeOracoes: 4, orouHoje: false });
    expect(withPrayResult(optimistic, { quantidadeOracoes: 9, orouHoje: true })).toEqual({ quantidadeOracoes: 9, orouHoje: true });
  });
});
