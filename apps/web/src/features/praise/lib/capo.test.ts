import { afterEach, describe, expect, it } from 'vitest';
import { clampCapo, readCapo, shapeKey, shapeSteps, writeCapo } from './capo.ts';
import { transposeLines } from '@congrega/contract/chords';

describe('band mode: the personal capo', () => {
  afterEach(() => localStorage.clear());

  it('shows the leader’s key minus the capo', () => {
    expect(shapeSteps(2, 0)).toBe(2);
    expect(shapeSteps(2, 3)).toBe(-1);
    expect(shapeKey('G', 0, 0)).toBe('G');
    expect(shapeKey('G', 1, 1)).toBe('G'); // sounds in Ab, capo 1: G shapes
    expect(shapeKey('G', 3, 0)).toBe('Bb'); // a flat key
    expect(shapeKey('G', 3, 3)).toBe('G');
    expect(shapeKey('C', -1, 0)).toBe('B');
    expect(shapeKey('C', 0, 2)).toBe('Bb');
    expect(shapeKey('Em', 0, 2)).toBe('Dm');
    expect(shapeKey('D', -5, 7)).toBe('D'); // a whole octave down: the same key
    expect(shapeKey(null, 2, 1)).toBeNull();
  });

  it('spells the chords for the key of the shapes (sharps or flats), slash chords included', () => {
    const lines = [
      [
        { acorde: 'Bb', texto: 'Gra' },
        { acorde: 'Eb/G', texto: 'ce ' },
        { acorde: 'F7', texto: 'how' },
      ],
    ];
    // The leader keeps Bb; a capo on 1 plays A shapes, written with sharps.
    expect(
      transposeLines(lines, shapeSteps(0, 1), 'Bb')
        .flat()
        .map((s) => s.acorde),
    ).toEqual(['A', 'D/F#', 'E7']);
    // The leader goes up 1 (B); a capo on 3 plays Ab shapes, written with flats.
    expect(
      transposeLines(lines, shapeSteps(1, 3), 'Bb')
        .flat()
        .map((s) => s.acorde),
    ).toEqual(['Ab', 'Db/F', 'Eb7']);
  });

  it('keeps the capo between 0 and 11 and stores it per church and song on the device', () => {
    expect([clampCapo(-1), clampCapo(12), clampCapo(1.5), clampCapo(4)]).toEqual([0, 11, 0, 4]);
    expect(readCapo('videira', 3)).toBe(0);
    writeCapo('videira', 3, 2);
    writeCapo('videira', 4, 40);
    expect(readCapo('videira', 3)).toBe(2);
    expect(readCapo('videira', 4)).toBe(11);
    expect(readCapo('grace', 3)).toBe(0);
    localStorage.setItem('congrega.praise.capo.videira.5', 'junk');
    expect(readCapo('videira', 5)).toBe(0);
  });
});
