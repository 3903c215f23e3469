import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearBootstrapCache } from '../modules/church/bootstrap.service.ts';
import { igreja, igrejaAppMenu } from '../modules/church/church.schema.ts';
import { createPrayer } from '../modules/prayer/prayer.fixtures.ts';
import { oracao } from '../modules/prayer/prayer.schema.ts';
import { createChurch, createMember, type TestChurch, type TestMember } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { drawnData, drawnRoot, firstPaintDist } from './web.test-helpers.ts';

/** A stand-in for apps/web/dist with the app's real catalogues and the /prayer and /about chunks with their CSS. */
const fakeDist = () =>
  firstPaintDist(
    ['common', 'church', 'prayer'],
    [
      { path: '/prayer', module: 'MOD_MURAL_ORACAO', file: 'src/prayer-wall.tsx', css: 'assets/prayer-5.css' },
      { path: '/about', file: 'src/about.tsx', css: 'assets/about-4.css' },
    ],
  );
const drawn = drawnRoot;

const HOSTILE = `</p><script>alert(1)</script> $' $& $\` $$ "quoted"`;

describe('first paint: /prayer and /about drawn by the server', () => {
  let t: TestApp;
  let dist: string;
  let dataDir: string;
  let church: TestChurch;
  let author: TestMember;
  const published: string[] = [];
  let unpublished: string;
  let moderated: string;

  beforeAll(async () => {
    dist = fakeDist();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-first-paint-'));
    t = await createTestApp({ webDist: dist, dataDir });
    church = await createChurch(t.app, 'mural');
    author = await createMember(t.app, church, { nome: `Ana <b>${HOSTILE}` });
    published.push(await createPrayer(t.app, author, { mensagem: `Pela saúde ${HOSTILE}` }));
    published.push(await createPrayer(t.app, author, { mensagem: 'Pela família' }));
    unpublished = await createPrayer(t.app, author, { mensagem: 'Só para a liderança', flagPublicarMural: 'false' });
    moderated = await createPrayer(t.app, author, { mensagem: 'Retirado pela moderação' });
    await t.app.database.db.update(oracao).set({ flagAtivo: false }).where(eq(oracao.id, moderated));
    await createChurch(t.app, 'semmural', { modules: ['MOD_CULTO'] });
    await t.app.database.db
      .update(igreja)
      .set({ historia: `Desde 1990 ${HOSTILE}`, descricao: `Uma igreja ${HOSTILE}`, imagens: ['/media/seed/covers/mural.jpg'] })
      .where(eq(igreja.id, church.id));
    await t.app.database.db.insert(igrejaAppMenu).values([
      { igrejaId: church.id, titulo: 'Mural <i>', link: '/prayer', ordem: 2 },
      { igrejaId: church.id, titulo: 'Eventos', link: '/events', ordem: 1 },
      { igrejaId: church.id, titulo: 'Site', link: 'https://mural.example.org', ordem: 3 },
      { igrejaId: church.id, titulo: 'Mau', link: 'javascript:alert(1)', ordem: 4 },
    ]);
    clearBootstrapCache(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('draws the visitors’ wall on /prayer, in the request language, and hands its page to the app', async () => {
    const res = await t.app.inject({ url: '/prayer', headers: { host: church.host, 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    const root = drawn(res.body);
    expect(root).toMatch(/^<div class="layout" aria-hidden="true"><header class="app-header app-header-default">/);
    expect(root).toContain('<main class="main page"><section class="prayer-page"><h1>Prayer wall</h1>');
    expect(root).toContain('<span class="btn btn-primary">New prayer request</span>');
    expect(root.match(/<article class="prayer-card">/g)).toHaveLength(2);
    expect(root).toContain('<p class="prayer-excerpt">Pela família</p>');
    expect(root).toContain('<span>No prayers yet</span><span aria-hidden="true"> · </span><span>No messages</span>');
    // No links or buttons in the drawing: the app's screen is the one to use.
    expect(root).not.toMatch(/<(a|button)\b/);
    // Its stylesheet comes with the page; the app's scripts start after the paint.
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/prayer-5.css" crossorigin>');
    expect(res.body).toContain('<script src="/boot.js" data-entry="/assets/index-abc123.js" defer></script>');
    expect(res.body).not.toContain('modulepreload');
    const data = drawnData(res.body);
    expect(data).toMatchObject({ path: '/prayer', churchId: church.id, data: { prayerWall: { page: 1, limit: 20, total: 2 } } });
    expect(data.data.prayerWall.oracoes.map((p: { id: string }) => p.id).sort()).toEqual([...published].sort());

    const es = await t.app.inject({ url: '/prayer', headers: { host: church.host, 'accept-language': 'es' } });
    expect(drawn(es.body)).toContain('<h1>Muro de oración</h1>');
    // The church's language when the request names none it knows.
    const pt = await t.app.inject({ url: '/prayer', headers: { host: church.host, 'accept-language': 'de' } });
    expect(drawn(pt.body)).toContain('<h1>Mural de oração</h1>');
  });

  it('draws the church menu in the header as the app shows it: its screens only, the current one marked', async () => {
    const res = await t.app.inject({ url: '/prayer', headers: { host: church.host } });
    expect(drawn(res.body)).toContain(
      '<nav class="main-nav"><ul class="nav-list"><li><span class="nav-link" aria-current="page">Mural &lt;i&gt;</span></li>' +
        '<li><span class="nav-link">Site</span></li></ul></nav>',
    );
  });

  it('never draws a request that is not on the wall, nor a member’s own marks, whoever asks', async () => {
    const res = await t.app.inject({ url: '/prayer', headers: { ...author.headers, cookie: 'congrega_lang=en' } });
    for (const text of ['Só para a liderança', 'Retirado pela moderação', unpublished, moderated]) expect(res.body).not.toContain(text);
    const items = drawnData(res.body).data.prayerWall.oracoes;
    for (const item of items) {
      expect(item.meu).toBe(false);
      expect(item).not.toHaveProperty('orouHoje');
    }
  });

  it('escapes prayer texts and names in the drawing and its data, dollar patterns included', async () => {
    const res = await t.app.inject({ url: '/prayer', headers: { host: church.host, 'accept-language': 'en' } });
    const root = drawn(res.body);
    const escaped = `&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&#39; $&amp; $\` $$ &quot;quoted&quot;`;
    expect(root).toContain(`<p class="prayer-excerpt">Pela saúde ${escaped}</p>`);
    expect(root).toContain(`Ana &lt;b&gt;${escaped}&#39;s request`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<\/script>/g)).toHaveLength(res.body.match(/<script/g)!.length);
    expect(drawnData(res.body).data.prayerWall.oracoes.some((p: { mensagem: string }) => p.mensagem === `Pela saúde ${HOSTILE}`)).toBe(
      true,
    );
  });

  it('draws a new request at once: the drawing reads the wall’s microcache, which a write renews', async () => {
    const before = await t.app.inject({ url: '/prayer', headers: { host: church.host } });
    expect(before.body).not.toContain('Pelo emprego');
    const id = await createPrayer(t.app, author, { mensagem: 'Pelo emprego' });
    const after = await t.app.inject({ url: '/prayer', headers: { host: church.host } });
    expect(drawn(after.body)).toContain('<p class="prayer-excerpt">Pelo emprego</p>');
    published.push(id);
  });

  it('draws nothing on /prayer for a church without the prayer wall', async () => {
    const res = await t.app.inject({ url: '/prayer', headers: { host: 'semmural.localhost' } });
    expect(drawn(res.body)).toBe('');
    expect(res.body).not.toContain('congrega-first-paint');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
  });

  it('draws /about with its history as sanitised rich text, its other texts escaped and the first photo, preloaded', async () => {
    const res = await t.app.inject({ url: '/about', headers: { host: church.host, 'accept-language': 'en' } });
    const root = drawn(res.body);
    const escaped = `&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&#39; $&amp; $\` $$ &quot;quoted&quot;`;
    expect(root).toContain('<article class="about"><h1>About us</h1>');
    // The history is staff rich text (lib/rich-text.ts): the stray </p> and the script go, the text stays, & escaped.
    expect(root).toContain(`<h2>Our history</h2><div class="prose rich-text">Desde 1990 <p></p> $' $&amp; $\` $$ "quoted"</div>`);
    expect(root).toContain(`<h2>The church</h2><p class="prose">Uma igreja ${escaped}</p><ul class="gallery"><li><picture>`);
    expect(root).toContain('srcset="/media/v/seed/covers/mural-480.jpeg 480w');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('<link rel="preload" as="image" type="image/avif" imagesrcset="/media/v/seed/covers/mural-480.avif 480w');
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/about-4.css" crossorigin>');
    expect(res.body).toContain('<script src="/boot.js" data-entry="/assets/index-abc123.js" defer></script>');
    const pt = await t.app.inject({ url: '/about', headers: { host: church.host, cookie: 'congrega_lang=pt-BR' } });
    expect(drawn(pt.body)).toContain('<h1>Sobre nós</h1>');
  });
});
