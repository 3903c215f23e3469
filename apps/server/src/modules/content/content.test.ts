import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CONTENT_KINDS } from './content-kinds.ts';
import { createContent, type ContentKey } from './content.fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;
const pathOf = (template: string, values: Record<string, string | number>) =>
  `/api/v1${template.replace(/:(\w+)/g, (_, name: string) => String(values[name]))}`;

/** Every content kind through the shared pattern: list, paging, search, detail, missing, unpublished, module off. */
describe.each(CONTENT_KINDS.map((kind) => [kind.endpoints.list.tags[0]!, kind] as const))('content kind %s', (_tag, kind) => {
  let t: TestApp;
  let church: TestChurch;
  let off: TestChurch;
  const ids: ContentKey[] = [];
  let unsafe: ContentKey;
  let scheduled: ContentKey;
  let inactive: ContentKey;
  // An item is named by its id, or by its slug for a kind found by slug.
  const keyOf = (i: { id: number; slug?: string }) => (kind.key ? i.slug : i.id);
  const en = { 'accept-language': 'en' };
  const list = (query = '', c = church) =>
    t.app.inject({ url: `${pathOf(kind.endpoints.list.path, { slug: c.slug })}${query}`, headers: { host: c.host, ...en } });
  const item = (key: ContentKey, c = church) =>
    t.app.inject({ url: pathOf(kind.endpoints.item.path, { id: key, slug: key }), headers: { host: c.host, ...en } });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'conteudo');
    off = await createChurch(t.app, 'sem-conteudo', { modules: ['MOD_CULTO'] });
    const now = Date.now();
    // 12 published items, the newest first: "Item 1" is a day old, "Item 12" twelve days.
    for (let n = 12; n >= 1; n--)
      ids[n] = await createContent(t.app, kind, church, {
        titulo: `Item ${n}`,
        resumo: n === 7 ? 'Sobre a graça' : null,
        dataPublicacao: new Date(now - n * DAY),
      });
    unsafe = await createContent(t.app, kind, church, {
      titulo: 'Perigoso',
      conteudo:
        '<p onclick="x()">Olá <script>alert(1)</script><a href="javascript:alert(2)">link</a> <a href="https://ok.example">ok</a></p><img src=x onerror=alert(3)>',
      dataPublicacao: new Date(now - 100 * DAY),
    });
    scheduled = await createContent(t.app, kind, church, { titulo: 'Agendado', dataPublicacao: new Date(now + DAY) });
    inactive = await createContent(t.app, kind, church, { titulo: 'Inativo', flagAtivo: false, dataPublicacao: new Date(now - DAY) });
  });
  afterAll(() => t.close());

  it('lists published items newest first, paged, with the total; public cache', async () => {
    const first = await list('?limit=5');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0');
    const body = first.json();
    expect(body).toMatchObject({ total: 13, page: 1, limit: 5 });
    expect(body.itens.map((i: { titulo: string }) => i.titulo)).toEqual(['Item 1', 'Item 2', 'Item 3', 'Item 4', 'Item 5']);
    expect(keyOf(body.itens[0])).toBe(ids[1]);
    expect(body.itens[0]).toMatchObject({ imagem: null, autor: null, tags: [] });
    expect(body.itens[0]).not.toHaveProperty('conteudo');
    const third = (await list('?limit=5&page=3')).json();
    expect(third.itens.map((i: { titulo: string }) => i.titulo)).toEqual(['Item 11', 'Item 12', 'Perigoso']);
    const past = (await list('?limit=5&page=9')).json();
    expect(past).toMatchObject({ itens: [], total: 13, page: 9 });
  });

  it('searches title, summary and text case-insensitively; wildcards are plain text', async () => {
    expect((await list('?busca=GRAÇA')).json().itens.map(keyOf)).toEqual([ids[7]]);
    expect((await list('?busca=item%201')).json().itens.map((i: { titulo: string }) => i.titulo)).toEqual([
      'Item 1',
      'Item 10',
      'Item 11',
      'Item 12',
    ]);
    expect((await list(`?busca=${encodeURIComponent('%')}`)).json()).toMatchObject({ itens: [], total: 0 });
  });

  it('answers one item with its rich text sanitised (no script, handlers, javascript: links or images)', async () => {
    const res = await item(unsafe);
    expect(res.statusCode).toBe(200);
    const { conteudo, titulo } = res.json();
    expect(titulo).toBe('Perigoso');
    expect(conteudo).toBe('<p>Olá <a>link</a> <a href="https://ok.example" rel="noopener noreferrer nofollow" target="_blank">ok</a></p>');
  });

  it('answers 404 CONTENT_NOT_FOUND for missing, scheduled and inactive items, 400 for a bad id', async () => {
    for (const id of [999999, scheduled, inactive]) {
      const res = await item(id);
      expect(res.statusCode, `${id} ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CONTENT_NOT_FOUND', message: 'Content missing or unavailable.' });
    }
    expect((await item(kind.key ? 'Not_a_slug' : 'abc')).statusCode).toBe(400);
    expect((await list('?limit=51')).statusCode).toBe(400);
    expect((await list('?foo=1')).statusCode).toBe(400);
  });

  it('another church named in the list path answers 404; a church without the module (if any) answers 404 MODULE_DISABLED', async () => {
    const other = await t.app.inject({ url: pathOf(kind.endpoints.list.path, { slug: off.slug }), headers: { host: church.host } });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('CHURCH_NOT_FOUND');
    // A kind without a module (videos) is served to every church.
    if (!kind.endpoints.list.module) return;
    for (const res of [await list('', off), await item(ids[1]!, off)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('MODULE_DISABLED');
    }
  });
});
