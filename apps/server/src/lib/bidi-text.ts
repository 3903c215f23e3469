import bidiFactory from 'bidi-js';

/**
 * A line of text in the order its characters are drawn, left to right (pdf-lib draws a string as given): the Unicode
 * Bidirectional Algorithm (UAX #9, npm `bidi-js`) resolves each character's level in a left-to-right paragraph (the
 * documents are laid out left to right: labels in pt-BR, en, es), reverses the right-to-left runs (Hebrew, Arabic,
 * with the numbers and neutrals between them) and mirrors brackets inside them. A text without right-to-left
 * characters comes back as it was. Call it on one drawn line, after wrapping and cutting.
 */
const bidi = bidiFactory();
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]|\ud802[\udc00-\udfff]|\ud83a[\udd00-\udfff]/;

export function visualOrder(text: string): string {
  if (!RTL.test(text)) return text;
  const levels = bidi.getEmbeddingLevels(text, 'ltr');
  const units = text.split('');
  for (const [index, mirror] of bidi.getMirroredCharactersMap(text, levels.levels)) units[index] = mirror;
  for (const [start, end] of bidi.getReorderSegments(text, levels) as [number, number][]) {
    const reversed = units.slice(start, end + 1).reverse();
    units.splice(start, reversed.length, ...reversed);
  }
  // A reversed run turned each surrogate pair around: put its halves back in order.
  for (let i = 0; i < units.length - 1; i++) {
    const [a, b] = [units[i]!.charCodeAt(0), units[i + 1]!.charCodeAt(0)];
    if (a >= 0xdc00 && a <= 0xdfff && b >= 0xd800 && b <= 0xdbff) {
      [units[i], units[i + 1]] = [units[i + 1]!, units[i]!];
      i++;
    }
  }
  return units.join('');
}

const RTL_LETTER =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
const LETTER = /\p{L}/u;

/**
 * A line in visual order (visualOrder) cut into the pieces to hand pdf-lib one by one: its layout engine (fontkit)
 * takes a string whose first letter is of a right-to-left script as right to left (it shapes Arabic letters into their
 * joined forms and reverses the glyphs), so each piece holds letters of one direction only (numbers, spaces and
 * punctuation stay with the piece they follow) and a right-to-left piece is handed over reversed: fontkit's reversal
 * puts it back in visual order, and Arabic is shaped in reading order.
 */
export function layoutPieces(visual: string): string[] {
  const pieces: { text: string[]; rtl: boolean | null }[] = [];
  for (const c of visual) {
    const rtl = RTL_LETTER.test(c) ? true : LETTER.test(c) ? false : null;
    const last = pieces[pieces.length - 1];
    if (last && (rtl === null || last.rtl === null || last.rtl === rtl)) {
      last.text.push(c);
      if (last.rtl === null) last.rtl = rtl;
    } else pieces.push({ text: [c], rtl });
  }
  return pieces.map((p) => (p.rtl ? p.text.reverse() : p.text).join(''));
}
