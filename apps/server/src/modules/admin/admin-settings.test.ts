import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { grantPreset, staffLogin, uploadedImage, type StaffSession } from './admin.test-helpers.ts';
import { maskForAudit, MASK } from './audit-mask.ts';

let t: TestApp;
let videira: TestChurch;
let admin: StaffSession;
let editor: StaffSession;
let graceAdmin: StaffSession;
let editorEmail: string;
let editorMember: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  const grace = await createChurch(t.app, 'grace');
  admin = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN'] }), { totp: true });
  editorMember = await createMember(t.app, videira, { nome: 'Editora' });
  editorEmail = editorMember.email;
  const ga = await createMember(t.app, grace);
  await grantPreset(t.app, grace, ga, 'church_admin');
  graceAdmin = await staffLogin(t.app, ga, { totp: true });
});
afterAll(() => t.close());

const call = (s: StaffSession, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/videira${path}`,
    headers: { ...s.headers, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
const bootstrap = async () => (await t.app.inject({ method: 'GET', url: '/bff/bootstrap', headers: { host: videira.host } })).json();

describe('church settings', () => {
  it("changes the colours, and the church's site shows them at once (caches evicted)", async () => {
    expect((await bootstrap()).visual.corApp).not.toBe('#0b3d2e');
    const res = await call(admin, 'PUT', '/settings/visual', { corApp: '#0B3D2E', corTexto: '#ffffff' });
    expect(res.statusCode).toBe(200);
    expect(res.json().visual).toEqual({ corApp: '#0b3d2e', corTexto: '#ffffff' });
    expect((await bootstrap()).visual.corApp).toBe('#0b3d2e');
  });

  it('refuses colours whose text does not read, on the text field', async () => {
    const res = await call(admin, 'PUT', '/settings/visual', { corApp: '#ffffff', corTexto: '#eeeeee' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.corTexto).toMatch(/contrast/);
  });

  it('replaces the menu and renames the church; both show on the site at once', async () => {
    const menu = await call(admin, 'PUT', '/settings/menu', {
      itens: [
        { titulo: 'Oração', link: '/prayer', icone: null },
        { titulo: 'Site', link: 'https://example.org' },
      ],
    });
    expect(menu.statusCode).toBe(200);
    const texts = await call(admin, 'PATCH', '/settings', { nome: 'Igreja Videira Nova', fusoHorario: 'America/Manaus' });
    expect(texts.json()).toMatchObject({ nome: 'Igreja Videira Nova', fusoHorario: 'America/Manaus' });
    const b = await bootstrap();
    expect(b.igreja.nome).toBe('Igreja Videira Nova');
    expect(b.menu.map((m: { titulo: string }) => m.titulo).slice(0, 2)).toEqual(['Oração', 'Site']);
    const bad = await call(admin, 'PUT', '/settings/menu', { itens: [{ titulo: 'x', link: 'javascript:alert(1)' }] });
    expect(bad.statusCode).toBe(400);
    const foreign = await call(admin, 'PUT', '/settings/menu', { itens: [{ id: 2147483647, titulo: 'x', link: '/x' }] });
    expect(foreign.json().code).toBe('MENU_ITEM_NOT_FOUND');
  });

  it('creates, reorders and deletes banners', async () => {
    const imagem = await uploadedImage(t.app, admin, 'videira');
    const a = (await call(admin, 'POST', '/settings/banners', { titulo: 'A', imagem, textoAlternativo: 'A' })).json();
    const b = (await call(admin, 'POST', '/settings/banners', { titulo: 'B', imagem, textoAlternativo: 'B', link: '/events' })).json();
    const order = await call(admin, 'PUT', '/settings/banners/order', { ids: [b.id, a.id] });
    expect(order.json().itens.map((x: { titulo: string }) => x.titulo)).toEqual(['B', 'A']);
    expect((await call(admin, 'PUT', '/settings/banners/order', { ids: [a.id] })).json().code).toBe('BANNER_ORDER_MISMATCH');
    expect((await call(admin, 'DELETE', `/settings/banners/${a.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', '/settings/banners')).json().itens).toHaveLength(1);
  });

  it('gives a member the content editor preset; the editor opens content but not people, money or settings', async () => {
    const created = await call(admin, 'POST', '/grants', { email: editorEmail, preset: 'content_editor' });
    expect(created.statusCode).toBe(201);
    expect(created.json().itens).toHaveLength(3);
    editor = await staffLogin(t.app, editorMember);
    expect((await call(editor, 'GET', '/dashboard')).statusCode).toBe(200);
    expect((await call(editor, 'GET', '/settings')).json().code).toBe('STAFF_FORBIDDEN');
    const dash = (await call(editor, 'GET', '/dashboard')).json();
    expect(dash.itens.map((i: { area: string }) => i.area)).toEqual(['events']);
    const scoped = await call(admin, 'POST', '/grants', { email: editorEmail, preset: 'door_staff' });
    expect(scoped.json().code).toBe('GRANT_SCOPE_REQUIRED');
    const past = await call(admin, 'POST', '/grants', {
      email: editorEmail,
      area: 'live',
      action: 'view',
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(past.json().code).toBe('GRANT_EXPIRY_PAST');
    const stranger = await call(admin, 'POST', '/grants', { email: 'nobody@test.local', preset: 'finance' });
    expect(stranger.json().code).toBe('GRANT_MEMBER_NOT_FOUND');
  });

  it('writes every change to the audit log, newest first, filterable, names never copied in', async () => {
    const page = (await call(admin, 'GET', '/audit?limit=100')).json();
    const entities = page.itens.map((i: { entidade: string }) => i.entidade);
    for (const e of ['igreja_visual', 'igreja_app_menu', 'igreja', 'banner', 'staff_grant']) expect(entities).toContain(e);
    expect(page.total).toBe(page.itens.length);
    const colour = page.itens.find((i: { entidade: string }) => i.entidade === 'igreja_visual');
    expect(colour).toMatchObject({ acao: 'update', area: 'settings', depois: { corApp: '#0b3d2e' } });
    expect(colour.requestId).toBeTruthy();
    expect(JSON.stringify(page)).not.toContain(editorEmail);
    const grants = (await call(admin, 'GET', '/audit?entidade=staff_grant')).json();
    expect(grants.itens.every((i: { entidade: string }) => i.entidade === 'staff_grant')).toBe(true);
    const future = (await call(admin, 'GET', '/audit?de=2999-01-01')).json();
    expect(future.itens).toEqual([]);
    expect((await call(admin, 'GET', '/audit?de=2026-02-01&ate=2026-01-01')).statusCode).toBe(400);
    const csv = await call(admin, 'GET', '/audit/export?area=settings');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('em,ator_conta_id,ator,area,entidade,entidade_id,acao,antes,depois,request_id,ip');
    expect(lines.length).toBe(page.itens.filter((i: { area: string }) => i.area === 'settings').length + 1);
  });

  it("grace's admin neither reads nor changes videira", async () => {
    const before = await bootstrap();
    for (const [method, path, payload] of [
      ['GET', '/settings', undefined],
      ['GET', '/audit', undefined],
      ['PUT', '/settings/visual', { corApp: '#000000', corTexto: '#ffffff' }],
      ['POST', '/grants', { email: editorEmail, preset: 'finance' }],
    ] as const) {
      const res = await call(graceAdmin, method, path, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('CHURCH_NOT_FOUND');
    }
    expect(await bootstrap()).toEqual(before);
  });
});

describe('the audit log is append-only', () => {
  it.each([
    ['the owner (PGlite superuser / PostgreSQL owner)', false],
    ['the app role in the church scope', true],
  ])('refuses UPDATE and DELETE by %s', async (_name, scoped) => {
    const run = (statement: ReturnType<typeof sql>) =>
      scoped ? t.app.database.withChurch(videira.id, (tx) => tx.execute(statement)) : t.app.database.db.execute(statement);
    const [row] = ((await t.app.database.db.execute(sql`select count(*)::int as n from auditoria`)) as unknown as { rows: { n: number }[] })
      .rows;
    expect(row!.n).toBeGreaterThan(0);
    await expect(run(sql`update auditoria set acao = 'x'`)).rejects.toThrow();
    await expect(run(sql`delete from auditoria`)).rejects.toThrow();
    const [after] = (
      (await t.app.database.db.execute(sql`select count(*)::int as n from auditoria where acao = 'x'`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(after!.n).toBe(0);
  });

  it('masks secrets, CPF and card data wherever they sit', () => {
    expect(
      maskForAudit({
        senha: 'x',
        nested: { refreshToken: 't', cpf: '1', list: [{ numeroCartao: '4111' }] },
        doc: '529.982.247-25',
        pan: 'x',
        nome: 'Ana',
      }),
    ).toEqual({
      senha: MASK,
      nested: { refreshToken: MASK, cpf: MASK, list: [{ numeroCartao: MASK }] },
      doc: MASK,
      pan: MASK,
      nome: 'Ana',
    });
  });
});
