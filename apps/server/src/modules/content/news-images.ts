import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Demo news covers made at seed time (no network, nothing committed): a 1200x400 JPEG of a two-colour gradient with
 * soft circles, its hue picked per item, written under DATA_DIR/uploads/news/ (served at /media/uploads/news/).
 */
export const newsImagePath = (slug: string, n: number) => `news/${slug}-${n}.jpg`;

export async function writeNewsImage(uploads: string, file: string, hue: number): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},60%,52%)"/>
    </linearGradient></defs>
    <rect width="1200" height="400" fill="url(#g)"/>
    <circle cx="1040" cy="70" r="190" fill="#fff" fill-opacity="0.12"/>
    <circle cx="160" cy="380" r="140" fill="#fff" fill-opacity="0.10"/>
    <circle cx="640" cy="200" r="60" fill="#fff" fill-opacity="0.16"/>
  </svg>`;
  const target = path.join(uploads, file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).jpeg({ quality: 72 }).toFile(target);
}
