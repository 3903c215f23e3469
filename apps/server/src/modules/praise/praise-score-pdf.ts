import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/**
 * The demo's score PDF (praise.seed.ts): one A5 page with the song's title and its first phrase as note heads on a
 * five-line staff, drawn with pdf-lib (the server's PDF library, lib/pdf-writer.ts's) and a standard font, so the
 * seed writes a real, small PDF that the member's score view links to. `pitches` are staff steps from the bottom
 * line (0 = bottom line, 1 = first space...).
 */
const A5: [number, number] = [419.53, 595.28];
const GAP = 8;

export async function demoScorePdf(title: string, subtitle: string, pitches: readonly number[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Congrega demo seed');
  const page = pdf.addPage(A5);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const black = rgb(0, 0, 0);
  page.drawText(title, { x: 40, y: 540, size: 18, font: bold, color: black });
  page.drawText(subtitle, { x: 40, y: 520, size: 10, font, color: rgb(0.35, 0.35, 0.35) });
  const bottom = 440;
  for (let line = 0; line < 5; line++) {
    page.drawLine({ start: { x: 40, y: bottom + line * GAP }, end: { x: 380, y: bottom + line * GAP }, thickness: 0.8, color: black });
  }
  page.drawLine({ start: { x: 380, y: bottom }, end: { x: 380, y: bottom + 4 * GAP }, thickness: 1.5, color: black });
  const step = 300 / Math.max(1, pitches.length);
  pitches.forEach((pitch, i) => {
    const x = 70 + i * step;
    const y = bottom + (pitch * GAP) / 2;
    page.drawEllipse({ x, y, xScale: 4.6, yScale: 3.4, color: black });
    page.drawLine({ start: { x: x + 4.2, y }, end: { x: x + 4.2, y: y + 26 }, thickness: 1, color: black });
  });
  return pdf.save();
}
