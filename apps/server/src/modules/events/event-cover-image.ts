import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A demo event's cover, drawn at seed time from the event itself (its title, with the year of its own dates, never
 * a year written by hand): 1200x630, the shape the event page and card show it in (`aspect-ratio: 1200 / 630`,
 * object-fit cover), so no width crops it; the text is centred and sized to stay inside the middle 760 px, which
 * also survives the 3:1 home banner. Written under DATA_DIR/uploads/ (served at /media/uploads/).
 */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;
/** The width the text may take: what a 3:1 crop of the centre keeps, less a margin. */
export const COVER_SAFE_WIDTH = 760;
/** Average advance of the bold sans-serif glyphs drawn, as a share of the font size (wide, to be safe). */
const GLYPH_WIDTH = 0.62;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Largest font size (at most `max`) at which `text` fits COVER_SAFE_WIDTH. */
export function fittingFontSize(text: string, max: number): number {
  return Math.min(max, Math.floor(COVER_SAFE_WIDTH / (text.length * GLYPH_WIDTH)));
}

export function eventCoverSvg({ title, subtitle, hue }: { title: string; subtitle: string; hue: number }): string {
  const titleSize = fittingFontSize(title, 72);
  const subtitleSize = fittingFontSize(subtitle, 34);
  const middle = COVER_HEIGHT / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},62%,32%)"/><stop offset="1" stop-color="hsl(${(hue + 70) % 360},78%,48%)"/>
    </linearGradient></defs>
    <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#g)"/>
    <circle cx="1060" cy="90" r="230" fill="#fff" fill-opacity="0.12"/>
    <circle cx="120" cy="600" r="170" fill="#fff" fill-opacity="0.10"/>
    <text x="${COVER_WIDTH / 2}" y="${middle}" font-family="sans-serif" font-weight="700" font-size="${titleSize}" fill="#fff" text-anchor="middle">${escapeXml(title)}</text>
    <text x="${COVER_WIDTH / 2}" y="${middle + subtitleSize * 1.8}" font-family="sans-serif" font-size="${subtitleSize}" fill="#fff" fill-opacity="0.92" text-anchor="middle">${escapeXml(subtitle)}</text>
  </svg>`;
}

export async function writeEventCover(uploads: string, file: string, cover: Parameters<typeof eventCoverSvg>[0]): Promise<void> {
  const target = path.join(uploads, file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(eventCoverSvg(cover)))
    .jpeg({ quality: 78 })
    .toFile(target);
}
