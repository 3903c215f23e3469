import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueDist } from '../../plugins/web.test-helpers.ts';
import { createChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createContent } from './content.fixtures.ts';
import { ebdKind } from './ebd.kind.ts';
import { newsKind } from './news.kind.ts';

const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

/** The list pages of the content kinds have their own preview: the screen's title and intro, the newest cover. */
describe('link previews of content list pages', () => {
  let t: TestApp;
  let dist: string;
  const page = (url: string, lang = 'pt-BR', host = 'videira.localhost') =>
    t.app.inject({ method: 'GET', url, headers: { host, 'accept-language': lang } }).then((r) => r.body);

  beforeAll(async () => {
    dist = catalogueDist(['content']);
    t = await createTestApp({ webDist: dist });
    const videira = await createChurch(t.app, 'videira');
    await createChurch(t.app, 'semebd', { modules: ['MOD_NOTICIA'] });
    await createContent(t.app, ebdKind, videira, {
      titulo: 'Trimestre',
      imagem: '/media/uploads/ebd/capa.jpg',
      dataPublicacao: new Date(Date.now() - 60_000),
    });
    await createContent(t.app, newsKind, videira, { titulo: 'Notícia', dataPublicacao: new Date(Date.now() - 60_000) });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("a list page has the screen's title and intro in the page's language and the newest item's cover", async () => {
    const ebds = await page('/ebds');
    expect(metaOf(ebds, 'og:title')).toBe('Escola Bíblica · Igreja videira');
    expect(metaOf(ebds, 'og:description')).toBe('As revistas da Escola Bíblica Dominical: turmas e lições de cada trimestre.');
    expect(metaOf(ebds, 'og:image')).toBe('http://videira.localhost/media/uploads/ebd/capa.jpg');
    expect(metaOf(await page('/ebds', 'en'), 'og:title')).toBe('Sunday school · Igreja videira');
    const news = await page('/news');
    expect(metaOf(news, 'og:title')).toBe('Notícias · Igreja videira');
    // The tab says the church once (not "Notícias · Igreja videira · Igreja videira").
    expect(/<title>([^<]*)<\/title>/.exec(news)?.[1]).toBe('Notícias · Igreja videira');
  });

  it("a church without the module keeps the church's preview", async () => {
    expect(metaOf(await page('/ebds', 'pt-BR', 'semebd.localhost'), 'og:title')).toBe('Igreja semebd');
  });
});
