import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnData, drawnRoot, firstPaintDist } from '../../plugins/web.test-helpers.ts';
import { createChurch, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createContent } from './content.fixtures.ts';
import { devotionalsKind } from './devotionals.kind.ts';
import { newsKind } from './news.kind.ts';

const HOSTILE = `</p><script>alert(1)</script> $' $& $\` $$ "quoted"`;
const ESCAPED = `&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&#39; $&amp; $\` $$ &quot;quoted&quot;`;

describe('first paint: the content lists drawn by the server (/devotionals, /news)', () => {
  let t: TestApp;
  let dist: string;
  let dataDir: string;
  let church: TestChurch;

  beforeAll(async () => {
    dist = firstPaintDist(
      ['common', 'content'],
      [
        { path: '/devotionals', module: 'MOD_DEVOCIONAL', file: 'src/devotionals.tsx', css: 'assets/content-1.css' },
        { path: '/news', module: 'MOD_NOTICIA', file: 'src/news.tsx', css: 'assets/content-1.css' },
      ],
    );
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-first-paint-'));
    t = await createTestApp({ webDist: dist, dataDir });
    church = await createChurch(t.app, 'conteudos');
    await createContent(t.app, devotionalsKind, church, {
      titulo: `Manhã ${HOSTILE}`,
      resumo: `Resumo ${HOSTILE}`,
      passagem: `Salmo 23 ${HOSTILE}`,
    });
    await createContent(t.app, devotionalsKind, church, { titulo: 'Rascunho', flagAtivo: false });
    await createContent(t.app, newsKind, church, { titulo: 'Culto de domingo', imagem: '/media/seed/covers/news.jpg' });
    const other = await createChurch(t.app, 'outra');
    await createContent(t.app, devotionalsKind, other, { titulo: 'Devocional da outra igreja' });
    await createChurch(t.app, 'semconteudo', { modules: ['MOD_CULTO'] });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const visit = (url: string, host = church.host) => t.app.inject({ url, headers: { host, 'accept-language': 'en' } });

  it('draws the published devotionals, escaped, with their passage, and hands the page to the app', async () => {
    const res = await visit('/devotionals');
    expect(res.statusCode).toBe(200);
    const root = drawnRoot(res.body);
    expect(root).toContain('<section class="content-page"><h1>Devotionals</h1><p>A short reading and reflection for each day.</p>');
    expect(root).toContain(
      '<div class="content-search"><div class="field"><span class="field-label">Search</span><span class="input">&nbsp;</span></div>',
    );
    expect(root.match(/<article class="link-card">/g)).toHaveLength(1);
    expect(root).toContain(`<h2 class="link-card-title"><span class="link-card-link">Manhã ${ESCAPED}</span></h2>`);
    expect(root).toContain(`<p class="content-extra"><cite class="content-passage">Salmo 23 ${ESCAPED}</cite></p>`);
    expect(root).toContain(`<p class="content-summary">Resumo ${ESCAPED}</p>`);
    for (const text of ['Rascunho', 'Devocional da outra igreja']) expect(res.body).not.toContain(text);
    expect(root).not.toMatch(/<(a|button|input)\b/);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<\/script>/g)).toHaveLength(res.body.match(/<script/g)!.length);
    const data = drawnData(res.body);
    expect(data).toMatchObject({ path: '/devotionals', churchId: church.id, data: { contentList: { page: 1, limit: 10, total: 1 } } });
    expect(data.data.contentList.itens[0].titulo).toBe(`Manhã ${HOSTILE}`);
  });

  it('draws the news with their covers as the app’s lazy pictures', async () => {
    const root = drawnRoot((await visit('/news')).body);
    expect(root).toContain('<h1>News</h1>');
    expect(root).toContain('<span class="link-card-link">Culto de domingo</span>');
    expect(root).toMatch(
      /<picture><source type="image\/avif" srcset="\/media\/v\/seed\/covers\/news-480\.avif 480w[^"]*" sizes="\(min-width: 720px\) 28rem, 100vw">/,
    );
    expect(root).toContain('class="content-thumb" width="1200" height="400" loading="lazy"></picture>');
  });

  it('draws nothing for a search, a church without the module or another church’s list', async () => {
    for (const [url, host] of [
      ['/devotionals?busca=manha', church.host],
      ['/devotionals', 'semconteudo.localhost'],
    ] as const) {
      const res = await visit(url, host);
      expect(drawnRoot(res.body), url).toBe('');
      expect(res.body, url).not.toContain('congrega-first-paint');
    }
    const other = drawnRoot((await visit('/devotionals', 'outra.localhost')).body);
    expect(other).toContain('Devocional da outra igreja');
    expect(other).not.toContain('Manhã');
  });
});
