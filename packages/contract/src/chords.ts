import type { TLyricLine } from './chordpro.ts';

/**
 * Chord symbols and transposition (spec section 2, "Praise view behaviour", and section 9), as musicians move a
 * song: every note of every chord moves by the interval between the two keys, letter and semitones together, so a
 * chord keeps its function and its spelling follows (A/C# in D is C#/E# in F#; G#°, the leading tone of Am, is F#°
 * in Gm). Where that would need a double sharp or flat the plain note is written instead, with sharps or flats as
 * the key the song lands in is written: flat keys (F, Bb, Eb, Ab, Db; Dm, Gm, Cm, Fm, Bbm, Ebm) with flats, the
 * others with sharps.
 *
 * A chord is a root, a quality in the cifra notations (m, 7, 7M, maj7, °, ø, sus4, add9, 7(9), 7(b5), and the
 * Brazilian 7/9, 6/9, 7/4: a slash before a digit is part of the quality) and an optional bass note (`/F#`).
 * "N.C." (no chord) and anything that is not a chord are left as they are.
 */
const LETTERS = ['C', 'D', 'E', 'F', 'G', 'A', 'B'] as const;
const NATURAL_PITCH = [0, 2, 4, 5, 7, 9, 11] as const;
const SHARPS = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;
const FLATS = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'] as const;
const FLAT_MAJORS = new Set([5, 10, 3, 8, 1]); // F Bb Eb Ab Db (F# rather than Gb)
const FLAT_MINORS = new Set([2, 7, 0, 5, 10, 3]); // Dm Gm Cm Fm Bbm Ebm

const CHORD = /^([A-G][#b]?)(.*?)(?:\/([A-G][#b]?))?$/;
/** What may follow the root: quality tokens only, so "[Bridge]" or "[Coro]" is not read as a B or C chord. */
const QUALITY = /^(?:maj|min|dim|aug|sus|add|alt|omit|no|m|M|[b#]|\+|-|°|º|ø|Δ|\d|\(|\)|,|\/(?=[b#+-]?\d))*$/;
const MINOR = /^(?:m(?!aj)|min)/;

interface TNote {
  /** 0-6: C D E F G A B */
  letter: number;
  /** -1 flat, 0 natural, 1 sharp */
  alter: number;
}
interface TChord {
  root: TNote;
  quality: string;
  bass: TNote | null;
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

function parseNote(text: string): TNote {
  const alter = text[1] === '#' ? 1 : text[1] === 'b' ? -1 : 0;
  return { letter: LETTERS.indexOf(text[0] as (typeof LETTERS)[number]), alter };
}

const pitch = (note: TNote) => mod(NATURAL_PITCH[note.letter]! + note.alter, 12);
const noteName = (note: TNote) => LETTERS[note.letter]! + (note.alter === 1 ? '#' : note.alter === -1 ? 'b' : '');

/** The chord's parts, or null for N.C. and anything that is not a chord symbol. */
export function parseChord(symbol: string): TChord | null {
  const m = CHORD.exec(symbol.trim());
  if (!m || !QUALITY.test(m[2]!)) return null;
  return { root: parseNote(m[1]!), quality: m[2]!, bass: m[3] ? parseNote(m[3]) : null };
}

function keyParts(key: string): { tonic: TNote; minor: boolean } | null {
  const chord = parseChord(key);
  return chord && { tonic: chord.root, minor: MINOR.test(chord.quality) };
}

function plainSpelling(p: number, flats: boolean): string {
  return (flats ? FLATS : SHARPS)[mod(p, 12)]!;
}

/** Whether a key (e.g. "Eb", "Dm", "F#m") is written with flats. */
export function usesFlats(key: string): boolean {
  const parts = keyParts(key);
  return !!parts && (parts.minor ? FLAT_MINORS : FLAT_MAJORS).has(pitch(parts.tonic));
}

/** The key `steps` semitones away, spelled as that key is written. */
export function transposeKey(key: string, steps: number): string {
  const parts = keyParts(key);
  if (!parts) return key;
  const target = mod(pitch(parts.tonic) + steps, 12);
  return plainSpelling(target, (parts.minor ? FLAT_MINORS : FLAT_MAJORS).has(target)) + (parts.minor ? 'm' : '');
}

/** An interval as letters and semitones (D to F#: a third of 4 semitones). */
interface TInterval {
  letters: number;
  semitones: number;
}

const MAJOR_SCALE = [0, 2, 4, 5, 7, 9, 11];
const MINOR_SCALE = [0, 2, 3, 5, 7, 8, 10];

/** The notes a key spells (its scale; a minor key also its raised sixth and seventh), as names. */
function keyNotes(key: { tonic: TNote; minor: boolean }): Set<string> {
  const degrees = (key.minor ? MINOR_SCALE : MAJOR_SCALE).map((semitones, letters) => ({ letters, semitones }));
  if (key.minor) degrees.push({ letters: 5, semitones: 9 }, { letters: 6, semitones: 11 });
  return new Set(degrees.map((degree) => spellMoved(key.tonic, degree)).filter((name) => name !== null));
}

/** `note` moved by `by`, or null where that takes a double sharp or flat. */
function spellMoved(note: TNote, by: TInterval): string | null {
  const letter = mod(note.letter + by.letters, 7);
  const alter = mod(pitch(note) + by.semitones - NATURAL_PITCH[letter]! + 6, 12) - 6;
  return Math.abs(alter) <= 1 ? noteName({ letter, alter }) : null;
}

/** E#, B#, Cb and Fb are written only where the key has them (E# in F#, B# in C#m); elsewhere F, C, B, E. */
const WHITE_KEY_ACCIDENTALS = new Set(['E#', 'B#', 'Cb', 'Fb']);

function moveNote(note: TNote, by: TInterval, to: { tonic: TNote; minor: boolean }, flats: boolean): string {
  const name = spellMoved(note, by);
  if (name && !(WHITE_KEY_ACCIDENTALS.has(name) && !keyNotes(to).has(name))) return name;
  return plainSpelling(pitch(note) + by.semitones, flats);
}

/**
 * One chord moved from the song's key to `toKey` (N.C. and what is not a chord are left as they are). The song's
 * key is taken as keys are written (a song "in A#" moves as one in Bb).
 */
export function transposeChord(symbol: string, fromKey: string, toKey: string): string {
  const chord = parseChord(symbol);
  const from = keyParts(transposeKey(fromKey, 0));
  const to = keyParts(toKey);
  if (!chord || !from || !to) return symbol;
  const by = { letters: to.tonic.letter - from.tonic.letter, semitones: pitch(to.tonic) - pitch(from.tonic) };
  const flats = usesFlats(toKey);
  const move = (note: TNote) => moveNote(note, by, to, flats);
  return move(chord.root) + chord.quality + (chord.bass ? `/${move(chord.bass)}` : '');
}

/** The song's key: its own, or else its first chord's root and quality. */
export function songKey(tom: string | null, lines: readonly TLyricLine[]): string | null {
  if (tom && keyParts(tom)) return tom;
  for (const snippet of lines.flat()) {
    const chord = snippet.acorde ? parseChord(snippet.acorde) : null;
    if (chord) return noteName(chord.root) + (MINOR.test(chord.quality) ? 'm' : '');
  }
  return null;
}

export function transposeLines(lines: readonly TLyricLine[], steps: number, key: string | null): TLyricLine[] {
  if (mod(steps, 12) === 0 || !key) return lines as TLyricLine[];
  const target = transposeKey(key, steps);
  return lines.map((l) => l.map((s) => (s.acorde ? { ...s, acorde: transposeChord(s.acorde, key, target) } : s)));
}
