import { parseChord } from './chords.ts';

/**
 * Lyrics with chords as Brazilian musicians type them (a "cifra": each line of chords above the line of words it is
 * played over, the chord at the column of the syllable) turned into ChordPro (`[G]Amazing [C]grace`), the text the
 * song keeps (praise.schema.ts `cifra`) and `/praise/{id}` parses (chordpro.ts). Text already in ChordPro passes as
 * it is, so a song may mix both. The console's preview runs this same function, so it shows what members will see.
 *
 * - a chord line: every word a chord symbol (chords.ts: `7/9`, `C7(9)`, `G/B`, `N.C.`; `|` and `%` bar marks
 *   allowed), no brackets; an optional label first (`Intro:`, `Solo:`), whose line then stands on its own;
 * - a chord line over a line of words: each chord goes in at its column (the words padded when the chord is past
 *   their end); over an empty line, another chord line, a directive or the end: a line of chords alone;
 * - tabs count as one space.
 */
const BAR_MARKS = new Set(['|', '||', '%', '-']);
const LABEL = /^[\p{L}][\p{L}\d ]{0,19}:$/u;

const isChordWord = (word: string) => word === 'N.C.' || BAR_MARKS.has(word) || parseChord(word) !== null;

interface ChordLine {
  label: string | null;
  chords: { at: number; symbol: string }[];
}

function chordLine(line: string): ChordLine | null {
  if (!line.trim() || line.includes('[') || line.trimStart().startsWith('{') || line.trimStart().startsWith('#')) return null;
  const words = [...line.matchAll(/\S+/g)].map((m) => ({ at: m.index, text: m[0] }));
  let label: string | null = null;
  const labelEnd = words.findIndex((w) => w.text.endsWith(':'));
  if (labelEnd >= 0 && labelEnd < 3) {
    const text = words
      .slice(0, labelEnd + 1)
      .map((w) => w.text)
      .join(' ');
    if (!LABEL.test(text)) return null;
    label = text;
    words.splice(0, labelEnd + 1);
  }
  if (!words.length || !words.every((w) => isChordWord(w.text))) return null;
  if (!words.some((w) => parseChord(w.text))) return null;
  return { label, chords: words.map((w) => ({ at: w.at, symbol: w.text })) };
}

const bracket = (symbol: string) => (BAR_MARKS.has(symbol) ? symbol : `[${symbol}]`);

/** A chord line standing alone: its chords in brackets, the spaces between them kept. */
function chordsAlone(line: ChordLine): string {
  let out = '';
  let column = 0;
  for (const { at, symbol } of line.chords) {
    out += ' '.repeat(Math.max(out ? 1 : 0, at - column)) + bracket(symbol);
    column = at + symbol.length;
  }
  return line.label ? `${line.label} ${out.trimStart()}` : out;
}

/** The words with each chord put in at its column (from the last, so earlier columns stay where they were). */
function merge(line: ChordLine, words: string): string {
  const width = Math.max(...line.chords.map((c) => c.at));
  let out = words.padEnd(width, ' ');
  for (const { at, symbol } of [...line.chords].reverse()) {
    if (BAR_MARKS.has(symbol)) continue;
    out = `${out.slice(0, at)}[${symbol}]${out.slice(at)}`;
  }
  return out.trimEnd();
}

export function cifraToChordPro(source: string): string {
  const lines = source.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trimEnd();
    const chords = chordLine(line);
    if (!chords) {
      out.push(line);
      continue;
    }
    const next = lines[i + 1]?.trimEnd();
    const nextIsWords = next !== undefined && next.trim() !== '' && !chordLine(next) && !/^\s*[{#]/.test(next);
    if (chords.label || !nextIsWords) out.push(chordsAlone(chords));
    else {
      out.push(merge(chords, next));
      i++;
    }
  }
  return out.join('\n');
}

/** Whether a text has a line of chords above words (a cifra), rather than ChordPro alone. */
export const looksLikeCifra = (source: string) => source.split(/\r?\n/).some((line) => chordLine(line.replace(/\t/g, ' ')) !== null);
