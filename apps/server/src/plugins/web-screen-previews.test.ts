import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { catalogueDist } from './web.test-helpers.ts';

const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** The main screens' own link previews and tab titles (issue 37): not the home page's card on every screen. */
describe('link previews of main screens', () => {
  let t: TestApp;
  let dist: string;
  const page = (url: string, lang = 'pt-BR', host = 'videira.localhost') =>
    t.app.inject({ method: 'GET', url, headers: { host, 'accept-language': lang } }).then((r) => r.body);

  beforeAll(async () => {
    dist = catalogueDist(['church', 'prayer', 'giving', 'play', 'praise', 'podcast', 'events']);
    t = await createTestApp({ webDist: dist });
    await createChurch(t.app, 'videira');
    await createChurch(t.app, 'semmural', { modules: ['MOD_EVENTO'] });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['/about', 'Sobre nós · Igreja videira'],
    ['/prayer', 'Mural de oração · Igreja videira'],
    ['/give', 'Contribua · Igreja videira'],
    ['/play', 'Play · Igreja videira'],
    ['/praise', 'Louvores · Igreja videira'],
    ['/podcast', 'Podcast · Igreja videira'],
    ['/event', 'Eventos · Igreja videira'],
  ])('%s has its own title, in the tab once with the church', async (url, title) => {
    const html = await page(url);
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(titleOf(html)).toBe(title);
  });

  it("gives the screen's intro where it has one, in the page's language; the church's description otherwise", async () => {
    expect(metaOf(await page('/prayer'), 'og:description')).toBe('Ore pelos pedidos da nossa igreja e deixe uma palavra de apoio.');
    expect(metaOf(await page('/prayer', 'en'), 'og:title')).toBe('Prayer wall · Igreja videira');
    expect(metaOf(await page('/about'), 'og:description')).toBe(metaOf(await page('/'), 'og:description'));
  });

  it("keeps the church's card for a screen of a module the church lacks, and on the home page", async () => {
    expect(metaOf(await page('/prayer', 'pt-BR', 'semmural.localhost'), 'og:title')).toBe('Igreja semmural');
    expect(metaOf(await page('/'), 'og:title')).toBe('Igreja videira');
  });
});
