import { parseChordPro } from '@congrega/contract/chordpro';
import { describe, expect, it } from 'vitest';
import {
  availableViews,
  defaultView,
  songKey,
  transposeChord,
  transposeKey,
  transposeLines,
  usesFlats,
  zoomIn,
  zoomOut,
  ZOOM_MAX,
  ZOOM_MIN,
} from './music.ts';

const KEYS = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];

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
        current = transposeKey(current, 1);
        chord = transposeChord(chord, 1, current);
        expect(chord).toBe(`${current}maj7`);
      }
      expect(chord).toBe(`${key}maj7`);
    }
  });

  it('spells with sharps or flats as the target key is written', () => {
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
    // In G (sharps) the chord a semitone above F is F#; in Eb (flats) the same sound is Gb.
    expect(transposeChord('F', 1, 'G')).toBe('F#');
    expect(transposeChord('F', 1, 'Eb')).toBe('Gb');
    expect(transposeChord('A#m7', 0, 'F')).toBe('Bbm7');
  });

  it('moves slash chords (bass included) and leaves what is not a chord', () => {
    expect(transposeChord('C/E', 2, 'D')).toBe('D/F#');
    expect(transposeChord('G/B', 1, 'Ab')).toBe('Ab/C');
    expect(transposeChord('Dsus4/A', -2, 'C')).toBe('Csus4/G');
    expect(transposeChord('N.C.', 3, 'C')).toBe('N.C.');
    const lines = parseChordPro('[G]Amazing [C/G]grace [x]');
    expect(transposeLines(lines, 2, songKey('G', lines))[0]!.map((s) => s.acorde)).toEqual(['A', 'D/A', 'x']);
    expect(transposeLines(lines, 0, 'G')).toBe(lines);
    expect(songKey(null, parseChordPro('[Em7]x [G]y'))).toBe('Em');
  });
});

describe('zoom', () => {
  it('steps +0.03 and -0.05 and stays strictly between 0.7 and 1.5', () => {
    expect(zoomIn(1)).toBe(1.03);
    expect(zoomOut(1)).toBe(0.95);
    let z = 1;
    for (let i = 0; i < 100; i++) z = zoomIn(z);
    expect(z).toBeLessThan(ZOOM_MAX);
    expect(z).toBe(1.48);
    for (let i = 0; i < 100; i++) z = zoomOut(z);
    expect(z).toBeGreaterThan(ZOOM_MIN);
    expect(z).toBe(0.73);
    expect(zoomOut(0.75)).toBe(0.75);
    expect(zoomIn(1.47)).toBe(1.47);
  });
});

describe('default view', () => {
  const score = 1;
  it('is cipher with any chord, else lyric with text, else score with files, else none', () => {
    expect(defaultView(parseChordPro('[G]Grace'), score)).toBe('cipher');
    expect(defaultView(parseChordPro('Grace'), score)).toBe('lyric');
    expect(defaultView([], score)).toBe('score');
    expect(defaultView(parseChordPro('\n\n'), 0)).toBeNull();
    expect(availableViews(parseChordPro('[G]Grace'), 0)).toEqual(['cipher', 'lyric']);
  });
});
