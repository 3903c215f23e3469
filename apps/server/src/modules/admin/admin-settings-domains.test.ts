import { MAX_CUSTOM_DOMAINS } from '@congrega/contract/admin/custom-domains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { igrejaDominio } from '../church/church.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/** Custom domains in the church settings (issue 30): the host check, at once on the tenant resolver, audited, isolated. */
let t: TestApp;
let videira: TestChurch;
let grace: TestChurch;
let admin: StaffSession;
let graceAdmin: StaffSession;
let editor: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  grace = await createChurch(t.app, 'grace');
  admin = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN'] }), { totp: true });
  const ga = await createMember(t.app, grace);
  await grantPreset(t.app, grace, ga, 'church_admin');
  graceAdmin = await staffLogin(t.app, ga, { totp: true });
  const ed = await createMember(t.app, videira);
  await grantPreset(t.app, videira, ed, 'content_editor');
  editor = await staffLogin(t.app, ed);
});
afterAll(() => t.close());

const call = (s: StaffSession, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, slug = 'videira', lang = 'en') =>
  t.app.inject({
    method,
    url: `/api/v1/admin/${slug}/settings/domains${path}`,
    headers: { ...s.headers, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
const add = (hostname: unknown, s = admin, slug = 'videira') => call(s, 'POST', '', { hostname }, slug);
/** The church a host answers as (the member API's bootstrap through the tenant resolver), or the refusal's code. */
const churchOf = async (host: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/bff/bootstrap', headers: { host, 'accept-language': 'en' } });
  return res.statusCode === 200 ? (res.json().igreja.slug as string) : `${res.statusCode} ${res.json().code}`;
};
const hostsOf = async (church: TestChurch) =>
  (await t.app.database.db.select().from(igrejaDominio)).filter((r) => r.igrejaId === church.id).map((r) => r.hostname);

describe('custom domains', () => {
  it('answers as the church as soon as added, and stops as soon as removed (the tenant cache evicted), audited', async () => {
    expect(await churchOf('igreja.example.org')).toBe('404 CHURCH_NOT_FOUND'); // cached as "no church" now
    const res = await add('Igreja.Example.org.');
    expect([res.statusCode, res.json()]).toEqual([201, { hostname: 'igreja.example.org', exibicao: 'igreja.example.org' }]);
    expect(await churchOf('igreja.example.org')).toBe('videira');
    expect(await churchOf('IGREJA.example.org:8443')).toBe('videira');

    const list = await call(admin, 'GET', '');
    expect(list.json()).toEqual({
      itens: [{ hostname: 'igreja.example.org', exibicao: 'igreja.example.org' }],
      maximo: MAX_CUSTOM_DOMAINS,
      dns: { tipo: 'CNAME', valor: 'videira.localhost' },
    });

    const removed = await call(admin, 'DELETE', '/igreja.example.org');
    expect(removed.statusCode).toBe(204);
    expect(await churchOf('igreja.example.org')).toBe('404 CHURCH_NOT_FOUND');

    const audit = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/videira/audit?entidade=igreja_dominio',
        headers: admin.headers,
      })
    ).json();
    expect(audit.itens.map((r: { acao: string; entidadeId: string }) => [r.acao, r.entidadeId])).toEqual([
      ['delete', 'igreja.example.org'],
      ['create', 'igreja.example.org'],
    ]);
    expect(audit.itens[1]).toMatchObject({ area: 'settings', depois: { hostname: 'igreja.example.org' } });
  });

  it('stores an IDN in punycode and shows it in its own script', async () => {
    const res = await add('Ação.Example.org');
    expect([res.statusCode, res.json()]).toEqual([201, { hostname: 'xn--ao-siap.example.org', exibicao: 'ação.example.org' }]);
    expect(await churchOf('xn--ao-siap.example.org')).toBe('videira');
    expect((await call(admin, 'DELETE', '/xn--ao-siap.example.org')).statusCode).toBe(204);
  });

  it("refuses another church's domain with 409, revealing nothing of it; the row stays videira's", async () => {
    expect((await add('igreja.example.org')).statusCode).toBe(201);
    const res = await add('igreja.example.org', graceAdmin, 'grace');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'DOMAIN_IN_USE', message: 'This domain is already in use.' });
    const pt = await call(graceAdmin, 'POST', '', { hostname: 'IGREJA.example.org' }, 'grace', 'pt-BR');
    expect(pt.json().message).toBe('Este domínio já está em uso.');
    const again = await add('igreja.example.org');
    expect([again.statusCode, again.json().code]).toEqual([409, 'DOMAIN_IN_USE']);
    expect(await hostsOf(grace)).toEqual([]);
    expect(await churchOf('igreja.example.org')).toBe('videira');
  });

  it("keeps the churches' rows apart: grace neither lists nor removes videira's domain", async () => {
    const list = await call(graceAdmin, 'GET', '', undefined, 'grace');
    expect(list.json()).toMatchObject({ itens: [], dns: { valor: 'grace.localhost' } });
    const remove = await call(graceAdmin, 'DELETE', '/igreja.example.org', undefined, 'grace');
    expect([remove.statusCode, remove.json().code]).toEqual([404, 'DOMAIN_NOT_FOUND']);
    expect(await hostsOf(videira)).toEqual(['igreja.example.org']);
    // Videira's path with grace's session is the gate's 404, alike for a church never held.
    const foreign = await call(graceAdmin, 'GET', '');
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CHURCH_NOT_FOUND']);
    expect(await churchOf('igreja.example.org')).toBe('videira');
  });

  it('needs the settings admin grant to add or remove (a content editor may not)', async () => {
    const res = await add('editor.example.org', editor);
    expect([res.statusCode, res.json().code]).toEqual([403, 'STAFF_FORBIDDEN']);
    expect((await call(editor, 'DELETE', '/igreja.example.org')).statusCode).toBe(403);
    expect(await hostsOf(videira)).toEqual(['igreja.example.org']);
  });

  it(`holds a church to ${MAX_CUSTOM_DOMAINS} domains, also with adds at once`, async () => {
    const names = Array.from({ length: MAX_CUSTOM_DOMAINS + 2 }, (_, i) => `n${i}.grace.example.com`);
    const answers = await Promise.all(names.map((n) => add(n, graceAdmin, 'grace')));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(MAX_CUSTOM_DOMAINS);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual([
      [409, 'DOMAIN_LIMIT_REACHED'],
      [409, 'DOMAIN_LIMIT_REACHED'],
    ]);
    expect(refused[0]!.json().message).toContain(String(MAX_CUSTOM_DOMAINS));
    expect(await hostsOf(grace)).toHaveLength(MAX_CUSTOM_DOMAINS);
  });

  it('answers 404 for a domain the church does not have', async () => {
    const res = await call(admin, 'DELETE', '/nada.example.org');
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([404, 'DOMAIN_NOT_FOUND', 'Domain not found.']);
  });

  const HOSTNAME = 'Enter the domain name only, such as church.org (no http://, port, path or IP).';
  const PRODUCT = 'This is already a Congrega address; enter the church’s own domain.';
  it.each([
    ['missing', {}, 'This field is required.'],
    ['blank', { hostname: '   ' }, 'This field is required.'],
    ['a number', { hostname: 42 }, 'This field is required.'],
    ['longer than 253', { hostname: `${'a'.repeat(60)}.`.repeat(5) + 'org' }, 'Use at most 253 characters.'],
    ['a URL', { hostname: 'https://igreja.example.org' }, HOSTNAME],
    ['a port', { hostname: 'igreja.example.org:8080' }, HOSTNAME],
    ['a path', { hostname: 'igreja.example.org/inicio' }, HOSTNAME],
    ['an IPv4 address', { hostname: '192.0.2.10' }, HOSTNAME],
    ['a short IPv4 form', { hostname: '10.1' }, HOSTNAME],
    ['an IPv6 literal', { hostname: '[2001:db8::1]' }, HOSTNAME],
    ['a wildcard', { hostname: '*.example.org' }, HOSTNAME],
    ['a single label', { hostname: 'intranet' }, HOSTNAME],
    ['a label over 63', { hostname: `${'a'.repeat(64)}.org` }, HOSTNAME],
    ['an empty label', { hostname: 'igreja..org' }, HOSTNAME],
    ['a hyphen at a label end', { hostname: 'igreja-.org' }, HOSTNAME],
    ['an underscore', { hostname: 'igreja_videira.org' }, HOSTNAME],
    ['over 253 once in punycode', { hostname: `${'ç'.repeat(30)}.`.repeat(7) + 'org' }, HOSTNAME],
    ['the product domain', { hostname: 'localhost' }, PRODUCT],
    ["a church's address", { hostname: 'grace.localhost' }, PRODUCT],
    ['the console host', { hostname: 'Admin.localhost' }, PRODUCT],
  ])('refuses %s with a translated field error', async (_name, payload, message) => {
    const res = await call(admin, 'POST', '', payload);
    expect([res.statusCode, res.json().code, res.json().fields.hostname]).toEqual([400, 'VALIDATION_FAILED', message]);
    expect(await hostsOf(videira)).toEqual(['igreja.example.org']);
  });

  it('refuses an unknown field on that field', async () => {
    const res = await call(admin, 'POST', '', { hostname: 'x.example.org', igreja: grace.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.igreja).toEqual(expect.any(String));
    expect(res.json().fields.igreja).not.toMatch(/^validation\./);
    expect(await hostsOf(videira)).toEqual(['igreja.example.org']);
  });

  it('translates the host check into the caller language', async () => {
    const res = await call(admin, 'POST', '', { hostname: 'igreja.example.org:80' }, 'videira', 'es');
    expect(res.json().fields.hostname).toBe('Escribe solo el nombre del dominio, como iglesia.org (sin http://, puerto, ruta ni IP).');
  });
});
