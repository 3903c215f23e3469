import { AppError } from '../../lib/app-error.ts';

/**
 * Caption files as staff upload them (contract admin/media-captions.ts): WebVTT, or SRT converted to WebVTT. Pure.
 * Checked: the header (WEBVTT), every cue's timing line (`[hh:]mm:ss.mmm --> [hh:]mm:ss.mmm [settings]`; SRT's comma
 * decimals), some text in each cue and none holding `-->`, each cue ending after it starts and starting no earlier
 * than the cue above it, none starting at or after the video's end nor ending more than END_SLACK_SECONDS past it.
 * The kept file is written again from the cues read (WEBVTT, each cue's id, timing, settings and text), so nothing
 * but cues reaches the player (SRT's `<font>` tags, which WebVTT has not, are dropped; its `<b>`, `<i>`, `<u>` stay).
 * A refusal is a 422 naming the line (1-based) where the problem is.
 */
export const END_SLACK_SECONDS = 1;

export interface Cue {
  id: string | null;
  start: number;
  end: number;
  settings: string;
  text: string[];
}

type Line = { text: string; n: number };

const TIME = /^(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)[.,](\d{3})$/;
const TIMING = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t]+(.*))?$/;

const refuse = (code: 'MEDIA_CAPTION_MALFORMED' | 'MEDIA_CAPTION_TIMING' | 'MEDIA_CAPTION_PAST_END', linha: number) =>
  new AppError(code, { linha }, { fields: { arquivo: `error.${code}` } });

function seconds(value: string, decimal: '.' | ',' | 'any'): number | undefined {
  const match = TIME.exec(value);
  if (!match) return undefined;
  const mark = value.charAt(value.length - 4);
  if (decimal !== 'any' && mark !== decimal) return undefined;
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]) + Number(match[4]) / 1000;
}

/** The file's lines (BOM dropped, any line ending), grouped into blocks separated by blank lines. */
function blocks(text: string): Line[][] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const out: Line[][] = [];
  let current: Line[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '') {
      if (current.length) out.push(current);
      current = [];
    } else current.push({ text: line, n: i + 1 });
  });
  if (current.length) out.push(current);
  return out;
}

/** One cue block: an optional id line, the timing line, its text lines. */
function cueOf(block: Line[], format: 'vtt' | 'srt'): Cue {
  const timingAt = block[0]!.text.includes('-->') ? 0 : 1;
  const timingLine = block[timingAt];
  if (!timingLine) throw refuse('MEDIA_CAPTION_MALFORMED', block[0]!.n);
  if (format === 'srt' && timingAt === 1 && !/^\d+$/.test(block[0]!.text.trim())) throw refuse('MEDIA_CAPTION_MALFORMED', block[0]!.n);
  const match = TIMING.exec(timingLine.text.trim());
  const decimal = format === 'vtt' ? '.' : 'any';
  const start = match ? seconds(match[1]!, decimal) : undefined;
  const end = match ? seconds(match[2]!, decimal) : undefined;
  if (start === undefined || end === undefined) throw refuse('MEDIA_CAPTION_MALFORMED', timingLine.n);
  const settings = format === 'vtt' ? (match![3] ?? '').trim() : '';
  const text = block.slice(timingAt + 1);
  if (!text.length) throw refuse('MEDIA_CAPTION_MALFORMED', timingLine.n);
  const bad = text.find((line) => line.text.includes('-->'));
  if (bad) throw refuse('MEDIA_CAPTION_MALFORMED', bad.n);
  const id = timingAt === 1 ? block[0]!.text.trim() : null;
  const lines = text.map((line) => (format === 'srt' ? line.text.replace(/<\/?font[^>]*>/gi, '') : line.text));
  return { id: format === 'srt' ? null : id, start, end, settings, text: lines };
}

/** The cues of a WebVTT or SRT file, checked against each other and the video's duration (seconds, when known). */
export function readCaptions(text: string, format: 'vtt' | 'srt', duration: number | null): Cue[] {
  const all = blocks(text);
  if (format === 'vtt') {
    const header = all.shift();
    if (!header || !/^WEBVTT(?:[ \t].*)?$/.test(header[0]!.text.replace(/^\uFEFF/, '')))
      throw refuse('MEDIA_CAPTION_MALFORMED', header?.[0]?.n ?? 1);
  }
  const cues: { cue: Cue; n: number }[] = [];
  for (const block of all) {
    // WebVTT's comment, style and region blocks carry no cue (and are not kept).
    if (format === 'vtt' && /^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block[0]!.text)) continue;
    const timingAt = block[0]!.text.includes('-->') ? 0 : 1;
    const n = block[Math.min(timingAt, block.length - 1)]!.n;
    const cue = cueOf(block, format);
    if (cue.end <= cue.start) throw refuse('MEDIA_CAPTION_TIMING', n);
    const previous = cues.at(-1);
    if (previous && cue.start < previous.cue.start) throw refuse('MEDIA_CAPTION_TIMING', n);
    if (duration !== null && (cue.start >= duration || cue.end > duration + END_SLACK_SECONDS)) throw refuse('MEDIA_CAPTION_PAST_END', n);
    cues.push({ cue, n });
  }
  if (!cues.length) throw new AppError('MEDIA_CAPTION_EMPTY', {}, { fields: { arquivo: 'error.MEDIA_CAPTION_EMPTY' } });
  return cues.map((c) => c.cue);
}

const stamp = (s: number) => {
  const ms = Math.round(s * 1000);
  const pad = (v: number, w = 2) => String(v).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** The cues as a WebVTT file. */
export function toWebVtt(cues: Cue[]): string {
  const body = cues.map((cue) =>
    [...(cue.id ? [cue.id] : []), `${stamp(cue.start)} --> ${stamp(cue.end)}${cue.settings ? ` ${cue.settings}` : ''}`, ...cue.text].join(
      '\n',
    ),
  );
  return `WEBVTT\n\n${body.join('\n\n')}\n`;
}
