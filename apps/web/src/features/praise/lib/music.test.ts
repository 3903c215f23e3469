import { parseChordPro } from '@congrega/contract/chordpro';
import { describe, expect, it } from 'vitest';
import { availableViews, defaultView, zoomIn, zoomOut, ZOOM_MAX, ZOOM_MIN } from './music.ts';

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
