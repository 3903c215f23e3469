import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_MODULES, createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffGrant } from './admin.schema.ts';
import { ADMIN_HOST, grantPreset, staffLogin } from './admin.test-helpers.ts';
import { currentCode } from './totp.ts';

let t: TestApp;
let videira: TestChurch;
let grace: TestChurch;
let admin: TestMember;
let editor: TestMember;
let member: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  grace = await createChurch(t.app, 'grace');
  admin = await createMember(t.app, videira, { roles: ['ROLE_ADMIN'] });
  editor = await createMember(t.app, videira);
  await grantPreset(t.app, videira, editor, 'content_editor');
  member = await createMember(t.app, videira);
});
afterAll(() => t.close());

const login = (email: string, password: string, host = ADMIN_HOST) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/session/login', headers: { host }, payload: { username: email, password } });

describe('staff login', () => {
  it('logs a content editor in without TOTP; me lists the church and its grants', async () => {
    const s = await staffLogin(t.app, editor);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: s.headers });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body.totpAtivo).toBe(false);
    expect(body.igrejas.map((c: { slug: string }) => c.slug)).toEqual(['videira']);
    expect(body.igrejas[0].grants.map((g: { area: string }) => g.area).sort()).toEqual(['content', 'events', 'live']);
    // The church's modules on (the console leaves out the areas of those it has off).
    expect(body.igrejas[0].modulos).toEqual([...ALL_MODULES].sort());
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('refuses a member without grants exactly like a wrong password', async () => {
    const none = await login(member.email, member.password);
    const wrong = await login(editor.email, 'Wrong@1234');
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('INVALID_CREDENTIALS');
    expect(wrong.json()).toEqual(none.json());
  });

  it('does not answer on a church host, and a member token is no staff token', async () => {
    expect((await login(editor.email, editor.password, videira.host)).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/me',
      headers: { host: ADMIN_HOST, authorization: `Bearer ${editor.token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('asks an admin without TOTP to enrol before admin grants work, then asks for the code at login', async () => {
    const s = await staffLogin(t.app, admin);
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/admin/videira/settings', headers: s.headers });
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('STAFF_TOTP_REQUIRED');
    const enrolled = await staffLogin(t.app, admin, { totp: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/admin/videira/settings', headers: enrolled.headers });
    expect(after.statusCode).toBe(200);

    const step1 = await login(admin.email, admin.password);
    expect(step1.json().status).toBe('totp');
    const desafio = step1.json().desafio;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/session/totp',
      headers: { host: ADMIN_HOST },
      payload: { desafio, codigo: '000000' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('TOTP_INVALID');
    // The confirm step spent the current time step: a later step's code (an authenticator's next code) is accepted once.
    const code = currentCode(enrolled.secret!, Date.now() + 30_000);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/session/totp',
      headers: { host: ADMIN_HOST },
      payload: { desafio, codigo: code },
    });
    expect(ok.statusCode).toBe(200);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/session/totp',
      headers: { host: ADMIN_HOST },
      payload: { desafio, codigo: code },
    });
    expect(replay.statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/me',
      headers: { host: ADMIN_HOST, authorization: `Bearer ${ok.json().token}` },
    });
    expect(me.json()).toMatchObject({ totpAtivo: true, sessaoVerificada: true });
    // The secret is never shown again while enrolled.
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/admin/me/totp', headers: enrolled.headers });
    expect(again.statusCode).toBe(409);
  });

  it('rotates the refresh token; the spent one presented again ends the session', async () => {
    const s = await staffLogin(t.app, editor);
    const refresh = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/session/refresh',
        headers: { host: ADMIN_HOST },
        payload: { refreshToken: token },
      });
    const first = await refresh(s.refreshToken);
    expect(first.statusCode).toBe(200);
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
    expect((await refresh(first.json().refreshToken)).statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/me',
      headers: { host: ADMIN_HOST, authorization: `Bearer ${first.json().token}` },
    });
    expect(me.statusCode).toBe(401);
  });
});

describe('the gate', () => {
  it('answers 404 at a church where the caller holds nothing, 403 for an area not granted', async () => {
    const s = await staffLogin(t.app, editor);
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/admin/grace/dashboard', headers: s.headers });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('CHURCH_NOT_FOUND');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/admin/nowhere/dashboard', headers: s.headers });
    expect(unknown.json()).toEqual(other.json());
    const settings = await t.app.inject({ method: 'GET', url: '/api/v1/admin/videira/settings', headers: s.headers });
    expect(settings.statusCode).toBe(403);
    expect(settings.json().code).toBe('STAFF_FORBIDDEN');
    expect(grace.id).toBeGreaterThan(0);
  });

  it('takes a removed grant away at once, and the session with the last one', async () => {
    const temp = await createMember(t.app, videira);
    await grantPreset(t.app, videira, temp, 'chat_host');
    const s = await staffLogin(t.app, temp);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/videira/dashboard', headers: s.headers })).statusCode).toBe(200);
    await t.app.database.db.delete(staffGrant).where(eq(staffGrant.usuarioId, temp.usuarioId));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/videira/dashboard', headers: s.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: s.headers })).statusCode).toBe(401);
  });
});
