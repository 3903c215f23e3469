import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { igrejaAppExterno } from '../external-apps/external-apps.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/** External apps in the church settings (issue 30; spec /third-parts/{app}): set-up, write-only secret, audited, isolated. */
const SECRET = 'kids-app-shared-secret-0123456789-abcdef';
const OTHER_SECRET = 'another-shared-secret-for-mykids-0123456789';
let t: TestApp;
let videira: TestChurch;
let grace: TestChurch;
let member: TestMember;
let admin: StaffSession;
let graceAdmin: StaffSession;
let editor: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  grace = await createChurch(t.app, 'grace');
  member = await createMember(t.app, videira);
  admin = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN'] }), { totp: true });
  const ga = await createMember(t.app, grace);
  await grantPreset(t.app, grace, ga, 'church_admin');
  graceAdmin = await staffLogin(t.app, ga, { totp: true });
  const ed = await createMember(t.app, videira);
  await grantPreset(t.app, videira, ed, 'content_editor');
  editor = await staffLogin(t.app, ed);
});
afterAll(() => t.close());

const call = (s: StaffSession, method: 'GET' | 'PUT' | 'DELETE', path: string, payload?: object, slug = 'videira') =>
  t.app.inject({
    method,
    url: `/api/v1/admin/${slug}/settings/external-apps${path}`,
    headers: { ...s.headers, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
/** What the member gets on /third-parts/mykids now. */
const memberOpens = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/app-externo/mykids/acesso', headers: member.headers });
  return res.json() as { configurado: boolean; url?: string };
};
const rowsOf = async (church: TestChurch) =>
  (await t.app.database.db.select().from(igrejaAppExterno)).filter((r) => r.igrejaId === church.id).map((r) => [r.codigo, r.url]);

describe('external apps in the settings', () => {
  it('lists both apps of the spec with their module, none set up yet', async () => {
    const res = await call(admin, 'GET', '');
    expect(res.statusCode).toBe(200);
    expect(res.json().itens).toEqual([
      { app: 'voluts', codigo: 'MOD_VOLUTS', moduloAtivo: true, url: null, segredoDefinido: false, configurado: false },
      { app: 'mykids', codigo: 'MOD_MYKIDS', moduloAtivo: true, url: null, segredoDefinido: false, configurado: false },
    ]);
  });

  it('sets an app up, and the next member to open it is handed over with the new secret; the secret never comes back', async () => {
    expect(await memberOpens()).toEqual({ configurado: false });
    const res = await call(admin, 'PUT', '/mykids', { url: 'https://kids.example.org/entrar', segredo: SECRET });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      app: 'mykids',
      codigo: 'MOD_MYKIDS',
      moduloAtivo: true,
      url: 'https://kids.example.org/entrar',
      segredoDefinido: true,
      configurado: true,
    });
    const opened = await memberOpens();
    expect(opened.configurado).toBe(true);
    const url = new URL(opened.url!);
    expect(`${url.origin}${url.pathname}`).toBe('https://kids.example.org/entrar');
    const token = url.hash.replace(/^#congrega_token=/, '');
    await expect(jwtVerify(token, Buffer.from(SECRET), { audience: 'external-app:mykids' })).resolves.toBeDefined();
    expect((await call(admin, 'GET', '')).body).not.toContain(SECRET);
  });

  it('changes the address and keeps the secret when none is sent; a new one replaces it; audited without it', async () => {
    const moved = await call(admin, 'PUT', '/mykids', { url: 'https://kids2.example.org/' });
    expect([moved.statusCode, moved.json().url, moved.json().segredoDefinido]).toEqual([200, 'https://kids2.example.org/', true]);
    const token = new URL((await memberOpens()).url!).hash.replace(/^#congrega_token=/, '');
    await expect(jwtVerify(token, Buffer.from(SECRET), { audience: 'external-app:mykids' })).resolves.toBeDefined();
    expect((await call(admin, 'PUT', '/mykids', { url: 'https://kids2.example.org/', segredo: OTHER_SECRET })).statusCode).toBe(200);
    const next = new URL((await memberOpens()).url!).hash.replace(/^#congrega_token=/, '');
    await expect(jwtVerify(next, Buffer.from(OTHER_SECRET), { audience: 'external-app:mykids' })).resolves.toBeDefined();

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/videira/audit?entidade=igreja_app_externo',
      headers: admin.headers,
    });
    expect(audit.body).not.toContain(SECRET);
    expect(audit.body).not.toContain(OTHER_SECRET);
    expect(audit.json().itens.map((r: { acao: string; depois: unknown }) => [r.acao, r.depois])).toEqual([
      ['update', { url: 'https://kids2.example.org/', chaveTrocada: true }],
      ['update', { url: 'https://kids2.example.org/', chaveTrocada: false }],
      ['create', { url: 'https://kids.example.org/entrar', chaveTrocada: true }],
    ]);
  });

  it('needs a secret for the first set-up, on its field', async () => {
    const res = await call(admin, 'PUT', '/voluts', { url: 'https://voluts.example.org/' });
    expect([res.statusCode, res.json().fields]).toEqual([400, { segredo: 'This field is required.' }]);
    expect(await rowsOf(videira)).toEqual([['MOD_MYKIDS', 'https://kids2.example.org/']]);
  });

  it("keeps the churches apart: grace's set-up touches nothing of videira's, and videira's path is not grace's", async () => {
    expect(
      (await call(graceAdmin, 'PUT', '/mykids', { url: 'https://grace-kids.example.org/', segredo: SECRET }, 'grace')).statusCode,
    ).toBe(200);
    expect(await rowsOf(videira)).toEqual([['MOD_MYKIDS', 'https://kids2.example.org/']]);
    expect(await rowsOf(grace)).toEqual([['MOD_MYKIDS', 'https://grace-kids.example.org/']]);
    const foreign = await call(graceAdmin, 'PUT', '/mykids', { url: 'https://evil.example.org/', segredo: SECRET });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CHURCH_NOT_FOUND']);
    const list = await call(graceAdmin, 'GET', '', undefined, 'grace');
    expect(list.json().itens[1].url).toBe('https://grace-kids.example.org/');
    expect((await call(graceAdmin, 'DELETE', '/mykids', undefined, 'grace')).statusCode).toBe(204);
    expect(await rowsOf(videira)).toEqual([['MOD_MYKIDS', 'https://kids2.example.org/']]);
  });

  it('needs the settings admin grant to change (a content editor may not)', async () => {
    const res = await call(editor, 'PUT', '/voluts', { url: 'https://voluts.example.org/', segredo: SECRET });
    expect([res.statusCode, res.json().code]).toEqual([403, 'STAFF_FORBIDDEN']);
    expect((await call(editor, 'DELETE', '/mykids')).statusCode).toBe(403);
  });

  it('forgets a set-up: the member is told the app is not set up at once; a second removal is 404', async () => {
    expect((await call(admin, 'DELETE', '/mykids')).statusCode).toBe(204);
    expect(await memberOpens()).toEqual({ configurado: false });
    const again = await call(admin, 'DELETE', '/mykids');
    expect([again.statusCode, again.json().code]).toEqual([404, 'EXTERNAL_APP_NOT_CONFIGURED']);
  });

  it.each([
    ['no address', { segredo: SECRET }, 'url', 'This field is required.'],
    ['a blank address', { url: '  ', segredo: SECRET }, 'url', 'This field is required.'],
    ['a plain http address', { url: 'http://kids.example.org/', segredo: SECRET }, 'url', 'Use an https:// address.'],
    ['a script address', { url: 'javascript:alert(1)', segredo: SECRET }, 'url', 'Use an https:// address.'],
    ['an address with credentials', { url: 'https://u:p@kids.example.org/', segredo: SECRET }, 'url', 'Use an https:// address.'],
    ['not an address', { url: 'kids.example.org', segredo: SECRET }, 'url', 'Use an https:// address.'],
    ['an address of 501 characters', { url: `https://k.org/${'a'.repeat(487)}`, segredo: SECRET }, 'url', 'Use at most 500 characters.'],
    ['a short secret', { url: 'https://kids.example.org/', segredo: 'x'.repeat(31) }, 'segredo', 'Use at least 32 characters.'],
    [
      'a secret of 501 characters',
      { url: 'https://kids.example.org/', segredo: 'x'.repeat(501) },
      'segredo',
      'Use at most 500 characters.',
    ],
    ['a secret of the wrong type', { url: 'https://kids.example.org/', segredo: 123 }, 'segredo', 'This field is required.'],
    ['an unknown field', { url: 'https://kids.example.org/', segredo: SECRET, ativo: true }, 'ativo', undefined],
  ])('refuses %s with a translated field error', async (_name, payload, field, message) => {
    const res = await call(admin, 'PUT', '/voluts', payload);
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const got = res.json().fields?.[field] as string;
    expect(got).toEqual(message ?? expect.any(String));
    expect(got).not.toMatch(/^validation\./);
    expect(await rowsOf(videira)).toEqual([]);
  });

  it('refuses an app the spec does not name, on the path field', async () => {
    const res = await call(admin, 'PUT', '/outro', { url: 'https://x.example.org/', segredo: SECRET });
    expect([res.statusCode, Object.keys(res.json().fields)]).toEqual([400, ['app']]);
  });
});
