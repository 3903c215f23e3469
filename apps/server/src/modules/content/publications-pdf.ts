import fs from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/**
 * Demo publication files made at seed time (no network, nothing committed): a one-page A5 PDF with the title and
 * the summary, drawn in pdf-lib's standard Helvetica (WinAnsi covers Portuguese), under DATA_DIR/uploads/.
 */
export const publicationFilePath = (slug: string) => `publications/${slug}.pdf`;

function lines(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...out, line] : out;
}

export async function publicationPdf(title: string, summary: string, church: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(church);
  const page = doc.addPage([420, 595]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 0, y: 515, width: 420, height: 80, color: rgb(0.42, 0.11, 0.6) });
  page.drawText(church, { x: 32, y: 548, size: 14, font: bold, color: rgb(1, 1, 1) });
  let y = 470;
  for (const line of lines(title, 34)) {
    page.drawText(line, { x: 32, y, size: 18, font: bold });
    y -= 24;
  }
  y -= 12;
  for (const line of lines(summary, 58)) {
    page.drawText(line, { x: 32, y, size: 11, font: regular, color: rgb(0.2, 0.2, 0.2) });
    y -= 16;
  }
  return doc.save();
}

export async function writePublicationPdf(uploads: string, slug: string, title: string, summary: string, church: string) {
  const target = path.join(uploads, publicationFilePath(slug));
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, await publicationPdf(title, summary, church));
}
