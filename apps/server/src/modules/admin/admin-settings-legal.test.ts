import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { staffGrant } from './admin.schema.ts';

/** The church's legal identity in the settings (settings admin): what the yearly donation receipts print. */
let t: TestApp;
let videira: TestChurch;
let admin: StaffSession;
let treasurer: StaffSession;
let settingsEditor: StaffSession;
let graceAdmin: StaffSession;

const LEGAL = {
  razaoSocial: 'Igreja Evangélica Videira',
  cnpj: '11.222.333/0001-81',
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: null,
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'SP',
};

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  const grace = await createChurch(t.app, 'grace');
  const a = await createMember(t.app, videira);
  await grantPreset(t.app, videira, a, 'church_admin');
  admin = await staffLogin(t.app, a, { totp: true });
  const f = await createMember(t.app, videira);
  await grantPreset(t.app, videira, f, 'finance');
  treasurer = await staffLogin(t.app, f, { totp: true });
  const e = await createMember(t.app, videira);
  await t.app.database.db.insert(staffGrant).values({ igrejaId: videira.id, usuarioId: e.usuarioId, area: 'settings', action: 'edit' });
  settingsEditor = await staffLogin(t.app, e, { totp: true });
  const g = await createMember(t.app, grace);
  await grantPreset(t.app, grace, g, 'church_admin');
  graceAdmin = await staffLogin(t.app, g, { totp: true });
});
afterAll(() => t.close());

const call = (s: StaffSession, method: 'GET' | 'PUT', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/videira${path}`,
    headers: { ...s.headers, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
const bootstrap = async () => (await t.app.inject({ method: 'GET', url: '/bff/bootstrap', headers: { host: videira.host } })).json();

describe('the legal identity (PUT /admin/:church/settings/legal)', () => {
  it('stores the CNPJ as digits and the CEP without its dash; the receipts and the site have them at once', async () => {
    const year = new Date().getFullYear();
    expect((await call(treasurer, 'GET', `/finance/receipts?ano=${year}`)).json().faltaDadosLegais).toBe(true);
    const res = await call(admin, 'PUT', '/settings/legal', LEGAL);
    expect(res.statusCode).toBe(200);
    expect(res.json().identidadeLegal).toEqual({ ...LEGAL, cnpj: '11222333000181', cep: '01310100' });
    expect((await call(admin, 'GET', '/settings')).json().identidadeLegal.cnpj).toBe('11222333000181');
    expect((await call(treasurer, 'GET', `/finance/receipts?ano=${year}`)).json().faltaDadosLegais).toBe(false);
    expect((await bootstrap()).igreja).toMatchObject({ logradouro: 'Avenida Paulista', cidade: 'São Paulo' });
  });

  it('audits the change with the CNPJ as shown (not masked)', async () => {
    const audit = (await call(admin, 'GET', '/audit?entidade=igreja')).json();
    expect(audit.itens[0]).toMatchObject({
      area: 'settings',
      acao: 'update',
      depois: { razaoSocial: LEGAL.razaoSocial, cnpj: LEGAL.cnpj },
    });
  });

  it('clears a field given blank or null', async () => {
    const res = await call(admin, 'PUT', '/settings/legal', { ...LEGAL, razaoSocial: '  ', complemento: null, cnpj: null });
    expect(res.json().identidadeLegal).toMatchObject({ razaoSocial: null, cnpj: null, complemento: null });
  });

  it('takes an alphanumeric CNPJ (issued from July 2026) typed in lower case, and stores it upper-case', async () => {
    const res = await call(admin, 'PUT', '/settings/legal', { ...LEGAL, cnpj: '12.abc.345/01de-35' });
    expect(res.statusCode).toBe(200);
    expect(res.json().identidadeLegal.cnpj).toBe('12ABC34501DE35');
    const wrong = await call(admin, 'PUT', '/settings/legal', { ...LEGAL, cnpj: '12.ABC.345/01DE-36' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ cnpj: 'Invalid CNPJ.' });
  });

  it.each([
    ['a CNPJ with a wrong check digit', { cnpj: '11.222.333/0001-82' }, 'cnpj', 'Invalid CNPJ.'],
    ['a CNPJ of 13 digits', { cnpj: '1122233300018' }, 'cnpj', 'Invalid CNPJ.'],
    ['a CNPJ of one digit repeated', { cnpj: '11111111111111' }, 'cnpj', 'Invalid CNPJ.'],
    ['a razão social over 200 characters', { razaoSocial: 'x'.repeat(201) }, 'razaoSocial', /at most 200/],
    ['a CEP of 7 digits', { cep: '0131010' }, 'cep', 'Invalid zipcode'],
    ['a number as text', { numero: 12 }, 'numero', /./],
    ['control characters', { logradouro: 'Rua\u0000A' }, 'logradouro', /./],
    ['an unknown field', { site: 'x' }, '', /./],
  ])('refuses %s on its field', async (_name, change, field, message) => {
    const res = await call(admin, 'PUT', '/settings/legal', { ...LEGAL, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    if (field) expect(res.json().fields[field]).toMatch(message);
  });

  it('refuses a body without every field', async () => {
    const { cnpj: _cnpj, ...partial } = LEGAL;
    const res = await call(admin, 'PUT', '/settings/legal', partial);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.cnpj).toBeTruthy();
  });

  it('is for a settings admin only: settings edit is 403, another church’s admin 404, nothing changed', async () => {
    const before = (await call(admin, 'GET', '/settings')).json().identidadeLegal;
    const edit = await call(settingsEditor, 'PUT', '/settings/legal', { ...LEGAL, razaoSocial: 'Outra' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().code).toBe('STAFF_FORBIDDEN');
    const other = await call(graceAdmin, 'PUT', '/settings/legal', { ...LEGAL, razaoSocial: 'Outra' });
    expect(other.json().code).toBe('CHURCH_NOT_FOUND');
    expect((await call(admin, 'GET', '/settings')).json().identidadeLegal).toEqual(before);
    // The editor still reads it.
    expect((await call(settingsEditor, 'GET', '/settings')).json().identidadeLegal).toEqual(before);
  });
});
