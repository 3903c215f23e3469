import { eq } from 'drizzle-orm';
import icoEndec from 'ico-endec';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { churchChanged } from '../modules/church/bootstrap.service.ts';
import { igrejaVisual } from '../modules/church/church.schema.ts';
import { createChurch, type TestChurch } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The church's icons (issue 37): PNGs at the sizes platforms ask for in the church's colour, a maskable one, the
 * apple-touch-icon, a favicon.ico of three PNGs; listed by the manifest; drawn again when the colour changes (a new
 * ETag), 304 for the same one; nothing for an unknown host.
 */
let t: TestApp;
let videira: TestChurch;
let grace: TestChurch;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  grace = await createChurch(t.app, 'grace');
  const db = t.app.database.db;
  await db.update(igrejaVisual).set({ corApp: '#6A1B9A' }).where(eq(igrejaVisual.igrejaId, videira.id));
  await db.update(igrejaVisual).set({ corApp: '#2E7D32' }).where(eq(igrejaVisual.igrejaId, grace.id));
  await churchChanged(t.app, videira.id);
  await churchChanged(t.app, grace.id);
});
afterAll(() => t.close());

const get = (church: TestChurch | { host: string }, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: church.host, ...headers } });

/** The colour of an icon's corner pixel, as #rrggbb. */
async function corner(png: Buffer): Promise<string> {
  const { data } = await sharp(png).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return `#${[...data.subarray(0, 3)].map((b) => b.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

describe('church icons', () => {
  it.each([
    ['/icons/icon-192.png', 192],
    ['/icons/icon-512.png', 512],
    ['/icons/maskable-512.png', 512],
    ['/apple-touch-icon.png', 180],
  ])('%s is a %i px PNG in the church colour', async (url, size) => {
    const res = await get(videira, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    expect(await corner(res.rawPayload)).toBe('#6A1B9A');
    expect(await corner((await get(grace, url)).rawPayload)).toBe('#2E7D32');
  });

  it('favicon.ico holds 16, 32 and 48 px PNGs', async () => {
    const res = await get(videira, '/favicon.ico');
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/x-icon']);
    const icons = icoEndec.decode(res.rawPayload) as { width: number; imageType: string }[];
    expect(icons.map((i) => [i.width, i.imageType])).toEqual([
      [16, 'png'],
      [32, 'png'],
      [48, 'png'],
    ]);
  });

  it('answers 304 for the same icon, and a new one once the colour changed', async () => {
    const first = await get(videira, '/icons/icon-192.png');
    const etag = String(first.headers.etag);
    expect((await get(videira, '/icons/icon-192.png', { 'if-none-match': etag })).statusCode).toBe(304);
    await t.app.database.db.update(igrejaVisual).set({ corApp: '#C62828' }).where(eq(igrejaVisual.igrejaId, videira.id));
    await churchChanged(t.app, videira.id);
    const changed = await get(videira, '/icons/icon-192.png', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(await corner(changed.rawPayload)).toBe('#C62828');
  });

  it('the manifest lists the PNGs, any and maskable', async () => {
    const manifest = (await get(videira, '/manifest.webmanifest')).json();
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ]),
    );
  });

  it('answers nothing for a host of no church', async () => {
    expect((await get({ host: 'nope.localhost' }, '/apple-touch-icon.png')).statusCode).toBe(404);
  });
});
