import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantFile, type MediaRoots } from './media-variants.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-variants-'));
const roots: MediaRoots = { seed: path.join(dir, 'seed'), uploads: path.join(dir, 'uploads'), cache: path.join(dir, 'cache') };

beforeAll(async () => {
  fs.mkdirSync(path.join(roots.seed, 'covers'), { recursive: true });
  fs.mkdirSync(roots.uploads, { recursive: true });
  await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#5b2c83' } })
    .jpeg()
    .toFile(path.join(roots.seed, 'covers/capa.jpg'));
  fs.writeFileSync(path.join(dir, 'secret.jpg'), fs.readFileSync(path.join(roots.seed, 'covers/capa.jpg')));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('variantFile', () => {
  it('makes each width and format once, keeping the aspect ratio and never enlarging', async () => {
    const file = await variantFile(roots, '/media/v/seed/covers/capa-800.avif');
    expect(file).toBe(path.join(roots.cache, 'seed/covers/capa-800.avif'));
    expect(await sharp(file!).metadata()).toMatchObject({ format: 'heif', width: 800, height: 420 });
    const webp = await sharp((await variantFile(roots, '/media/v/seed/covers/capa-480.webp'))!).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 480, height: 252 });
    const jpeg = await sharp((await variantFile(roots, '/media/v/seed/covers/capa-1600.jpeg'))!).metadata();
    expect(jpeg).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    // Made once: a second request (even concurrent ones) reuses the file on disk.
    const before = fs.statSync(file!).mtimeMs;
    const again = await Promise.all([1, 2, 3].map(() => variantFile(roots, '/media/v/seed/covers/capa-800.avif')));
    expect(new Set(again)).toEqual(new Set([file]));
    expect(fs.statSync(file!).mtimeMs).toBe(before);
    expect(fs.readdirSync(path.join(roots.cache, 'seed/covers')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('answers nothing for a missing original, an unknown size or a path out of the media folders', async () => {
    expect(await variantFile(roots, '/media/v/seed/covers/missing-800.avif')).toBeUndefined();
    expect(await variantFile(roots, '/media/v/seed/covers/capa-999.avif')).toBeUndefined();
    expect(await variantFile(roots, '/media/v/seed/../secret-800.avif')).toBeUndefined();
    expect(await variantFile(roots, '/media/v/uploads/capa-800.avif')).toBeUndefined();
  });
});
