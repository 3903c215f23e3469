import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSong } from './praise.fixtures.ts';

describe('praise songs API', () => {
  let t: TestApp;
  let church: TestChurch;
  let grace: number;
  let hidden: number;
  const get = (url: string) => t.app.inject({ url: `/api/v1${url}`, headers: { host: church.host, 'accept-language': 'en' } });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'louvores');
    grace = await createSong(t.app, church.id, {
      titulo: 'Amazing Grace',
      autor: 'John Newton',
      tema: 'Grace',
      tom: 'G',
      cifra: '{title: Amazing Grace}\nA[G]mazing [C/G]grace\n\nhow sweet',
    });
    await createSong(t.app, church.id, { titulo: 'Be Thou My Vision', autor: 'Irish hymn', tema: 'Devotion 100%' });
    await createSong(t.app, church.id, {
      titulo: 'Doxology',
      partituras: [{ nome: 'Score', url: '/media/seed/praise/doxology.svg', tipo: 'imagem' }],
    });
    hidden = await createSong(t.app, church.id, { titulo: 'Old song', ativo: false });
  });
  afterAll(() => t.close());

  it('answers GET /louvor/{id}/ with lyrics as lines of chord snippets, the key and the score files', async () => {
    const res = await get(`/louvor/${grace}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      titulo: 'Amazing Grace',
      tom: 'G',
      partituras: [],
      letra: [
        [
          { acorde: null, texto: 'A' },
          { acorde: 'G', texto: 'mazing ' },
          { acorde: 'C/G', texto: 'grace' },
        ],
        [],
        [{ acorde: null, texto: 'how sweet' }],
      ],
    });
  });

  it('lists active songs by title and searches title, author and theme (wildcards literal)', async () => {
    const titles = async (q: string) => (await get(`/louvor/${q}`)).json().louvores.map((s: { titulo: string }) => s.titulo);
    expect(await titles('')).toEqual(['Amazing Grace', 'Be Thou My Vision', 'Doxology']);
    expect(await titles('?busca=newton')).toEqual(['Amazing Grace']);
    expect(await titles('?busca=grace')).toEqual(['Amazing Grace']);
    expect(await titles('?busca=irish')).toEqual(['Be Thou My Vision']);
    expect(await titles('?busca=100%25')).toEqual(['Be Thou My Vision']);
    expect(await titles('?busca=%25')).toEqual(['Be Thou My Vision']);
    expect((await get('/louvor/?limit=1&page=2')).json()).toMatchObject({ total: 3, page: 2, louvores: [{ titulo: 'Be Thou My Vision' }] });
  });

  it.each([
    ['inactive', () => `/louvor/${hidden}/`, 404],
    ['missing', () => '/louvor/999999/', 404],
    ['not a number', () => '/louvor/abc/', 400],
    ['bad page', () => '/louvor/?page=0', 400],
    ['unknown query', () => '/louvor/?x=1', 400],
    ['search too long', () => `/louvor/?busca=${'a'.repeat(101)}`, 400],
  ])('%s answers %i', async (_label, url, status) => {
    const res = await get(url());
    expect(res.statusCode).toBe(status);
    if (status === 404) expect(res.json()).toMatchObject({ code: 'PRAISE_NOT_FOUND', message: 'Song data not obtainable.' });
  });
});
