import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('media variants route', () => {
  let t: TestApp;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-media-'));

  beforeAll(async () => {
    t = await createTestApp({ dataDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves a seed image as AVIF, WebP and JPEG at the asked width, cached for a year', async () => {
    for (const [format, type, decoded] of [
      ['avif', 'image/avif', 'heif'],
      ['webp', 'image/webp', 'webp'],
      ['jpeg', 'image/jpeg', 'jpeg'],
    ] as const) {
      const res = await t.app.inject({ url: `/media/v/seed/covers/videira-480.${format}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: decoded, width: 480 });
    }
    expect(fs.existsSync(path.join(dataDir, 'media-variants/seed/covers/videira-480.avif'))).toBe(true);
    // The original keeps working.
    expect((await t.app.inject({ url: '/media/seed/covers/videira.jpg' })).statusCode).toBe(200);
  });

  it('answers 404 for a missing original, a size that is not made or a path out of the media folders', async () => {
    for (const url of [
      '/media/v/seed/covers/nobody-480.avif',
      '/media/v/seed/covers/videira-481.avif',
      '/media/v/seed/%2e%2e/x-480.avif',
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });
});
