import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { templateOnlyDist } from '../../plugins/web.test-helpers.ts';
import { conteudoSlugAntigo } from '../content/content-slugs.schema.ts';
import { staffLogin, type StaffSession } from './admin.test-helpers.ts';

/**
 * Editable slugs (issue 33): derived from the title, unique per church and kind (a clash is a translated 409 on
 * `slug`), and an old slug keeps answering: the member API answers it with the item (Content-Location names the
 * current path), the page answers 301 to the current slug; deleting the item frees its old slugs.
 */
let t: TestApp;
let videira: TestChurch;
let grace: TestChurch;
let editor: StaffSession;
let graceEditor: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ webDist: templateOnlyDist() });
  videira = await createChurch(t.app, 'videira');
  grace = await createChurch(t.app, 'grace');
  editor = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN_CONTENT'] }));
  graceEditor = await staffLogin(t.app, await createMember(t.app, grace, { roles: ['ROLE_ADMIN_CONTENT'] }));
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, s = editor, slug = 'videira', lang = 'en') =>
  t.app.inject({
    method,
    url: `/api/v1/admin/${slug}/content/news${path}`,
    headers: { ...s.headers, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
const body = (over: object = {}) => ({ titulo: 'Batismo nas águas', conteudo: '<p>Domingo.</p>', ...over });
const published = async (over: object = {}) => {
  const res = await call('POST', '', body(over));
  expect(res.statusCode, res.body).toBe(201);
  const item = res.json() as { id: number; slug: string };
  await call('POST', `/${item.id}/publish`, {});
  return item;
};
const api = (key: string | number, c = videira) =>
  t.app.inject({ method: 'GET', url: `/api/v1/noticia/${key}`, headers: { host: c.host } });
const page = (path: string, c = videira) => t.app.inject({ method: 'GET', url: path, headers: { host: c.host } });

describe('slugs', () => {
  it('derives a slug from the title (accents dropped), numbered while taken; the member API finds it by slug or id', async () => {
    const first = await published();
    expect(first.slug).toBe('batismo-nas-aguas');
    const second = await published();
    expect(second.slug).toBe('batismo-nas-aguas-2');
    expect((await api('batismo-nas-aguas')).json()).toMatchObject({ id: first.id, slug: 'batismo-nas-aguas' });
    expect((await api(first.id)).json()).toMatchObject({ id: first.id, slug: 'batismo-nas-aguas' });
    // Another church may use the same slug.
    expect((await call('POST', '', body(), graceEditor, 'grace')).json().slug).toBe('batismo-nas-aguas');
  });

  it('renamed: the old slug answers the item with its current path, the old page redirects 301, history is kept', async () => {
    const item = await published({ titulo: 'Santa ceia', slug: 'santa-ceia' });
    const res = await call('PUT', `/${item.id}`, body({ titulo: 'Santa ceia', slug: 'santa-ceia-de-dezembro' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'santa-ceia-de-dezembro', estado: 'published' });
    const old = await api('santa-ceia');
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ id: item.id, slug: 'santa-ceia-de-dezembro' });
    expect(old.headers['content-location']).toBe('/api/v1/noticia/santa-ceia-de-dezembro');
    expect((await api('santa-ceia-de-dezembro')).headers['content-location']).toBeUndefined();
    const html = await page('/news/santa-ceia?utm=x');
    expect(html.statusCode).toBe(301);
    expect(html.headers.location).toBe('/news/santa-ceia-de-dezembro?utm=x');
    const current = await page('/news/santa-ceia-de-dezembro');
    expect(current.statusCode).toBe(200);
    expect(current.body).toContain('<title>Santa ceia');
    // Renamed again: both old slugs lead to it; taking the first back makes it current again.
    await call('PUT', `/${item.id}`, body({ titulo: 'Santa ceia', slug: 'ceia' }));
    expect((await api('santa-ceia')).json().slug).toBe('ceia');
    expect((await api('santa-ceia-de-dezembro')).json().slug).toBe('ceia');
    expect((await call('PUT', `/${item.id}`, body({ titulo: 'Santa ceia', slug: 'santa-ceia' }))).statusCode).toBe(200);
    expect((await api('ceia')).json().slug).toBe('santa-ceia');
    const rows = await t.app.database.db
      .select()
      .from(conteudoSlugAntigo)
      .where(and(eq(conteudoSlugAntigo.igrejaId, videira.id), eq(conteudoSlugAntigo.conteudoId, item.id)));
    expect(rows.map((r) => r.slug).sort()).toEqual(['ceia', 'santa-ceia-de-dezembro']);
    // Blank keeps the current slug.
    expect((await call('PUT', `/${item.id}`, body({ titulo: 'Outro título', slug: null }))).json().slug).toBe('santa-ceia');
  });

  it("refuses another item's slug, current or old, with a translated 409 on slug", async () => {
    const a = await published({ titulo: 'Retiro', slug: 'retiro' });
    await call('PUT', `/${a.id}`, body({ titulo: 'Retiro', slug: 'retiro-2027' }));
    const b = (await call('POST', '', body({ titulo: 'Outro' }))).json() as { id: number };
    for (const slug of ['retiro-2027', 'retiro']) {
      const res = await call('PUT', `/${b.id}`, body({ titulo: 'Outro', slug }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONTENT_SLUG_TAKEN', fields: { slug: expect.stringMatching(/another item/) } });
    }
    const pt = await call('POST', '', body({ slug: 'retiro' }), editor, 'videira', 'pt-BR');
    expect(pt.json().fields.slug).toMatch(/outro item/);
  });

  it.each([
    ['digits only', '2026'],
    ['upper case', 'Retiro'],
    ['spaces', 'retiro de casais'],
    ['an accent', 'ação'],
    ['a NUL byte', 'a\u0000b'],
    ['a number', 12],
    ['too long', `a${'b'.repeat(100)}`],
  ])('refuses a slug with %s, translated on slug', async (_name, slug) => {
    const res = await call('POST', '', body({ slug }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.slug).toBeTruthy();
  });

  it('deleting an item frees its slugs; an old slug of an unpublished item is not found', async () => {
    const item = await published({ titulo: 'Vigília', slug: 'vigilia' });
    await call('PUT', `/${item.id}`, body({ titulo: 'Vigília', slug: 'vigilia-de-oracao' }));
    await call('POST', `/${item.id}/unpublish`);
    expect((await api('vigilia')).statusCode).toBe(404);
    expect((await page('/news/vigilia')).statusCode).toBe(404);
    expect((await call('DELETE', `/${item.id}`)).statusCode).toBe(204);
    expect((await call('POST', '', body({ titulo: 'Nova', slug: 'vigilia' }))).statusCode).toBe(201);
  });

  it("another church's old slug leads nowhere on this church's host", async () => {
    const theirs = (await call('POST', '', body({ titulo: 'Da grace', slug: 'da-grace' }), graceEditor, 'grace')).json() as { id: number };
    await call('POST', `/${theirs.id}/publish`, {}, graceEditor, 'grace');
    await call('PUT', `/${theirs.id}`, body({ titulo: 'Da grace', slug: 'da-grace-nova' }), graceEditor, 'grace');
    expect((await api('da-grace', grace)).json().slug).toBe('da-grace-nova');
    expect((await api('da-grace')).statusCode).toBe(404);
    expect((await page('/news/da-grace')).statusCode).toBe(404);
  });

  it('devotionals have slugs too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/videira/content/devotionals',
      headers: editor.headers,
      payload: { titulo: 'Confie no Senhor', conteudo: '<p>x</p>', passagem: 'Pv 3.5' },
    });
    expect(res.json()).toMatchObject({ slug: 'confie-no-senhor', passagem: 'Pv 3.5' });
  });
});
