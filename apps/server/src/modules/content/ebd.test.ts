import { ZEbdSlug } from '@congrega/contract/endpoints/ebd';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ebd } from './content.schema.ts';
import { createContent, createQuarterChildren, type ContentKey } from './content.fixtures.ts';
import { ebdKind } from './ebd.kind.ts';

/** What Sunday school adds to the shared content pattern (content.test.ts covers the rest): the quarter's classes and
 * lessons in the detail, found by slug or by id (a notification's number), and slugs that are never all digits. */
describe('Sunday school (EBD) quarters', () => {
  let t: TestApp;
  let church: TestChurch;
  let other: TestChurch;
  let slug: ContentKey;
  let id: number;
  const get = (url: string, c = church) => t.app.inject({ url: `/api/v1${url}`, headers: { host: c.host, 'accept-language': 'en' } });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'ebd');
    other = await createChurch(t.app, 'ebd-outra');
    slug = await createContent(t.app, ebdKind, church, { titulo: 'Frutos do Espírito', slug: 'frutos-do-espirito-2026' });
    id = await createQuarterChildren(t.app, church, slug);
  });
  afterAll(() => t.close());

  it('answers a quarter by its slug with its classes and its lessons in order, lesson texts sanitised', async () => {
    const res = await get(`/ebd/${slug}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id,
      slug: 'frutos-do-espirito-2026',
      trimestre: '4º trimestre de 2026',
      dataInicio: '2026-10-04',
      dataFim: '2026-12-27',
      turmas: [{ nome: 'Turma A', faixaEtaria: 'Adultos', professor: 'Prof. A', sala: null, horario: null }],
    });
    expect(body.licoes.map((l: { numero: number; data: string }) => [l.numero, l.data])).toEqual([
      [1, '2026-10-04'],
      [2, '2026-10-11'],
    ]);
    expect(body.licoes[0]).toMatchObject({ titulo: 'Lição 1 A', textoBiblico: 'Jo 15:1-4', conteudo: '<p>um A</p>' });
  });

  it('answers the same quarter by its numeric id (what a notification names)', async () => {
    const res = await get(`/ebd/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug, licoes: [expect.anything(), expect.anything()] });
  });

  it('refuses an all-digit slug: the contract, the table, and a path that is neither a slug nor an id', async () => {
    expect(ZEbdSlug.safeParse('2026').success).toBe(false);
    expect(ZEbdSlug.safeParse('2026-4').success).toBe(false);
    expect(ZEbdSlug.safeParse('t4-2026').success).toBe(true);
    await expect(
      t.app.database.db.insert(ebd).values({
        igrejaId: church.id,
        titulo: 'x',
        conteudo: 'x',
        slug: '2026',
        trimestre: 'x',
        dataInicio: '2026-01-04',
        dataFim: '2026-03-29',
      }),
    ).rejects.toThrow();
    for (const bad of ['99999999999', '2026-4', 'Frutos']) expect((await get(`/ebd/${bad}`)).statusCode, bad).toBe(400);
  });

  it("another church's quarter, by slug or by id, answers 404; the list searches the quarter label", async () => {
    for (const key of [slug, id]) {
      const res = await get(`/ebd/${key}`, other);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('CONTENT_NOT_FOUND');
    }
    expect((await get('/igreja/ebd/ebd/?busca=trimestre de 2026')).json().itens.map((q: { slug: string }) => q.slug)).toEqual([slug]);
  });
});
