import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearBootstrapCache } from '../modules/church/bootstrap.service.ts';
import { igreja, igrejaVisual } from '../modules/church/church.schema.ts';
import { createChurch } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bootstrapOf, fakeDist } from './web.test-helpers.ts';

describe('web hosting', () => {
  let t: TestApp;
  let dist: string;
  const videira = { host: 'videira.localhost' };

  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestApp({ webDist: dist });
    await createChurch(t.app, 'videira');
    await createChurch(t.app, 'fechada', { flagAtivo: false });
    const sneaky = await createChurch(t.app, 'sneaky', { idioma: 'en_US' });
    const dollars = await createChurch(t.app, 'dollars');
    const { eq } = await import('drizzle-orm');
    await t.app.database.db
      .update(igreja)
      .set({ nome: 'Evil </script><script>alert(1)</script>', descricao: '"><img src=x onerror=alert(1)>' })
      .where(eq(igreja.id, sneaky.id));
    // String.replace patterns: `$&` (the match), `$'` (what follows), `$\`` (what precedes), `$$`.
    await t.app.database.db
      .update(igreja)
      .set({ nome: "Igreja $& $' $$", descricao: "Dízimo $` e $' ofertas" })
      .where(eq(igreja.id, dollars.id));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the SPA with the church bootstrap, colours, previews and language injected', async () => {
    const res = await t.app.inject({ url: '/', headers: { ...videira, 'accept-language': 'pt-BR,pt;q=0.9' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<html lang="pt-BR"');
    expect(html).toContain('<title>Igreja videira</title>');
    expect(html).toContain('<meta property="og:title" content="Igreja videira">');
    expect(html).toContain('<meta property="og:url" content="http://videira.localhost/">');
    expect(bootstrapOf(html)).toMatchObject({ igreja: { slug: 'videira', nome: 'Igreja videira' }, visual: { corApp: '#5B2C83' } });
    expect(html).toContain('html:root{--color-primary:#5b2c83;--color-secondary:#5b2c8326;');
    expect(html).toContain('<link rel="preload" as="fetch" href="/assets/common-def456.json" crossorigin>');
    expect(html).toContain(
      '<script id="congrega-catalogues" type="application/json">{"pt-BR":{"common":"/assets/common-def456.json"}}</script>',
    );
    expect(html).not.toContain('<!--congrega-head-->');
  });

  it("preloads the page's own chunks and styles, and only those", async () => {
    const home = (await t.app.inject({ url: '/', headers: videira })).body;
    expect(home).toContain(
      '<link rel="preload" as="style" href="/assets/home-3.css" crossorigin><link rel="modulepreload" href="/assets/shell-1.js"><link rel="modulepreload" href="/assets/home-3.js">',
    );
    expect(home).not.toContain('route-table-2.js');
    expect(home).not.toContain('about-4.js');
    const about = (await t.app.inject({ url: '/about', headers: videira })).body;
    expect(about).toContain(
      '<link rel="modulepreload" href="/assets/route-table-2.js"><link rel="modulepreload" href="/assets/about-4.js">',
    );
    expect(about).not.toContain('home-3');
  });

  it('preloads the cover image and paints it from the HTML on church home (the largest paint)', async () => {
    const { eq } = await import('drizzle-orm');
    const [church] = await t.app.database.db.select({ id: igreja.id }).from(igreja).where(eq(igreja.slug, 'videira'));
    await t.app.database.db
      .update(igrejaVisual)
      .set({ imagemCapa: '/media/seed/covers/videira.jpg' })
      .where(eq(igrejaVisual.igrejaId, church!.id));
    clearBootstrapCache(t.app);
    const home = await t.app.inject({ url: '/', headers: videira });
    // The same AVIF variants the hero's <picture> picks from, at the width the hero's sizes give.
    expect(home.body).toContain(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/media/v/seed/covers/videira-480.avif 480w, ' +
        '/media/v/seed/covers/videira-800.avif 800w, /media/v/seed/covers/videira-1200.avif 1200w, ' +
        '/media/v/seed/covers/videira-1600.avif 1600w" imagesizes="(min-width: 1200px) 1200px, 100vw" fetchpriority="high">',
    );
    // The header and cover are painted from the HTML; the app's entry starts after that paint, its chunks unpreloaded.
    expect(home.body).toMatch(/<div id="root"><div aria-hidden="true"><header class="app-header.*<picture><source type="image\/avif"/);
    expect(home.body).toContain('<script src="/boot.js" data-entry="/assets/index-abc123.js" defer></script>');
    expect(home.body).not.toContain('<script type="module"');
    expect(home.body).not.toContain('modulepreload');
    const about = await t.app.inject({ url: '/about', headers: videira });
    expect(about.body).not.toContain('rel="preload" as="image"');
    expect(about.body).toContain('<div id="root"></div>');
    expect(about.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    // A cover that is not ours (no variants) is preloaded as it is.
    await t.app.database.db
      .update(igrejaVisual)
      .set({ imagemCapa: 'https://cdn.example.org/capa.jpg' })
      .where(eq(igrejaVisual.igrejaId, church!.id));
    clearBootstrapCache(t.app);
    const external = await t.app.inject({ url: '/', headers: videira });
    expect(external.body).toContain('<link rel="preload" as="image" href="https://cdn.example.org/capa.jpg" fetchpriority="high">');
    expect(external.body).toContain('<div id="root"></div>');
  });

  it('answers deep links with the same app', async () => {
    const res = await t.app.inject({ url: '/about?token=one-time-code', headers: videira });
    expect(res.statusCode).toBe(200);
    expect(bootstrapOf(res.body).igreja.slug).toBe('videira');
    expect(res.body).toContain('<meta property="og:url" content="http://videira.localhost/about">');
    expect(res.body).not.toContain('one-time-code');
  });

  it('sends a strict Content-Security-Policy whose style nonce changes per response', async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ url: '/', headers: videira });
      const csp = String(res.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "img-src 'self' data: blob: https:",
        "connect-src 'self' https:",
        'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.facebook.com',
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'self'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(res.body).toContain(`<style id="congrega-theme" nonce="${nonce}">`);
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('lets only embeddable pages be framed by other sites', async () => {
    const res = await t.app.inject({ url: '/embed/chat?channel=1', headers: videira });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self' https:");
  });

  it('escapes church data in the bootstrap and the preview tags', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'sneaky.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body).not.toContain('"><img');
    expect(res.body).toContain('\\u003c/script\\u003e');
    expect(bootstrapOf(res.body).igreja.nome).toBe('Evil </script><script>alert(1)</script>');
    expect(res.body).toContain('<title>Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
  });

  it('keeps dollar signs of church texts as they are (no replacement patterns in the page)', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'dollars.localhost' } });
    expect(bootstrapOf(res.body).igreja).toMatchObject({ nome: "Igreja $& $' $$", descricao: "Dízimo $` e $' ofertas" });
    expect(res.body).toContain('<title>Igreja $&amp; $&#39; $$</title>');
    expect(res.body.match(/<script id="[^"]+" type="application\/json">/g)?.length).toBe(2);
    expect(res.body.match(/<\/html>/g)).toHaveLength(1);
  });

  it('picks the page language from the saved choice, then the browser, then the church', async () => {
    const lang = async (headers: Record<string, string>, host = videira.host) =>
      /<html lang="([^"]+)"/.exec((await t.app.inject({ url: '/', headers: { host, ...headers } })).body)?.[1];
    expect(await lang({ 'accept-language': 'es-AR,es;q=0.9', cookie: 'congrega_lang=en' })).toBe('en');
    expect(await lang({ 'accept-language': 'es-AR,es;q=0.9' })).toBe('es');
    expect(await lang({ 'accept-language': 'de-DE' })).toBe('pt-BR');
    expect(await lang({}, 'sneaky.localhost')).toBe('en');
  });

  it('answers an unknown church host with 404 and the app error page', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'nowhere.localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<meta name="congrega-error" content="CHURCH_NOT_FOUND">');
    expect(bootstrapOf(res.body)).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers an inactive church with the error page', async () => {
    const res = await t.app.inject({ url: '/prayer', headers: { host: 'fechada.localhost' } });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('<meta name="congrega-error" content="CHURCH_INACTIVE">');
    expect(bootstrapOf(res.body)).toBeUndefined();
  });

  it('serves hashed assets for a year, compressed when the browser accepts it', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { ...videira, 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with a 404, never with the HTML page', async () => {
    for (const url of ['/assets/index-gone.js', '/missing-icon.png', '/old-chunk.js']) {
      const res = await t.app.inject({ url, headers: videira });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toContain('text/html');
    }
  });

  it('serves the service worker as JavaScript, always revalidated', async () => {
    const res = await t.app.inject({ url: '/service-worker.js', headers: videira });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps API and BFF misses as JSON errors', async () => {
    const res = await t.app.inject({ url: '/api/v1/does-not-exist', headers: { ...videira, 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    const post = await t.app.inject({ method: 'POST', url: '/about', headers: videira });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).not.toContain('text/html');
  });

  it('does not serve the template or the build manifest as files', async () => {
    for (const url of ['/index.html', '/.vite/manifest.json']) {
      const res = await t.app.inject({ url, headers: videira });
      expect(res.body, url).not.toContain('"isEntry"');
      if (res.statusCode === 200) expect(bootstrapOf(res.body), url).toBeDefined();
    }
  });

  it('serves a web app manifest per church', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest', headers: { ...videira, 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.json()).toMatchObject({ name: 'Igreja videira', start_url: '/', display: 'standalone', theme_color: '#5b2c83', lang: 'en' });
    const unknown = await t.app.inject({ url: '/manifest.webmanifest', headers: { host: 'nowhere.localhost' } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('web hosting without a build', () => {
  it('starts with the API only', async () => {
    const t = await createTestApp({ webDist: path.join(os.tmpdir(), 'congrega-no-dist-here') });
    try {
      await createChurch(t.app, 'videira');
      const page = await t.app.inject({ url: '/', headers: { host: 'videira.localhost' } });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).not.toContain('text/html');
      const health = await t.app.inject('/healthz');
      expect(health.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
