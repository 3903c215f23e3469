import { parseChordPro } from './chordpro.ts';
import { describe, expect, it } from 'vitest';
import { parseChord, songKey, transposeChord, transposeKey, transposeLines, usesFlats } from './chords.ts';

const KEYS = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
const chordsOf = (lines: ReturnType<typeof transposeLines>) => lines.flat().map((s) => s.acorde);

describe('transposition', () => {
  it('walks every key up through all 12 steps and back to itself', () => {
    for (const key of KEYS) {
      const seen = new Set<string>();
      for (let steps = 0; steps < 12; steps++) seen.add(transposeKey(key, steps));
      expect(seen.size).toBe(12);
      expect(transposeKey(key, 12)).toBe(key);
      for (let steps = -11; steps <= 11; steps++) expect(transposeKey(transposeKey(key, steps), -steps)).toBe(key);
      // A chord follows its key around the circle and comes back unchanged.
      let chord = `${key}maj7`;
      let current = key;
      for (let i = 0; i < 12; i++) {
        const next = transposeKey(current, 1);
        chord = transposeChord(chord, current, next);
        current = next;
        expect(chord).toBe(`${current}maj7`);
      }
      expect(chord).toBe(`${key}maj7`);
    }
  });

  it('spells keys with sharps or flats as they are written', () => {
    expect(usesFlats('F')).toBe(true);
    expect(usesFlats('Bb')).toBe(true);
    expect(usesFlats('Dm')).toBe(true);
    expect(usesFlats('G')).toBe(false);
    expect(usesFlats('F#m')).toBe(false);
    expect(transposeKey('C', 1)).toBe('Db');
    expect(transposeKey('C', 6)).toBe('F#');
    expect(transposeKey('Am', 1)).toBe('Bbm');
    expect(transposeKey('Am', 3)).toBe('Cm');
    expect(transposeKey('Em', -3)).toBe('C#m');
  });

  it('moves each note by the interval between the keys, so a chord keeps its function', () => {
    // In G (sharps) the chord a semitone above F is F#; in Eb (flats) the same sound is Gb.
    expect(transposeChord('E', 'D', 'G')).toBe('A');
    expect(transposeChord('Eb', 'D', 'Bb')).toBe('B');
    expect(transposeChord('F', 'E', 'F')).toBe('Gb');
    // The leading-tone diminished chord of a minor key stays the leading tone: F#° in Gm, not Gb°.
    expect(transposeChord('G#°', 'Am', 'Gm')).toBe('F#°');
    expect(transposeChord('C#°', 'Dm', 'Ebm')).toBe('D°');
    expect(transposeLines(parseChordPro('[Am]a [G#°]b'), -2, 'Am').flat()[1]!.acorde).toBe('F#°');
    // A/C# in D is V over its third; in F# that third is E#, the key's seventh degree.
    expect(transposeChord('A/C#', 'D', 'F#')).toBe('C#/E#');
    expect(transposeChord('D#°', 'E', 'F#')).toBe('E#°');
    expect(transposeChord('B#°', 'C#m', 'Dm')).toBe('C#°');
    // No double sharps or flats: the plain note, spelled as the key is (F##° would be G#m's leading tone).
    expect(transposeChord('B#°', 'C#m', 'G#m')).toBe('G°');
    expect(transposeChord('Cb', 'Eb', 'Db')).toBe('A');
    // E#, B#, Cb, Fb only where the key has them: B#° is not in F#, so C°.
    expect(transposeChord('E#°', 'B', 'F#')).toBe('C°');
    expect(transposeChord('A#', 'A#', 'C')).toBe('C');
    expect(transposeChord('G#m', 'E', 'F#')).toBe('A#m');
  });

  it('moves the Brazilian 7/9, 6/9 and 7/4 and parenthesised extensions, keeping the quality as written', () => {
    expect(transposeChord('A7/9', 'D', 'E')).toBe('B7/9');
    expect(transposeChord('E7/9', 'A', 'C')).toBe('G7/9');
    expect(transposeChord('C6/9', 'C', 'D')).toBe('D6/9');
    expect(transposeChord('G7/4', 'G', 'A')).toBe('A7/4');
    expect(transposeChord('C7(9)/E', 'C', 'D')).toBe('D7(9)/F#');
    expect(transposeChord('Bm7(b5)', 'Am', 'Bm')).toBe('C#m7(b5)');
    expect(transposeChord('F7M', 'F', 'G')).toBe('G7M');
    const lines = parseChordPro('[D]Gra[A7/9]ça [E7/9]sem [N.C.]fim');
    expect(chordsOf(transposeLines(lines, 2, songKey('D', lines)))).toEqual(['E', 'B7/9', 'F#7/9', 'N.C.']);
  });

  it('moves slash chords (bass included) and leaves what is not a chord, N.C. included', () => {
    expect(transposeChord('C/E', 'C', 'D')).toBe('D/F#');
    expect(transposeChord('G/B', 'G', 'Ab')).toBe('Ab/C');
    expect(transposeChord('Dsus4/A', 'D', 'C')).toBe('Csus4/G');
    for (const text of ['N.C.', 'x', 'Coro', 'Bridge', 'Intro', 'Am I', '']) {
      expect(transposeChord(text, 'C', 'D')).toBe(text);
      expect(parseChord(text)).toBeNull();
    }
    const lines = parseChordPro('[G]Amazing [C/G]grace [x]');
    expect(chordsOf(transposeLines(lines, 2, songKey('G', lines)))).toEqual(['A', 'D/A', 'x']);
    expect(transposeLines(lines, 0, 'G')).toBe(lines);
    expect(transposeLines(lines, 12, 'G')).toBe(lines);
    expect(songKey(null, parseChordPro('[Em7]x [G]y'))).toBe('Em');
    expect(songKey(null, parseChordPro('[N.C.]x [Coro]y [Dm7]z'))).toBe('Dm');
  });
});
