import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A provider on loopback: Portuguese John 3 only, and a version that answers nonsense. */
function startProvider(): Promise<{ url: string; keys: (string | undefined)[]; close(): Promise<void> }> {
  const keys: (string | undefined)[] = [];
  const server = http.createServer((req, res) => {
    keys.push(req.headers['x-api-key'] as string | undefined);
    res.setHeader('content-type', 'application/json');
    if (req.url === '/arc/JHN/3') return res.end(JSON.stringify({ versiculos: [{ numero: 16, texto: 'Porque Deus amou o mundo...' }] }));
    if (req.url?.startsWith('/bad/')) return res.end('{"nope":true}');
    res.statusCode = 404;
    res.end('{}');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/`, keys, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

describe('Bible reader API', () => {
  let t: TestApp;
  let church: TestChurch;
  let provider: Awaited<ReturnType<typeof startProvider>>;
  const get = (url: string) => t.app.inject({ url: `/api/v1${url}`, headers: { host: church.host, 'accept-language': 'en' } });

  beforeAll(async () => {
    provider = await startProvider();
    t = await createTestApp({
      bibleProvider: { url: provider.url, key: 'k-123', versions: 'arc=pt-BR,bad=es,NOPE=xx,rv1909=es', timeoutMs: 2000 },
    });
    church = await createChurch(t.app, 'biblia');
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('serves a shipped chapter verse by verse, cached publicly for a year, to visitors', async () => {
    const res = await get('/biblia/kjv/JHN/3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000');
    const body = res.json();
    expect(body).toMatchObject({ versao: 'kjv', livro: 'JHN', capitulo: 3 });
    expect(body.versiculos).toHaveLength(36);
    expect(body.versiculos[15]).toEqual({
      numero: 16,
      texto:
        'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    });
    const psalm = (await get('/biblia/kjv/PSA/119')).json();
    expect(psalm.versiculos).toHaveLength(176);
    expect((await get('/biblia/kjv/REV/22')).json().versiculos.at(-1).numero).toBe(21);
  });

  it('serves the shipped Reina-Valera 1909, stripped to the words', async () => {
    const res = await get('/biblia/rv1909/JHN/3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000');
    const body = res.json();
    expect(body).toMatchObject({ versao: 'rv1909', livro: 'JHN', capitulo: 3 });
    expect(body.versiculos).toHaveLength(36);
    expect(body.versiculos[15]).toEqual({
      numero: 16,
      texto:
        'Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.',
    });
    expect((await get('/biblia/rv1909/GEN/1')).json().versiculos[0].texto).toBe('EN el principio crió Dios los cielos y la tierra.');
    expect((await get('/biblia/rv1909/PSA/119')).json().versiculos).toHaveLength(176);
    expect((await get('/biblia/rv1909/REV/22')).json().versiculos.at(-1).numero).toBe(21);
  });

  it('lists the shipped versions and the configured provider versions (bad pairs and shipped codes left out)', async () => {
    const res = await get('/biblia/versoes');
    expect(res.statusCode).toBe(200);
    expect(res.json().versoes.map((v: { codigo: string; idioma: string; fonte: string }) => `${v.codigo}:${v.idioma}:${v.fonte}`)).toEqual([
      'kjv:en:local',
      'rv1909:es:local',
      'arc:pt-BR:externa',
      'bad:es:externa',
    ]);
  });

  it('reads provider versions with the key, and maps its failures', async () => {
    const res = await get('/biblia/arc/JHN/3');
    expect(res.statusCode).toBe(200);
    expect(res.json().versiculos[0]).toEqual({ numero: 16, texto: 'Porque Deus amou o mundo...' });
    expect(provider.keys).toContain('k-123');
    expect((await get('/biblia/arc/JHN/4')).json().code).toBe('BIBLE_CHAPTER_NOT_FOUND');
    const bad = await get('/biblia/bad/JHN/3');
    expect(bad.statusCode).toBe(503);
    expect(bad.json()).toMatchObject({ code: 'BIBLE_PROVIDER_UNAVAILABLE', message: 'The Bible service did not answer. Try again.' });
  });

  it.each([
    ['/biblia/kjv/JUD/2', 404, 'BIBLE_CHAPTER_NOT_FOUND'],
    ['/biblia/rv1909/JUD/2', 404, 'BIBLE_CHAPTER_NOT_FOUND'],
    ['/biblia/rv1909/PSA/151', 400, 'VALIDATION_FAILED'],
    ['/biblia/nvi/JHN/3', 404, 'BIBLE_VERSION_NOT_FOUND'],
    ['/biblia/kjv/XYZ/1', 400, 'VALIDATION_FAILED'],
    ['/biblia/kjv/JHN/0', 400, 'VALIDATION_FAILED'],
    ['/biblia/kjv/JHN/abc', 400, 'VALIDATION_FAILED'],
    ['/biblia/KJV!/JHN/1', 400, 'VALIDATION_FAILED'],
  ])('%s answers %i %s', async (url, status, code) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
  });
});

describe('Bible reader API without a provider', () => {
  it('lists only the shipped versions and refuses other versions', async () => {
    const t = await createTestApp();
    const church = await createChurch(t.app, 'semprov');
    const list = await t.app.inject({ url: '/api/v1/biblia/versoes', headers: { host: church.host } });
    expect(list.json().versoes.map((v: { codigo: string }) => v.codigo)).toEqual(['kjv', 'rv1909']);
    const res = await t.app.inject({ url: '/api/v1/biblia/arc/JHN/3', headers: { host: church.host } });
    expect(res.json().code).toBe('BIBLE_VERSION_NOT_FOUND');
    await t.close();
  });
});
