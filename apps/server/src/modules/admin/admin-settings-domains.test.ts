import { MAX_CUSTOM_DOMAINS } from '@congrega/contract/admin/custom-domains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { startFakeDns, type FakeDns } from '../../test/fake-dns.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { igrejaDominio } from '../church/church.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/**
 * Custom domains in the church settings (issue 30): the host check, the claim verified by a DNS TXT record (a DNS
 * server on loopback answers the lookups), at once on the tenant resolver, audited, isolated.
 */
let t: TestApp;
let dns: FakeDns;
let videira: TestChurch;
let grace: TestChurch;
let admin: StaffSession;
let graceAdmin: StaffSession;
let editor: StaffSession;

beforeAll(async () => {
  dns = await startFakeDns();
  t = await createTestApp({ dns: { servers: [dns.server], timeoutMs: 300 } });
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
afterAll(async () => {
  await t.close();
  await dns.close();
});

const call = (s: StaffSession, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, slug = 'videira', lang = 'en') =>
  t.app.inject({
    method,
    url: `/api/v1/admin/${slug}/settings/domains${path}`,
    headers: { ...s.headers, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
const add = (hostname: unknown, s = admin, slug = 'videira') => call(s, 'POST', '', { hostname }, slug);
const verify = (hostname: string, s = admin, slug = 'videira') => call(s, 'POST', `/${hostname}/verify`, undefined, slug);
/** Claims the name and publishes the claim's TXT record, as the church would at its DNS host, then verifies it. */
async function addVerified(hostname: string, s = admin, slug = 'videira') {
  const claim = (await add(hostname, s, slug)).json();
  dns.records.set(claim.verificacao.nome, [claim.verificacao.valor]);
  return verify(claim.hostname, s, slug);
}
/** The church a host answers as (the member API's bootstrap through the tenant resolver), or the refusal's code. */
const churchOf = async (host: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/bff/bootstrap', headers: { host, 'accept-language': 'en' } });
  return res.statusCode === 200 ? (res.json().igreja.slug as string) : `${res.statusCode} ${res.json().code}`;
};
const hostsOf = async (church: TestChurch) =>
  (await t.app.database.db.select().from(igrejaDominio)).filter((r) => r.igrejaId === church.id).map((r) => r.hostname);

describe('custom domains', () => {
  it('answers as the church once its TXT record is verified, and stops as soon as removed (the tenant cache evicted), audited', async () => {
    expect(await churchOf('igreja.example.org')).toBe('404 CHURCH_NOT_FOUND'); // cached as "no church" now
    const res = await add('Igreja.Example.org.');
    expect(res.statusCode).toBe(201);
    const claim = res.json();
    expect(claim).toEqual({
      hostname: 'igreja.example.org',
      exibicao: 'igreja.example.org',
      verificado: false,
      verificacao: {
        tipo: 'TXT',
        nome: '_congrega.igreja.example.org',
        valor: expect.stringMatching(/^congrega-verificacao=[0-9a-f]{32}$/),
      },
    });
    // Claimed, not proved: the name answers nothing yet.
    expect(await churchOf('igreja.example.org')).toBe('404 CHURCH_NOT_FOUND');
    const early = await verify('igreja.example.org');
    expect([early.statusCode, early.json().code]).toEqual([409, 'DOMAIN_NOT_VERIFIED']);
    expect(early.json().message).toContain('_congrega.igreja.example.org');
    expect(early.json().message).toContain(claim.verificacao.valor);
    // Another value under the name (someone else's claim, a typo) proves nothing.
    dns.records.set('_congrega.igreja.example.org', ['congrega-verificacao=0000', 'v=spf1 -all']);
    expect((await verify('igreja.example.org')).json().code).toBe('DOMAIN_NOT_VERIFIED');
    dns.records.set('_congrega.igreja.example.org', ['v=spf1 -all', claim.verificacao.valor]);
    const verified = await verify('igreja.example.org');
    expect([verified.statusCode, verified.json()]).toEqual([200, { ...claim, verificado: true, verificacao: null }]);
    expect(await churchOf('igreja.example.org')).toBe('videira');
    expect(await churchOf('IGREJA.example.org:8443')).toBe('videira');
    expect((await verify('igreja.example.org')).json().verificado).toBe(true); // again: as it is

    const list = await call(admin, 'GET', '');
    expect(list.json()).toEqual({
      itens: [{ hostname: 'igreja.example.org', exibicao: 'igreja.example.org', verificado: true, verificacao: null }],
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
      ['update', 'igreja.example.org'],
      ['create', 'igreja.example.org'],
    ]);
    expect(audit.itens[2]).toMatchObject({ area: 'settings', depois: { hostname: 'igreja.example.org', verificado: false } });
  });

  it('answers 503 when the DNS does not answer, and the claim stays unverified', async () => {
    const claim = (await add('lento.example.org')).json();
    dns.silent.add('_congrega.lento.example.org');
    const res = await verify('lento.example.org');
    expect([res.statusCode, res.json().code]).toEqual([503, 'DOMAIN_DNS_UNAVAILABLE']);
    expect((await call(admin, 'GET', '')).json().itens).toContainEqual(claim);
    expect((await call(admin, 'DELETE', '/lento.example.org')).statusCode).toBe(204);
  });

  it('lets a church claim a name another church claimed first without proving it; the first verified holds it', async () => {
    const first = (await add('disputado.example.org', graceAdmin, 'grace')).json();
    expect(first.verificado).toBe(false);
    const ours = await addVerified('disputado.example.org');
    expect([ours.statusCode, ours.json().verificado]).toEqual([200, true]);
    expect(await churchOf('disputado.example.org')).toBe('videira');
    // Grace's token is not in the record; even if it were, the name is held.
    expect((await verify('disputado.example.org', graceAdmin, 'grace')).json().code).toBe('DOMAIN_NOT_VERIFIED');
    dns.records.set(first.verificacao.nome, [first.verificacao.valor]);
    const late = await verify('disputado.example.org', graceAdmin, 'grace');
    expect([late.statusCode, late.json()]).toEqual([409, { code: 'DOMAIN_IN_USE', message: 'This domain is already in use.' }]);
    expect(await churchOf('disputado.example.org')).toBe('videira');
    expect((await call(graceAdmin, 'DELETE', '/disputado.example.org', undefined, 'grace')).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', '/disputado.example.org')).statusCode).toBe(204);
  });

  it('stores an IDN in punycode and shows it in its own script', async () => {
    const res = await add('Ação.Example.org');
    expect([res.statusCode, res.json()]).toMatchObject([201, { hostname: 'xn--ao-siap.example.org', exibicao: 'ação.example.org' }]);
    expect((await add('ação.example.org')).json().code).toBe('DOMAIN_IN_USE'); // claimed already, in either script
    dns.records.set('_congrega.xn--ao-siap.example.org', [res.json().verificacao.valor]);
    expect((await verify('xn--ao-siap.example.org')).statusCode).toBe(200);
    expect(await churchOf('xn--ao-siap.example.org')).toBe('videira');
    expect((await call(admin, 'DELETE', '/xn--ao-siap.example.org')).statusCode).toBe(204);
  });

  it("refuses a name another church holds verified with 409, revealing nothing of it; the row stays videira's", async () => {
    expect((await addVerified('igreja.example.org')).statusCode).toBe(200);
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

  it('needs the settings admin grant to add, verify or remove (a content editor may not)', async () => {
    const res = await add('editor.example.org', editor);
    expect([res.statusCode, res.json().code]).toEqual([403, 'STAFF_FORBIDDEN']);
    expect((await verify('igreja.example.org', editor)).statusCode).toBe(403);
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
