import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { igrejaAppExterno } from './external-apps.schema.ts';

const SECRET = 'kids-app-shared-secret-0123456789';

describe('external apps (POST /app-externo/{app}/acesso)', () => {
  let t: TestApp;
  let church: TestChurch;
  let member: TestMember;
  const open = (m: { headers: Record<string, string> }, app: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/app-externo/${app}/acesso`, headers: { ...m.headers, 'accept-language': 'en' } });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'apps');
    member = await createMember(t.app, church);
    await t.app.database.db.insert(igrejaAppExterno).values([
      { igrejaId: church.id, codigo: 'MOD_MYKIDS', url: 'https://kids.example.org/entrar?igreja=apps', segredo: SECRET },
      { igrejaId: church.id, codigo: 'MOD_VOLUTS', url: 'javascript:alert(1)', segredo: SECRET },
    ]);
  });
  afterAll(() => t.close());

  it('answers the configured address with a short-lived hand-off signed with the app secret, naming only ids', async () => {
    const res = await open(member, 'mykids');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().configurado).toBe(true);
    const url = new URL(res.json().url);
    expect(`${url.origin}${url.pathname}${url.search}`).toBe('https://kids.example.org/entrar?igreja=apps');
    const token = url.hash.replace(/^#congrega_token=/, '');
    const { payload } = await jwtVerify(token, Buffer.from(SECRET), { audience: 'external-app:mykids', issuer: 'congrega' });
    expect(payload).toMatchObject({ sub: String(member.usuarioId), igreja: church.id });
    expect(payload.exp! - payload.iat!).toBe(120);
    expect(JSON.stringify(payload)).not.toContain(member.email);
    expect(Date.parse(res.json().expiraEm)).toBeGreaterThan(Date.now());
  });

  it('says when the app is not set up, as an answer (200): a 404 put an error in the browser console on every visit', async () => {
    const res = await open(member, 'voluts');
    expect([res.statusCode, res.json()]).toEqual([200, { configurado: false }]);
    expect(res.headers['cache-control']).toBe('no-store');
    const other = await createChurch(t.app, 'apps-vazia');
    const empty = await open(await createMember(t.app, other), 'mykids');
    expect([empty.statusCode, empty.json()]).toEqual([200, { configurado: false }]);
  });

  it('never signs with a weak shared secret (a member could brute-force it from their own hand-off and sign as anyone)', async () => {
    const weak = await createChurch(t.app, 'apps-fraca');
    await t.app.database.db
      .insert(igrejaAppExterno)
      .values({ igrejaId: weak.id, codigo: 'MOD_MYKIDS', url: 'https://kids.example.org/', segredo: 'kids123' });
    const res = await open(await createMember(t.app, weak), 'mykids');
    expect([res.statusCode, res.json()]).toEqual([200, { configurado: false }]);
  });

  it('hands over only to https addresses (plain http only on loopback): the hand-off code travels in the URL', async () => {
    const cases: [string, boolean][] = [
      ['http://kids.example.org/entrar', false],
      ['https://user:pw@kids.example.org/', false],
      ['ftp://kids.example.org/', false],
      ['http://127.0.0.1:4000/entrar', true],
      ['http://kids.localhost:4000/', true],
    ];
    for (const [i, [url, configured]] of cases.entries()) {
      const c = await createChurch(t.app, `apps-http-${i}`);
      await t.app.database.db.insert(igrejaAppExterno).values({ igrejaId: c.id, codigo: 'MOD_MYKIDS', url, segredo: SECRET });
      const res = await open(await createMember(t.app, c), 'mykids');
      expect([url, res.statusCode, res.json().configurado]).toEqual([url, 200, configured]);
    }
  });

  it('refuses an unknown app, visitors, and churches without the module', async () => {
    const bad = await open(member, 'outro');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('app');
    expect((await open({ headers: { host: church.host } }, 'mykids')).statusCode).toBe(401);
    const off = await createChurch(t.app, 'apps-sem', { modules: ['MOD_VOLUTS'] });
    const res = await open(await createMember(t.app, off), 'mykids');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('MODULE_DISABLED');
  });
});
