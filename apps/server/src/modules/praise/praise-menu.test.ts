import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearBootstrapCache } from '../church/bootstrap.service.ts';
import { igrejaAppMenu } from '../church/church.schema.ts';
import { createChurch, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSong } from './praise.fixtures.ts';

/** The songs entry of the menu (and so of the home tiles) is computed from "this church has songs". */
describe('praise: the songs menu entry', () => {
  let t: TestApp;
  let pt: TestChurch;
  let es: TestChurch;
  const menu = async (church: TestChurch) => {
    clearBootstrapCache(t.app);
    const res = await t.app.inject({ url: '/bff/bootstrap', headers: { host: church.host } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { menu: Array<{ id: number; titulo: string; link: string; ordem: number }> }).menu;
  };

  beforeAll(async () => {
    t = await createTestApp();
    pt = await createChurch(t.app, 'menu-pt', { idioma: 'pt_BR' });
    es = await createChurch(t.app, 'menu-es', { idioma: 'es' });
    await t.app.database.db.insert(igrejaAppMenu).values([
      { igrejaId: pt.id, titulo: 'Bíblia', link: '/bible', ordem: 5 },
      { igrejaId: es.id, titulo: 'Cantos', link: '/praise/', ordem: 2 },
    ]);
  });
  afterAll(() => t.close());

  it('has no songs entry while the church has no active song (a configured one is dropped too)', async () => {
    expect((await menu(pt)).map((m) => m.link)).toEqual(['/bible']);
    await createSong(t.app, es.id, { titulo: 'Inactiva', ativo: false });
    expect((await menu(es)).map((m) => m.link)).toEqual([]);
  });

  it('adds the entry in the church’s language after its own entries once it has a song', async () => {
    await createSong(t.app, pt.id, { titulo: 'Castelo forte', cifra: '[C]Castelo' });
    expect((await menu(pt)).map(({ titulo, link, ordem }) => ({ titulo, link, ordem }))).toEqual([
      { titulo: 'Bíblia', link: '/bible', ordem: 5 },
      { titulo: 'Louvores', link: '/praise', ordem: 6 },
    ]);
  });

  it('keeps the church’s own songs entry instead of adding a second one', async () => {
    await createSong(t.app, es.id, { titulo: 'Santo', cifra: '[D]Santo' });
    expect((await menu(es)).map((m) => [m.titulo, m.link])).toEqual([['Cantos', '/praise/']]);
  });
});
