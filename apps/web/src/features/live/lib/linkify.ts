/** Splits chat text into plain parts and http(s) links (rendered as text and safe anchors, never as HTML). */
export type TextPart = { text: string } | { href: string; text: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at) });
    const raw = match[0].replace(/[.,;:!?)]+$/, '');
    parts.push({ href: raw, text: raw });
    last = at + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
