import fs from 'node:fs';
import path from 'node:path';
import { parseChordPro } from './chordpro.ts';
import fc from 'fast-check';
import { Interval, Note, Scale } from 'tonal';
import { describe, expect, it } from 'vitest';
import { songKey, transposeKey, transposeLines } from './chords.ts';

/**
 * Transposition against a reference: tonal (tonaljs) moves each note of a chord by the interval between the two
 * keys, as the chords.ts rules say musicians do. Walked over every chord of every seeded song in each of the 11
 * other keys, and over real cifra chords in every key (property-based).
 */

/** How each key is written (the spec's rule), by pitch class: majors F Bb Eb Ab Db with flats, minors Dm..Ebm. */
const MAJOR_KEYS = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
const MINOR_KEYS = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'G#', 'A', 'Bb', 'B'];
const FLAT_KEYS = new Set(['F', 'Bb', 'Eb', 'Ab', 'Db', 'Dm', 'Gm', 'Cm', 'Fm', 'Bbm', 'Ebm']);

function referenceKey(key: string, steps: number): string {
  const minor = /^[A-G][#b]?m(?!aj)/.test(key);
  const chroma = (Note.get(key.replace(/m.*$/, '')).chroma + steps + 120) % 12;
  return (minor ? MINOR_KEYS : MAJOR_KEYS)[chroma]! + (minor ? 'm' : '');
}

function referenceNote(note: string, interval: string, toKey: string): string {
  const flats = FLAT_KEYS.has(toKey);
  const tonic = toKey.replace(/m$/, '');
  const scales = toKey.endsWith('m') ? [`${tonic} harmonic minor`, `${tonic} melodic minor`] : [`${tonic} major`];
  const inKey = scales.flatMap((name) => Scale.get(name).notes);
  const moved = Note.transpose(note, interval);
  const alter = Note.get(moved).alt;
  const whiteKeyAccidental = ['E#', 'B#', 'Cb', 'Fb'].includes(moved);
  if (Math.abs(alter) <= 1 && !(whiteKeyAccidental && !inKey.includes(moved))) return moved;
  const plain = Note.simplify(moved);
  const wrongSide = flats ? plain.includes('#') : plain.includes('b');
  return wrongSide ? Note.enharmonic(plain) : plain;
}

/** The chord moved from `fromKey` by `steps` semitones: root and bass by tonal, the rest as written. */
function referenceChord(chord: string, fromKey: string, steps: number): string {
  const m = /^([A-G][#b]?)(.*?)(?:\/([A-G][#b]?))?$/.exec(chord)!;
  const toKey = referenceKey(fromKey, steps);
  const interval = Interval.distance(referenceKey(fromKey, 0).replace(/m$/, ''), toKey.replace(/m$/, ''));
  return referenceNote(m[1]!, interval, toKey) + m[2]! + (m[3] ? `/${referenceNote(m[3], interval, toKey)}` : '');
}

/** The demo songs as the seed writes them (read as text: the contract does not import the server). */
function seededSongs(): { tom: string | null; cifra: string }[] {
  const file = path.join(import.meta.dirname, '../../../apps/server/src/modules/praise/praise-seed-data.ts');
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/tom: (?:null|'([^']+)'),[\s\S]*?cifra: (?:null|`([^`]*)`)/g)]
    .filter((m) => m[2] !== undefined)
    .map((m) => ({ tom: m[1] ?? null, cifra: m[2]! }));
}

/** Chords as Brazilian cifra sites and hymnals write them. */
const CIFRA_CHORDS = [
  ...['C', 'Cm', 'C7', 'C7M', 'Cmaj7', 'Cm7', 'Cm7(b5)', 'C°', 'Cº', 'C°7', 'Cdim', 'Caug', 'C+', 'C5', 'C6'],
  ...['C6/9', 'C7/9', 'C7(9)', 'C7(b9)', 'C7(#9)', 'C7(13)', 'C7/13', 'C7(#11)', 'C9', 'Cadd9', 'C(add9)', 'Csus4'],
  ...['Csus2', 'C4', 'C7/4', 'C7(4)', 'Cm6', 'Cm(7M)', 'Cm7/9', 'C7M(9)', 'C/E', 'C/G', 'C7/Bb', 'Cm/Eb', 'Cm7/Bb'],
  ...['C7(9)/E', 'C#m7', 'Db7M', 'F#m7(11)', 'Bb7M/D', 'G#°', 'Ebº', 'A7/9', 'E7/9', 'D/F#', 'A/C#', 'Bm7(b5)'],
  ...['E7(b9)/G#', 'Abm', 'F#7(#9)', 'Gm7/F', 'Bø', 'Em7(9)', 'D9/F#', 'B7/D#', 'F#°', 'C#°', 'Eb/G', 'Ab/C'],
];
const KEYS = [...MAJOR_KEYS, ...MINOR_KEYS.map((k) => `${k}m`)];

describe('transposition against the tonal reference', () => {
  it('moves every chord of every seeded song to each of the 11 other keys as the reference does', () => {
    const songs = seededSongs();
    expect(songs.length).toBeGreaterThan(5);
    expect(songs.flatMap((song) => song.cifra.match(/\[A\/C#\]/g) ?? [])).toHaveLength(1);
    let compared = 0;
    for (const song of songs) {
      const lines = parseChordPro(song.cifra);
      const chords = lines.flat().flatMap((s) => (s.acorde ? [s.acorde] : []));
      const key = songKey(song.tom, lines);
      if (!key) continue; // lyrics only
      for (let steps = 1; steps < 12; steps++) {
        expect(transposeKey(key, steps)).toBe(referenceKey(key, steps));
        const moved = transposeLines(lines, steps, key)
          .flat()
          .flatMap((s) => (s.acorde ? [s.acorde] : []));
        expect(moved, `${key} +${steps}`).toEqual(chords.map((c) => referenceChord(c, key, steps)));
        compared += chords.length;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('moves real cifra chords from any key by any number of steps as the reference does', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CIFRA_CHORDS), fc.constantFrom(...KEYS), fc.integer({ min: -11, max: 11 }), (chord, key, steps) => {
        const lines = [[{ acorde: chord, texto: '' }]];
        const moved = steps % 12 === 0 ? chord : referenceChord(chord, key, steps);
        expect(transposeLines(lines, steps, key)[0]![0]!.acorde).toBe(moved);
      }),
      { numRuns: 3000 },
    );
  });
});
