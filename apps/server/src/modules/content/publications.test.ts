import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createContent, createPublicationType } from './content.fixtures.ts';
import { publicationsKind } from './publications.kind.ts';

/** What publications add to the shared content pattern (content.test.ts covers the rest): types, `tipo`, the file. */
describe('publications and publication types', () => {
  let t: TestApp;
  let church: TestChurch;
  let revista: number;
  let boletim: number;
  const get = (url: string) => t.app.inject({ url: `/api/v1${url}`, headers: { host: church.host } });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'publica');
    revista = await createPublicationType(t.app, church, 'Revista');
    boletim = await createPublicationType(t.app, church, 'Boletim');
    await createPublicationType(t.app, church, 'Vazio');
    const day = 86_400_000;
    await createContent(t.app, publicationsKind, church, {
      slug: 'revista-1',
      titulo: 'Revista 1',
      tipoId: revista,
      dataPublicacao: new Date(Date.now() - 2 * day),
    });
    await createContent(t.app, publicationsKind, church, {
      slug: 'boletim-1',
      titulo: 'Boletim 1',
      tipoId: boletim,
      arquivo: '/media/uploads/publications/boletim-1.pdf',
      dataPublicacao: new Date(Date.now() - day),
    });
    await createContent(t.app, publicationsKind, church, {
      slug: 'boletim-2',
      titulo: 'Futuro',
      tipoId: boletim,
      dataPublicacao: new Date(Date.now() + day),
    });
  });
  afterAll(() => t.close());

  it('lists the types in order with how many published publications each has', async () => {
    const res = await get('/igreja/publica/publicacao-tipo/');
    expect(res.statusCode).toBe(200);
    expect(res.json().itens.map((i: { nome: string; total: number }) => [i.nome, i.total])).toEqual([
      ['Revista', 1],
      ['Boletim', 1],
      ['Vazio', 0],
    ]);
  });

  it('filters the list by type and answers one publication by slug with its file', async () => {
    const byType = (await get(`/igreja/publica/publicacao/?tipo=${boletim}`)).json();
    expect(byType.itens.map((i: { slug: string }) => i.slug)).toEqual(['boletim-1']);
    expect((await get('/igreja/publica/publicacao/')).json().total).toBe(2);
    expect((await get('/igreja/publica/publicacao/?tipo=0')).statusCode).toBe(400);
    const one = await get('/publicacao/boletim-1');
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ slug: 'boletim-1', tipoId: boletim, arquivo: '/media/uploads/publications/boletim-1.pdf' });
    expect((await get('/publicacao/boletim-2')).statusCode).toBe(404);
  });
});
