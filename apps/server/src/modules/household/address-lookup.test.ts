import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the e2e server (no type declarations)
import { startFakeAddressService } from '../../../../../scripts/lib/fake-address-service.mjs';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Fake = { urls: { brazil: string; postcode: string; states: string; statesApiKey: string }; calls: string[]; close(): Promise<void> };

describe('address lookups through the fake services on loopback', () => {
  let fake: Fake;
  let t: TestApp;
  let church: TestChurch;
  let member: TestMember;
  const get = (url: string, m = member) => t.app.inject({ url: `/api/v1${url}`, headers: { ...m.headers, 'accept-language': 'en' } });

  beforeAll(async () => {
    fake = (await startFakeAddressService()) as Fake;
    t = await createTestApp({
      addressLookup: {
        brazilUrl: fake.urls.brazil,
        postcodeUrl: fake.urls.postcode,
        statesUrl: fake.urls.states,
        statesApiKey: fake.urls.statesApiKey,
        timeoutMs: 2000, // generous: a loaded CI machine may be slow to answer even on loopback
      },
    });
    church = await createChurch(t.app, 'cep');
    member = await createMember(t.app, church);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('fills street, neighbourhood, city and state from a CEP (with or without the dash)', async () => {
    for (const cep of ['01310-100', '01310100']) {
      const res = await get(`/endereco/cep/${cep}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        cep: '01310100',
        pais: 'BR',
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        estado: 'SP',
      });
    }
    expect(fake.calls).toContain('/br/01310100/json/');
  });

  it('answers 404 POSTCODE_NOT_FOUND for a CEP the service does not know, 400 for a malformed one', async () => {
    const res = await get('/endereco/cep/01000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'POSTCODE_NOT_FOUND',
      message: 'We could not find this zipcode. Please fill in the address by hand.',
    });
    const bad = await get('/endereco/cep/0131');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ cep: 'Invalid zipcode' });
  });

  it('answers 503 POSTCODE_SERVICE_UNAVAILABLE when the service fails or hangs past the time limit', async () => {
    expect((await get('/endereco/cep/99999999')).json().code).toBe('POSTCODE_SERVICE_UNAVAILABLE');
    const started = Date.now();
    const slow = await get('/endereco/cep/88888888');
    expect(slow.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("looks up another country's postcode and lists a country's states with the API key header", async () => {
    const res = await get('/endereco/codigo-postal/us/90210');
    expect(res.json()).toEqual({ cep: '90210', pais: 'US', logradouro: null, bairro: null, cidade: 'Beverly Hills', estado: 'CA' });
    expect((await get('/endereco/codigo-postal/US/00000')).statusCode).toBe(404);
    const states = await get('/endereco/pais/br/estados');
    expect(states.statusCode).toBe(200);
    expect(states.json().estados[0]).toEqual({ sigla: 'MG', nome: 'Minas Gerais' });
  });

  it('needs a logged-in member', async () => {
    const res = await t.app.inject({ url: '/api/v1/endereco/cep/01310100', headers: { host: church.host } });
    expect(res.statusCode).toBe(401);
  });
});

describe('address lookups without configured services', () => {
  let t: TestApp;
  let church: TestChurch;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp({
      addressLookup: { brazilUrl: undefined, postcodeUrl: undefined, statesUrl: undefined, statesApiKey: undefined, timeoutMs: 300 },
    });
    church = await createChurch(t.app, 'semcep');
    member = await createMember(t.app, church);
  });
  afterAll(() => t.close());

  it('answers 503 to every lookup and the address is still saved by hand', async () => {
    for (const url of ['/endereco/cep/01310100', '/endereco/codigo-postal/US/90210', '/endereco/pais/BR/estados']) {
      const res = await t.app.inject({ url: `/api/v1${url}`, headers: member.headers });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('POSTCODE_SERVICE_UNAVAILABLE');
    }
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/usuario/${member.usuarioId}/endereco`,
      headers: member.headers,
      payload: { cep: '01310100', logradouro: 'Avenida Paulista', cidade: 'São Paulo', estado: 'SP' },
    });
    expect(saved.statusCode).toBe(201);
  });
});
