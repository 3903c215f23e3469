import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bootstrapOf, fakeDist } from './web.test-helpers.ts';

/** The served page's status (issue 37): 404 where the server knows the address names no page, never a soft 404. */
describe('web page status', () => {
  let t: TestApp;
  let dist: string;
  const videira = { host: 'videira.localhost' };

  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestApp({ webDist: dist });
    await createChurch(t.app, 'videira');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers an address no screen takes, or a screen of a module the church lacks, with 404, the app and noindex', async () => {
    await createChurch(t.app, 'semplay', { modules: ['MOD_MURAL_ORACAO'] });
    for (const [url, host] of [
      ['/nope', videira.host],
      ['/about/more', videira.host],
      ['/play', 'semplay.localhost'],
    ] as const) {
      const res = await t.app.inject({ url, headers: { host } });
      expect(res.statusCode, url).toBe(404);
      expect(bootstrapOf(res.body).igreja.slug, url).toBe(host.split('.')[0]);
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
    }
    const about = await t.app.inject({ url: '/about', headers: videira });
    expect(about.statusCode).toBe(200);
    expect(about.body).not.toContain('noindex');
    expect((await t.app.inject({ url: '/play', headers: videira })).statusCode).toBe(200);
  });
});
