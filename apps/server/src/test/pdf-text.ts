import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';

/**
 * Tests' reading of the PDFs the server draws (lib/pdf-writer.ts, saved without object streams): each text shown
 * (`<hex> Tj`) decoded through its font's ToUnicode map, one per line, the fonts a document embeds, and the
 * characters shown whose glyph the embedded font program lacks (a ToUnicode map can name a glyph that is not there).
 */

function bytesOf(stream: unknown): Uint8Array {
  if (stream instanceof PDFRawStream) return decodePDFRawStream(stream).decode();
  return (stream as { getContents(): Uint8Array }).getContents();
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** A ToUnicode CMap's `bfchar` and `bfrange` entries: glyph code -> text. */
function parseCmap(text: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(m[1]!, 16), utf16(m[2]!));
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const [from, to, first] = [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
      for (let c = from; c <= to; c += 1) map.set(c, String.fromCodePoint(first + c - from));
    }
  return map;
}

function pageFonts(doc: PDFDocument, page: ReturnType<PDFDocument['getPages']>[number]) {
  const fonts = new Map<string, { cmap: Map<number, string> | undefined; dict: PDFDict }>();
  const dict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of dict?.entries() ?? []) {
    const font = doc.context.lookup(ref, PDFDict);
    const toUnicode = font.get(PDFName.of('ToUnicode'));
    const cmap = toUnicode ? parseCmap(latin1(bytesOf(doc.context.lookup(toUnicode)))) : undefined;
    fonts.set(name.asString().slice(1), { cmap, dict: font });
  }
  return fonts;
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const out: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = pageFonts(doc, page);
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = ref instanceof PDFRef ? doc.context.lookup(ref) : ref;
      if (!stream) continue;
      let current: Map<number, string> | undefined;
      for (const m of latin1(bytesOf(stream)).matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (m[1] !== undefined) current = fonts.get(m[1])?.cmap;
        else {
          const hex = m[2]!;
          // Embedded (Identity-H) fonts show 2-byte glyph codes; the standard fonts show WinAnsi bytes.
          if (current) out.push([...hex.matchAll(/.{4}/g)].map((g) => current!.get(parseInt(g[0], 16)) ?? '\ufffd').join(''));
          else out.push(Buffer.from(hex, 'hex').toString('latin1'));
        }
      }
    }
  }
  return out.join('\n');
}

function descriptorOf(doc: PDFDocument, dict: PDFDict): PDFDict | undefined {
  const descendants = dict.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
  const cid = descendants ? doc.context.lookup(descendants.get(0), PDFDict) : dict;
  return cid.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
}

/**
 * Each font of the document: its base name (without a subset tag), whether its program is embedded and whether it
 * is named as a subset (`ABCDEF+Name`): what `pdffonts` shows as emb and sub.
 */
export async function pdfFonts(bytes: Uint8Array): Promise<{ name: string; embedded: boolean; subset: boolean }[]> {
  const doc = await PDFDocument.load(bytes);
  const seen = new Map<string, { name: string; embedded: boolean; subset: boolean }>();
  for (const page of doc.getPages())
    for (const { dict } of pageFonts(doc, page).values()) {
      const full = dict.lookup(PDFName.of('BaseFont'), PDFName).asString().slice(1);
      const descriptor = descriptorOf(doc, dict);
      const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((k) => descriptor?.has(PDFName.of(k)));
      const subset = /^[A-Z]{6}\+/.test(full);
      seen.set(full, { name: subset ? full.slice(7) : full, embedded, subset });
    }
  return [...seen.values()];
}

/** Whether the program's glyph `id` draws something (a glyph whose data cannot be read draws nothing). */
function outlined(font: ReturnType<typeof fontkit.create>, id: number): boolean {
  try {
    return font.getGlyph(id).path.toSVG().length > 0;
  } catch {
    return false;
  }
}

/**
 * The characters the document shows (through embedded TrueType fonts, Identity-H: each 2-byte code is a glyph id of
 * the embedded program) whose glyph has no outline in that program, spaces aside: what a reader would draw blank.
 */
export async function pdfBlankGlyphs(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const blank = new Set<string>();
  for (const page of doc.getPages()) {
    const programs = new Map<string, { cmap: Map<number, string> | undefined; font: ReturnType<typeof fontkit.create> }>();
    for (const [name, { cmap, dict }] of pageFonts(doc, page)) {
      const file = descriptorOf(doc, dict)?.get(PDFName.of('FontFile2'));
      if (file) programs.set(name, { cmap, font: fontkit.create(Buffer.from(bytesOf(doc.context.lookup(file)))) });
    }
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = ref instanceof PDFRef ? doc.context.lookup(ref) : ref;
      if (!stream) continue;
      let current: (typeof programs extends Map<string, infer P> ? P : never) | undefined;
      for (const m of latin1(bytesOf(stream)).matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (m[1] !== undefined) current = programs.get(m[1]);
        else if (current)
          for (const g of m[2]!.matchAll(/.{4}/g)) {
            const id = parseInt(g[0], 16);
            const char = current.cmap?.get(id) ?? '\ufffd';
            if (/\s/.test(char)) continue;
            if (!outlined(current.font, id)) blank.add(char);
          }
      }
    }
  }
  return [...blank];
}
