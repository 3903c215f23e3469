/**
 * ChordPro lyrics (spec section 3: "lyrics (lines of snippets with chord)"): each line is cut into snippets, each
 * the chord written in brackets before it (`[G]Amazing [C]grace`) and the text up to the next chord. Directives
 * (`{title: ...}`, `{comment: Chorus}`) are dropped except comments, kept as chordless lines; `#` lines are
 * remarks. An empty line separates stanzas.
 */
export interface TLyricSnippet {
  acorde: string | null;
  texto: string;
}
export type TLyricLine = TLyricSnippet[];

export function parseChordPro(source: string): TLyricLine[] {
  const lines: TLyricLine[] = [];
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.startsWith('#')) continue;
    const directive = /^\{\s*(\w+)\s*(?::\s*(.*?))?\s*\}$/.exec(line);
    if (directive) {
      const [, name, value] = directive;
      if (/^(c|comment|ci|comment_italic)$/i.test(name!) && value) lines.push([{ acorde: null, texto: value }]);
      continue;
    }
    const snippets: TLyricLine = [];
    const re = /\[([^\]]{1,20})\]/g;
    let last = 0;
    let chord: string | null = null;
    for (const m of line.matchAll(re)) {
      if (m.index > last || chord !== null) snippets.push({ acorde: chord, texto: line.slice(last, m.index) });
      chord = m[1]!.trim();
      last = m.index + m[0].length;
    }
    snippets.push({ acorde: chord, texto: line.slice(last) });
    lines.push(snippets.length === 1 && snippets[0]!.acorde === null && snippets[0]!.texto === '' ? [] : snippets);
  }
  while (lines.length && lines.at(-1)!.length === 0) lines.pop();
  return lines;
}

export const hasChords = (lines: readonly TLyricLine[]) => lines.some((l) => l.some((s) => s.acorde));
export const hasText = (lines: readonly TLyricLine[]) => lines.some((l) => l.some((s) => s.texto.trim() !== ''));
