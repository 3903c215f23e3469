import { hasChords, hasText, type TLyricLine } from '@congrega/contract/chordpro';

/**
 * Chord transposition and the praise view's rules (spec section 2, "Praise view behaviour", and section 9).
 * Transposing moves every chord root and bass by semitones; the spelling (sharps or flats) follows the key the
 * song lands in: flat keys (F, Bb, Eb, Ab, Db; Dm, Gm, Cm, Fm, Bbm, Ebm) are written with flats, the others
 * with sharps.
 */
const SHARPS = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;
const FLATS = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'] as const;
const FLAT_MAJORS = new Set([5, 10, 3, 8, 1]); // F Bb Eb Ab Db (F# rather than Gb)
const FLAT_MINORS = new Set([2, 7, 0, 5, 10, 3]); // Dm Gm Cm Fm Bbm Ebm

const NOTE = /^([A-G])([#b]?)/;
const CHORD = /^([A-G][#b]?)([^/]*)(?:\/([A-G][#b]?))?$/;

function pitch(note: string): number {
  const m = NOTE.exec(note)!;
  const base = SHARPS.indexOf(m[1] as (typeof SHARPS)[number]);
  return (base + (m[2] === '#' ? 1 : m[2] === 'b' ? -1 : 0) + 12) % 12;
}

const mod12 = (n: number) => ((n % 12) + 12) % 12;

/** Whether a key (e.g. "Eb", "Dm", "F#m") is written with flats. */
export function usesFlats(key: string): boolean {
  const m = CHORD.exec(key);
  if (!m) return false;
  const minor = /^m(?!aj)/.test(m[2]!);
  return (minor ? FLAT_MINORS : FLAT_MAJORS).has(pitch(m[1]!));
}

function spell(p: number, flats: boolean): string {
  return (flats ? FLATS : SHARPS)[mod12(p)]!;
}

/** The key `steps` semitones away, spelled as that key is written. */
export function transposeKey(key: string, steps: number): string {
  const m = CHORD.exec(key);
  if (!m) return key;
  const minor = /^m(?!aj)/.test(m[2]!) ? 'm' : '';
  const target = mod12(pitch(m[1]!) + steps);
  const flats = (minor ? FLAT_MINORS : FLAT_MAJORS).has(target);
  return spell(target, flats) + minor;
}

/** One chord moved by `steps` semitones, its root and bass spelled for `targetKey`; anything else is left as is. */
export function transposeChord(chord: string, steps: number, targetKey: string): string {
  const m = CHORD.exec(chord);
  if (!m) return chord;
  const flats = usesFlats(targetKey);
  const root = spell(pitch(m[1]!) + steps, flats);
  const bass = m[3] ? `/${spell(pitch(m[3]) + steps, flats)}` : '';
  return root + m[2]! + bass;
}

/** The song's key: its own, or else its first chord's root and quality. */
export function songKey(tom: string | null, lines: readonly TLyricLine[]): string | null {
  if (tom && CHORD.test(tom)) return tom;
  const first = lines.flat().find((s) => s.acorde && CHORD.test(s.acorde))?.acorde;
  if (!first) return null;
  const m = CHORD.exec(first)!;
  return m[1]! + (/^m(?!aj)/.test(m[2]!) ? 'm' : '');
}

export function transposeLines(lines: readonly TLyricLine[], steps: number, key: string | null): TLyricLine[] {
  if (steps === 0 || !key) return lines as TLyricLine[];
  const target = transposeKey(key, steps);
  return lines.map((l) => l.map((s) => (s.acorde ? { ...s, acorde: transposeChord(s.acorde, steps, target) } : s)));
}

/** Zoom (spec section 9): +0.03 and -0.05 steps, staying strictly between 0.7 and 1.5. */
export const ZOOM_MIN = 0.7;
export const ZOOM_MAX = 1.5;
export const ZOOM_IN_STEP = 0.03;
export const ZOOM_OUT_STEP = 0.05;
const round = (n: number) => Math.round(n * 1000) / 1000;
export const canZoomIn = (zoom: number) => round(zoom + ZOOM_IN_STEP) < ZOOM_MAX;
export const canZoomOut = (zoom: number) => round(zoom - ZOOM_OUT_STEP) > ZOOM_MIN;
export const zoomIn = (zoom: number) => (canZoomIn(zoom) ? round(zoom + ZOOM_IN_STEP) : zoom);
export const zoomOut = (zoom: number) => (canZoomOut(zoom) ? round(zoom - ZOOM_OUT_STEP) : zoom);

export type PraiseView = 'cipher' | 'lyric' | 'score';

/** Views the song can show, and the default: cipher if any chord, else lyric if text, else score if files, else none. */
export function availableViews(lines: readonly TLyricLine[], scores: number): PraiseView[] {
  const views: PraiseView[] = [];
  if (hasChords(lines)) views.push('cipher');
  if (hasText(lines)) views.push('lyric');
  if (scores > 0) views.push('score');
  return views;
}

export function defaultView(lines: readonly TLyricLine[], scores: number): PraiseView | null {
  return availableViews(lines, scores)[0] ?? null;
}
