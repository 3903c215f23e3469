import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { mediaVariantUrl } from '@congrega/contract/media';
import { deleteUpload, saveImageUpload, toSafeWebp } from './image-upload.ts';
import { variantFile, variantsDir } from './media-variants.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-upload-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#884422' } });

async function errorCode(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : `unexpected ${String(error)}`;
  }
}

describe('saveImageUpload', () => {
  it('stores a WebP with no EXIF or GPS under a server-generated name', async () => {
    const input = await solid(80, 60)
      .jpeg()
      .withExif({
        IFD0: { Make: 'SecretPhone', Copyright: 'Ana' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const publicPath = await saveImageUpload(dataDir, 'prayer', input);

    expect(publicPath).toMatch(/^\/media\/uploads\/prayer\/[0-9a-f-]{36}\.webp$/);
    const stored = fs.readFileSync(path.join(dataDir, 'uploads', publicPath.slice('/media/uploads/'.length)));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.includes('SecretPhone')).toBe(false);
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const input = await solid(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const meta = await sharp(await toSafeWebp(input)).metadata();
    expect([meta.width, meta.height]).toEqual([100, 200]);
    expect(meta.orientation).toBeUndefined();
  });

  it('scales large photos down to 1600 px on the longest side, never up', async () => {
    const big = await sharp(await toSafeWebp(await solid(3200, 1000).png().toBuffer())).metadata();
    expect([big.width, big.height]).toEqual([1600, 500]);
    const small = await sharp(await toSafeWebp(await solid(40, 30).webp().toBuffer())).metadata();
    expect([small.width, small.height]).toEqual([40, 30]);
  });

  it('refuses what is not a JPEG, PNG or WebP image (415), whatever its name', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const gif = await solid(10, 10).gif().toBuffer();
    for (const input of [Buffer.from('just some text'), Buffer.from('%PDF-1.7\n'), svg, gif, Buffer.alloc(0)]) {
      expect(await errorCode(saveImageUpload(dataDir, 'prayer', input))).toBe('FILE_TYPE_NOT_ALLOWED');
    }
  });

  it('refuses a damaged image (400 FILE_INVALID)', async () => {
    const jpeg = await solid(100, 100).jpeg().toBuffer();
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('not really a jpeg at all')]);
    expect(await errorCode(toSafeWebp(garbage))).toBe('FILE_INVALID');
    expect(await errorCode(toSafeWebp(jpeg.subarray(0, jpeg.length / 2)))).toBe('FILE_INVALID');
  });

  it('only accepts simple folder names', async () => {
    const png = await solid(4, 4).png().toBuffer();
    await expect(saveImageUpload(dataDir, '../outside', png)).rejects.toThrow(/invalid upload folder/);
  });
});

describe('deleteUpload', () => {
  it('deletes a stored upload with its responsive variants and tolerates one already gone', async () => {
    const publicPath = await saveImageUpload(dataDir, 'prayer', await solid(8, 8).png().toBuffer());
    const file = path.join(dataDir, 'uploads', publicPath.slice('/media/uploads/'.length));
    expect(fs.existsSync(file)).toBe(true);
    const variant = await variantFile(
      { seed: dataDir, uploads: path.join(dataDir, 'uploads'), cache: variantsDir(dataDir) },
      mediaVariantUrl(publicPath, 480, 'avif')!,
    );
    expect(variant && fs.existsSync(variant)).toBe(true);
    expect(await deleteUpload(dataDir, publicPath)).toBe(true);
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(variant!)).toBe(false);
    expect(await deleteUpload(dataDir, publicPath)).toBe(false);
  });

  it('never touches anything outside DATA_DIR/uploads', async () => {
    const secret = path.join(dataDir, 'secret.webp');
    fs.writeFileSync(secret, 'keep me');
    const attempts = [
      '/media/uploads/../secret.webp',
      '/media/uploads/prayer/../../secret.webp',
      '/media/uploads/prayer/..%2F..%2Fsecret.webp',
      `/media/uploads/prayer/${'a'.repeat(36)}.webp/../../../secret.webp`,
      secret,
      '/media/seed/banner.webp',
      null,
    ];
    for (const attempt of attempts) expect(await deleteUpload(dataDir, attempt)).toBe(false);
    expect(fs.readFileSync(secret, 'utf8')).toBe('keep me');
  });
});
