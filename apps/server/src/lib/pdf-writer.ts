import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import subsetFont from 'subset-font';
import { layoutPieces, visualOrder } from './bidi-text.ts';

/**
 * The drawing kit of the server's PDFs (the giver's yearly statement, the yearly donation receipts): A4 pages drawn
 * top-down, tables whose header repeats on each page, a footer on every page. Text is drawn with fonts embedded as
 * subsets, so any name prints and a file stays small: DejaVu Sans (Latin, Vietnamese, Greek, Cyrillic, Hebrew,
 * Armenian, Georgian...; npm `dejavu-fonts-ttf`, Bitstream Vera licence, free to redistribute) and, embedded only
 * when a text needs it, Noto Sans SC for Chinese, Japanese kana and the CJK symbols (npm
 * `@expo-google-fonts/noto-sans-sc`, SIL Open Font License). A character neither font has is drawn as '?'. Each
 * line is drawn in visual order (lib/bidi-text.ts): a Hebrew or Arabic name reads right to left.
 */

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const GREY = rgb(0.4, 0.4, 0.4);
const BLACK = rgb(0, 0, 0);

const require = createRequire(import.meta.url);
const fontFiles = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  cjk: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
} as const;
const fontBytes = new Map<keyof typeof fontFiles, Uint8Array>();

/** The font file's bytes, read once per process. */
function bytesOf(name: keyof typeof fontFiles): Uint8Array {
  let bytes = fontBytes.get(name);
  if (!bytes) {
    bytes = new Uint8Array(fs.readFileSync(require.resolve(fontFiles[name])));
    fontBytes.set(name, bytes);
  }
  return bytes;
}

/**
 * The PDF name of an embedded subset: six capital letters, '+', the font's PostScript name (ISO 32000-1, 9.6.4), the
 * tag new for each document, so readers (and `pdffonts`, its "sub" column) know the font holds only the glyphs used.
 */
function subsetName(postscriptName: string): string {
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(65 + randomInt(26))).join('');
  return `${tag}+${postscriptName}`;
}
const POSTSCRIPT_NAMES = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold', cjk: 'NotoSansSC-Regular' } as const;

/**
 * The CJK font cut down to the characters `chars` (HarfBuzz's subsetter, npm `subset-font`) and embedded whole: the
 * file keeps a few kilobytes of its 10 MB, and every glyph drawn is there (pdf-lib's own subsetting drops all but
 * the first CJK glyph of this font). Only `chars` can be drawn with it: its character set says so.
 */
async function embedFallback(doc: PDFDocument, chars: string): Promise<readonly [PDFFont, Set<number>]> {
  const bytes = await subsetFont(Buffer.from(bytesOf('cjk')), chars, { targetFormat: 'sfnt' });
  const font = await doc.embedFont(bytes, { subset: false, customName: subsetName(POSTSCRIPT_NAMES.cjk) });
  return [font, new Set(font.getCharacterSet())] as const;
}

/** The code points each font file has, computed once per process. */
const charsets = new Map<keyof typeof fontFiles, Set<number>>();

type Run = { text: string; font: PDFFont };
type Color = ReturnType<typeof rgb>;

export interface TextOptions {
  bold?: boolean;
  right?: boolean;
  /** Cut to this many points with an ellipsis (default: to the right margin). */
  width?: number;
  color?: Color;
}

export interface Column {
  label: string;
  x: number;
  width: number;
  right?: boolean;
}

export interface TableRow {
  cells: string[];
  bold?: boolean;
}

export class PdfWriter {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  private readonly charsets = new Map<PDFFont, Set<number>>();

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly fallback: PDFFont | undefined,
  ) {
    this.newPage();
  }

  /**
   * A new document. `texts` are the strings of the data it will draw (names, reasons, the church): the CJK font is
   * embedded only when one of them has a character DejaVu lacks.
   */
  static async open(meta: { title: string; language: string }, texts: string[]): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    doc.setTitle(meta.title);
    doc.setLanguage(meta.language);
    doc.setProducer('Congrega');
    doc.setCreator('Congrega');
    const embed = async (name: 'regular' | 'bold') => {
      const font = await doc.embedFont(bytesOf(name), { subset: true, customName: subsetName(POSTSCRIPT_NAMES[name]) });
      let set = charsets.get(name);
      if (!set) charsets.set(name, (set = new Set(font.getCharacterSet())));
      return [font, set] as const;
    };
    const regular = await embed('regular');
    const bold = await embed('bold');
    const covered = regular[1];
    const missing = new Set(texts.flatMap((t) => [...t].filter((c) => c.codePointAt(0)! > 0x7f && !covered.has(c.codePointAt(0)!))));
    const fallback = missing.size ? await embedFallback(doc, [...missing].join('')) : undefined;
    const writer = new PdfWriter(doc, regular[0], bold[0], fallback?.[0]);
    for (const [font, set] of fallback ? [regular, bold, fallback] : [regular, bold]) writer.charsets.set(font, set);
    return writer;
  }

  private charset(font: PDFFont): Set<number> {
    let set = this.charsets.get(font);
    if (!set) {
      set = new Set(font.getCharacterSet());
      this.charsets.set(font, set);
    }
    return set;
  }

  /** The text split into runs of one font each: the main font, else the fallback, else '?' in the main font. */
  private runs(text: string, main: PDFFont): Run[] {
    const runs: Run[] = [];
    for (const c of text.replace(/[\u202f\u2009]/g, ' ')) {
      const code = c.codePointAt(0)!;
      let font = main;
      let s = c;
      if (!this.charset(main).has(code)) {
        if (this.fallback && this.charset(this.fallback).has(code)) font = this.fallback;
        else s = '?';
      }
      const last = runs[runs.length - 1];
      if (last && last.font === font) last.text += s;
      else runs.push({ text: s, font });
    }
    return runs;
  }

  private static width(runs: Run[], size: number): number {
    return runs.reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);
  }

  /**
   * The runs of one drawn line cut to `width` points (ending in '…' when cut: the logical end, so a right-to-left
   * name loses its last letters), in drawing order (lib/bidi-text.ts: right-to-left runs reversed).
   */
  private fit(text: string, size: number, width: number, main: PDFFont): Run[] {
    let line = text;
    let chars = [...text];
    while (chars.length > 1 && PdfWriter.width(this.runs(line, main), size) > width) {
      chars = chars.slice(0, -2);
      line = chars.join('') + '…';
    }
    return this.runs(visualOrder(line), main);
  }

  newPage() {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
  }

  /** Moves down by `height`, on a new page when the bottom margin would be crossed. */
  line(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage();
    this.y -= height;
  }

  text(text: string, x: number, size = 10, opts: TextOptions = {}) {
    const runs = this.fit(text, size, opts.width ?? A4[0] - MARGIN - x, opts.bold ? this.bold : this.regular);
    let at = opts.right ? x - PdfWriter.width(runs, size) : x;
    for (const run of runs)
      for (const piece of layoutPieces(run.text)) {
        this.page.drawText(piece, { x: at, y: this.y, size, font: run.font, color: opts.color ?? BLACK });
        at += run.font.widthOfTextAtSize(piece, size);
      }
  }

  /** Text wrapped at spaces to the right margin by its drawn width (any script), `leading` points a line. */
  paragraph(text: string, x: number, size = 10, leading = 14) {
    const width = A4[0] - MARGIN - x;
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && PdfWriter.width(this.runs(next, this.regular), size) > width) {
        this.text(line, x, size);
        this.line(leading);
        line = word;
      } else line = next;
    }
    if (line) {
      this.text(line, x, size);
      this.line(leading);
    }
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 4 },
      end: { x: A4[0] - MARGIN, y: this.y - 4 },
      thickness: 0.5,
      color: GREY,
    });
  }

  /** A table: its header (bold, ruled) then one line per row; a row that starts a new page repeats the header. */
  table(columns: Column[], rows: TableRow[], size = 10) {
    const cells = (values: string[], bold: boolean) =>
      columns.forEach((c, i) => this.text(values[i] ?? '', c.x, size, { bold, right: c.right, width: c.width }));
    const header = () => {
      cells(
        columns.map((c) => c.label),
        true,
      );
      this.rule();
    };
    header();
    for (const row of rows) {
      const pages = this.pages.length;
      this.line(size + 6);
      if (this.pages.length !== pages) {
        header();
        this.line(size + 6);
      }
      cells(row.cells, row.bold ?? false);
    }
  }

  /** The same small grey line at the bottom of every page: `left`, and the page's number on the right. */
  footer(left: string, pageLabel: (n: number, of: number) => string) {
    this.pages.forEach((page, i) => {
      this.page = page;
      this.y = MARGIN - 10;
      this.text(left, MARGIN, 8, { color: GREY, width: 300 });
      this.text(pageLabel(i + 1, this.pages.length), A4[0] - MARGIN, 8, { color: GREY, right: true, width: 150 });
    });
  }

  save(): Promise<Uint8Array> {
    return this.doc.save({ useObjectStreams: false });
  }
}

/** A CPF as 000.000.000-00 (as typed when it is not 11 digits). */
export function formatCpf(cpf: string): string {
  const d = cpf.replace(/\D/g, '');
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : cpf;
}

/** A CNPJ as 00.000.000/0000-00 (as typed when it is not 14 digits). */
export function formatCnpj(cnpj: string): string {
  const d = cnpj.replace(/\D/g, '');
  return d.length === 14 ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}` : cnpj;
}
