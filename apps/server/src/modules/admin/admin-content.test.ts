import fs from 'node:fs';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { templateOnlyDist } from '../../plugins/web.test-helpers.ts';
import { publishDueNotices } from '../content/content-authoring.ts';
import { devocional } from '../content/content.schema.ts';
import { notificacao } from '../notifications/notifications.schema.ts';
import { grantPreset, staffLogin, testPng, type StaffSession } from './admin.test-helpers.ts';

/** Authoring devotionals and news in the staff console: drafts, publishing (now or scheduled, notified once), rules. */
let t: TestApp;
let videira: TestChurch;
let grace: TestChurch;
let editor: StaffSession;
let graceAdmin: StaffSession;
let member: TestMember;

beforeAll(async () => {
  t = await createTestApp({ webDist: templateOnlyDist() });
  videira = await createChurch(t.app, 'videira');
  grace = await createChurch(t.app, 'grace');
  editor = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN_CONTENT'] }));
  const ga = await createMember(t.app, grace);
  await grantPreset(t.app, grace, ga, 'church_admin');
  graceAdmin = await staffLogin(t.app, ga, { totp: true });
  member = await createMember(t.app, videira);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (s: StaffSession, method: Method, path: string, payload?: object, slug = 'videira') =>
  t.app.inject({
    method,
    url: `/api/v1/admin/${slug}/content${path}`,
    headers: { ...s.headers, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
const draft = (over: object = {}) => ({ titulo: 'Confie', conteudo: '<p>Entrega o teu caminho.</p>', passagem: 'Salmos 37.5', ...over });
const create = async (over: object = {}, kind = 'devotionals') => {
  const res = await call(editor, 'POST', `/${kind}`, draft(kind === 'news' ? { passagem: undefined, ...over } : over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; estado: string; conteudo: string };
};
const memberList = async (path = 'devocional') =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/igreja/videira/${path}/`, headers: { host: videira.host } })).json().itens as Array<{
    id: number;
    titulo: string;
  }>;
const memberItem = (id: number, path = 'devocional') =>
  t.app.inject({ method: 'GET', url: `/api/v1/${path}/${id}`, headers: { host: videira.host } });
const churchNotices = (id: number) =>
  t.app.database.db
    .select()
    .from(notificacao)
    .where(and(eq(notificacao.igrejaId, videira.id), eq(notificacao.idEntidadeRelacionada, id), isNull(notificacao.usuarioId)));
const upload = async (s: StaffSession, slug = 'videira') => {
  const form = new FormData();
  form.append('imagem', new Blob([await testPng()], { type: 'image/png' }), 'cover.png');
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/${slug}/content/images`,
    headers: { ...s.headers, 'accept-language': 'en' },
    payload: form,
  });
};

describe('drafts', () => {
  it('creates a draft, sanitised before it is stored, kept off the member pages', async () => {
    const item = await create({ conteudo: '<p>Oi<script>alert(1)</script> <a href="javascript:x">x</a></p>' });
    expect(item.estado).toBe('draft');
    const [row] = await t.app.database.db.select().from(devocional).where(eq(devocional.id, item.id));
    expect(row!.conteudo).toBe('<p>Oi <a>x</a></p>');
    expect((await memberList()).map((i) => i.id)).not.toContain(item.id);
    expect((await memberItem(item.id)).statusCode).toBe(404);
    const got = await call(editor, 'GET', `/devotionals/${item.id}`);
    expect(got.json()).toMatchObject({ id: item.id, estado: 'draft', passagem: 'Salmos 37.5', imagem: null, tags: [] });
  });

  it.each([
    ['a blank title', { titulo: '  ' }, 'titulo', 'This field is required.'],
    ['a title too long', { titulo: 'x'.repeat(201) }, 'titulo', /at most/],
    ['an unknown field', { extra: 1 }, 'extra', /not expected|Unexpected|unknown/i],
    ['a cover without alt text', { imagem: '/media/seed/devotionals/a.jpg', imagemAlt: null }, 'imagemAlt', 'This field is required.'],
    ['a focal point outside 0..1', { imagemFoco: { x: 1.5, y: 0.5 } }, 'imagemFoco.x', /./],
    ['a control character', { titulo: 'a\u0000b' }, 'titulo', /./],
  ])('refuses %s with a translated field error', async (_name, over, field, message) => {
    const res = await call(editor, 'POST', '/devotionals', draft(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toMatch(message);
  });

  it('refuses a text that is empty once sanitised, on conteudo', async () => {
    const res = await call(editor, 'POST', '/devotionals', draft({ conteudo: '<script>x</script><p> </p>' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CONTENT_TEXT_EMPTY', fields: { conteudo: 'Write the text.' } });
  });

  it("takes a cover uploaded into the church's content folder with its alt text and focal point; refuses another church's", async () => {
    const up = await upload(editor);
    expect(up.statusCode, up.body).toBe(201);
    const imagem = up.json().imagem as string;
    expect(imagem).toMatch(new RegExp(`^/media/uploads/church-${videira.id}/contents/[0-9a-f-]{36}\\.webp$`));
    expect(fs.existsSync(`${t.app.config.dataDir}/uploads${imagem.slice('/media/uploads'.length)}`)).toBe(true);
    const item = await create({ imagem, imagemAlt: 'Um caminho ao nascer do sol', imagemFoco: { x: 0.25, y: 0.75 } });
    expect(item).toMatchObject({ imagem, imagemAlt: 'Um caminho ao nascer do sol', imagemFoco: { x: 0.25, y: 0.75 } });
    const theirs = (await upload(graceAdmin, 'grace')).json().imagem as string;
    const res = await call(editor, 'POST', '/devotionals', draft({ imagem: theirs, imagemAlt: 'x' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.imagem).toBeTruthy();
  });

  it('updates every field, the state unchanged; audited with before and after', async () => {
    const item = await create();
    const res = await call(editor, 'PUT', `/devotionals/${item.id}`, draft({ titulo: 'Confie sempre', tags: ['fé'] }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ titulo: 'Confie sempre', tags: ['fé'], estado: 'draft' });
    const admin = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN'] }), { totp: true });
    const audit = await t.app.inject({ method: 'GET', url: `/api/v1/admin/videira/audit?entidade=devotionals`, headers: admin.headers });
    const rows = audit.json().itens as Array<{ area: string; acao: string; entidadeId: string; antes: { titulo?: string } | null }>;
    expect(rows.find((r) => r.entidadeId === String(item.id) && r.acao === 'update')).toMatchObject({
      area: 'content',
      antes: { titulo: 'Confie' },
    });
    expect(rows.some((r) => r.entidadeId === String(item.id) && r.acao === 'create')).toBe(true);
  });
});

describe('publishing', () => {
  it('publishes now: on the member list, detail and link preview at once, one notification for every member', async () => {
    const item = await create({ titulo: 'Publicado agora' });
    const res = await call(editor, 'POST', `/devotionals/${item.id}/publish`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ estado: 'published' });
    expect(res.json().notificadoEm).not.toBeNull();
    expect((await memberList()).map((i) => i.titulo)).toContain('Publicado agora');
    const detail = await memberItem(item.id);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['cache-control']).toBe('public, max-age=0');
    const page = await t.app.inject({ method: 'GET', url: `/devotionals/${item.id}`, headers: { host: videira.host } });
    expect(page.body).toContain('<title>Publicado agora');
    expect(await churchNotices(item.id)).toMatchObject([{ tipo: 'DEVOCIONAL', titulo: 'Publicado agora', igrejaOrigemCodigo: 'VIDEIRA' }]);
    const feed = await t.app.inject({ method: 'GET', url: `/api/v1/igreja/${videira.id}/notificacao/`, headers: member.headers });
    expect(feed.json().notificacoes.map((n: { titulo: string }) => n.titulo)).toContain('Publicado agora');
    // Published again (after an unpublish): no second notice.
    await call(editor, 'POST', `/devotionals/${item.id}/unpublish`);
    await call(editor, 'POST', `/devotionals/${item.id}/publish`, {});
    expect(await churchNotices(item.id)).toHaveLength(1);
  });

  it('news notify as NOTICIA', async () => {
    const item = await create({ titulo: 'Notícia' }, 'news');
    await call(editor, 'POST', `/news/${item.id}/publish`, {});
    expect(await churchNotices(item.id)).toMatchObject([{ tipo: 'NOTICIA' }]);
    expect((await memberList('noticia')).map((i) => i.id)).toContain(item.id);
  });

  it('refuses a time in the past, translated on quando', async () => {
    const item = await create();
    const res = await call(editor, 'POST', `/devotionals/${item.id}/publish`, { quando: new Date(Date.now() - 60_000).toISOString() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CONTENT_PUBLISH_IN_PAST', fields: { quando: expect.stringMatching(/future/) } });
    const pt = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/videira/content/devotionals/${item.id}/publish`,
      headers: { ...editor.headers, 'accept-language': 'pt-BR' },
      payload: { quando: '2001-01-01T00:00:00Z' },
    });
    expect(pt.json().fields.quando).toMatch(/futuro/);
  });

  it('schedules: hidden until the time, then two concurrent runs of the job notify exactly once', async () => {
    const item = await create({ titulo: 'Agendado' });
    const res = await call(editor, 'POST', `/devotionals/${item.id}/publish`, { quando: new Date(Date.now() + 3_600_000).toISOString() });
    expect(res.json()).toMatchObject({ estado: 'scheduled', notificadoEm: null });
    expect((await memberList()).map((i) => i.id)).not.toContain(item.id);
    expect(await publishDueNotices(t.app)).toBe(0);
    // The time arrives.
    await t.app.database.db
      .update(devocional)
      .set({ dataPublicacao: new Date(Date.now() - 1000) })
      .where(eq(devocional.id, item.id));
    const runs = await Promise.all([publishDueNotices(t.app), publishDueNotices(t.app)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await churchNotices(item.id)).toHaveLength(1);
    expect(await publishDueNotices(t.app)).toBe(0);
    expect((await memberList()).map((i) => i.id)).toContain(item.id);
    expect((await call(editor, 'GET', `/devotionals/${item.id}`)).json().estado).toBe('published');
  });

  it('an unpublished scheduled item is never notified', async () => {
    const item = await create();
    await call(editor, 'POST', `/devotionals/${item.id}/publish`, { quando: new Date(Date.now() + 3_600_000).toISOString() });
    await call(editor, 'POST', `/devotionals/${item.id}/unpublish`);
    await t.app.database.db
      .update(devocional)
      .set({ dataPublicacao: new Date(Date.now() - 1000) })
      .where(eq(devocional.id, item.id));
    expect(await publishDueNotices(t.app)).toBe(0);
    expect((await call(editor, 'GET', `/devotionals/${item.id}`)).json().estado).toBe('unpublished');
  });

  it('unpublishes (off the member pages at once) and deletes', async () => {
    const item = await create({ titulo: 'Some' });
    await call(editor, 'POST', `/devotionals/${item.id}/publish`, {});
    expect((await memberItem(item.id)).statusCode).toBe(200);
    expect((await call(editor, 'POST', `/devotionals/${item.id}/unpublish`)).json().estado).toBe('unpublished');
    expect((await memberItem(item.id)).statusCode).toBe(404);
    expect((await call(editor, 'DELETE', `/devotionals/${item.id}`)).statusCode).toBe(204);
    expect((await call(editor, 'GET', `/devotionals/${item.id}`)).statusCode).toBe(404);
  });
});

describe('lists', () => {
  it('searches, filters by state and pages', async () => {
    const a = await create({ titulo: 'Busca alfa' });
    const b = await create({ titulo: 'Busca beta' });
    await call(editor, 'POST', `/devotionals/${b.id}/publish`, {});
    const all = (await call(editor, 'GET', '/devotionals?busca=busca')).json();
    expect(all.itens.map((i: { id: number }) => i.id)).toEqual([b.id, a.id]);
    const drafts = (await call(editor, 'GET', '/devotionals?busca=busca&estado=draft')).json();
    expect(drafts.itens.map((i: { id: number }) => i.id)).toEqual([a.id]);
    const paged = (await call(editor, 'GET', '/devotionals?busca=busca&limit=1&page=2')).json();
    expect(paged).toMatchObject({ total: 2, page: 2, limit: 1, itens: [{ id: a.id }] });
    expect((await call(editor, 'GET', '/devotionals?estado=other')).statusCode).toBe(400);
  });
});

describe('access', () => {
  it("another church's staff, a member without a grant and a visitor cannot read nor write videira's content", async () => {
    const item = await create();
    expect((await call(graceAdmin, 'GET', `/devotionals/${item.id}`)).statusCode).toBe(404);
    expect((await call(graceAdmin, 'GET', `/devotionals/${item.id}`, undefined, 'grace')).statusCode).toBe(404);
    expect((await call(graceAdmin, 'DELETE', `/devotionals/${item.id}`, undefined, 'grace')).statusCode).toBe(404);
    const plain = await staffLogin(t.app, await createMember(t.app, videira)).catch(() => undefined);
    if (plain) expect([403, 404]).toContain((await call(plain, 'GET', '/devotionals')).statusCode);
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/videira/content/devotionals',
      headers: { host: 'admin.localhost' },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await call(editor, 'GET', `/devotionals/${item.id}`)).statusCode).toBe(200);
  });
});
