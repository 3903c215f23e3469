/**
 * A song file imported into the editor (a ChordPro `.cho`/`.chopro`/`.pro` or a plain cifra `.txt`): its text goes
 * into the lyrics as it is (the contract's cifra.ts reads both), and the ChordPro header directives fill the fields
 * they name when those are still empty (title, subtitle, artist/composer, key, tempo-less `rhythm`). Directives the
 * member app does not show (`{title}`, `{key}`...) are dropped from the text; comments (`{c: Refrão}`) stay.
 */
export interface ImportedSong {
  cifra: string;
  fields: Partial<Record<'titulo' | 'subtitulo' | 'autor' | 'tom' | 'ritmo', string>>;
}

export const SONG_IMPORT_ACCEPT = '.txt,.cho,.chopro,.chordpro,.pro,.crd,text/plain';
/** Larger than any song: the lyrics field holds 20 000 characters. */
export const SONG_IMPORT_MAX_BYTES = 200 * 1024;

const FIELDS: Record<string, keyof ImportedSong['fields']> = {
  t: 'titulo',
  title: 'titulo',
  st: 'subtitulo',
  subtitle: 'subtitulo',
  artist: 'autor',
  composer: 'autor',
  key: 'tom',
  rhythm: 'ritmo',
};

export function importSongText(text: string): ImportedSong {
  const fields: ImportedSong['fields'] = {};
  const kept: string[] = [];
  for (const line of text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')) {
    const directive = /^\s*\{\s*(\w+)\s*:\s*(.*?)\s*\}\s*$/.exec(line);
    const field = directive && FIELDS[directive[1]!.toLowerCase()];
    if (field) {
      fields[field] ??= directive[2]!;
      continue;
    }
    kept.push(line);
  }
  while (kept.length && !kept[0]!.trim()) kept.shift();
  return { cifra: kept.join('\n').trimEnd(), fields };
}

/** A chosen file's text (FileReader: every browser, and jsdom). */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}
