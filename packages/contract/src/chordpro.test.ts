import { describe, expect, it } from 'vitest';
import { hasChords, hasText, parseChordPro } from './chordpro.ts';

describe('parseChordPro', () => {
  it('cuts lines into chord + text snippets, keeps comments and stanza breaks, drops other directives', () => {
    const lines = parseChordPro('{title: Amazing Grace}\n{comment: Verse 1}\nA[G]mazing [G7]grace\n\n[C/E] [D]\nplain words\n# remark\n');
    expect(lines).toEqual([
      [{ acorde: null, texto: 'Verse 1' }],
      [
        { acorde: null, texto: 'A' },
        { acorde: 'G', texto: 'mazing ' },
        { acorde: 'G7', texto: 'grace' },
      ],
      [],
      [
        { acorde: 'C/E', texto: ' ' },
        { acorde: 'D', texto: '' },
      ],
      [{ acorde: null, texto: 'plain words' }],
    ]);
    expect(hasChords(lines)).toBe(true);
    expect(hasText(lines)).toBe(true);
  });

  it('knows lyrics without chords and an empty sheet', () => {
    expect(hasChords(parseChordPro('Only words\nhere'))).toBe(false);
    expect(hasText(parseChordPro(''))).toBe(false);
  });
});
