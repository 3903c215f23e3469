import { grossUpForFees } from '@congrega/contract/payments/installments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/** The church's payment methods in the console: the treasurer changes their terms and the member checkout quotes them. */
let t: TestApp;
let videira: PayingChurch;
let treasurer: StaffSession;
let churchAdmin: StaffSession;
let lagoaTreasurer: StaffSession;

const CARD = {
  maxParcelas: 6,
  taxaPercentual: 250,
  taxaFixa: 0,
  valorMinimo: 1_000,
  valorMaximo: 500_000,
  jurosMensal: 0,
  flagAtivo: true,
};

beforeAll(async () => {
  t = await createTestApp();
  videira = await createPayingChurch(t.app, 'videira');
  const lagoa = await createPayingChurch(t.app, 'lagoa', { methods: { pix: { gateway: 5 } } });
  const f = await createMember(t.app, videira);
  await grantPreset(t.app, videira, f, 'finance');
  treasurer = await staffLogin(t.app, f, { totp: true });
  const a = await createMember(t.app, videira);
  await grantPreset(t.app, videira, a, 'church_admin');
  churchAdmin = await staffLogin(t.app, a, { totp: true });
  const l = await createMember(t.app, lagoa);
  await grantPreset(t.app, lagoa, l, 'finance');
  lagoaTreasurer = await staffLogin(t.app, l, { totp: true });
});
afterAll(() => t.close());

const call = (s: StaffSession, method: 'GET' | 'PUT', path: string, payload?: object, slug = 'videira') =>
  t.app.inject({
    method,
    url: `/api/v1/admin/${slug}/finance/payment-methods${path}`,
    headers: { ...s.headers, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
const quote = async (metodo: string, valor = 10_000) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/pagamento/calcular-taxas?igreja=${videira.id}&metodoPagamento=${metodo}&valor=${valor}&flagUsuarioTaxa=true`,
    headers: { host: videira.host },
  });
const bootstrapMethods = async () =>
  (await t.app.inject({ method: 'GET', url: '/bff/bootstrap', headers: { host: videira.host } })).json().metodosPagamento as Array<{
    codigo: string;
    maxParcelas: number;
  }>;

describe('payment methods (finance)', () => {
  it('lists every method of the church with its terms', async () => {
    const res = await call(treasurer, 'GET', '');
    expect(res.statusCode).toBe(200);
    const card = res.json().itens.find((m: { codigo: string }) => m.codigo === 'cartao_credito');
    expect(card).toMatchObject({ maxParcelas: 12, taxaPercentual: 399, taxaFixa: 39, jurosMensal: 199, flagAtivo: true });
    expect(res.json().itens.map((m: { codigo: string }) => m.codigo)).toContain('boleto');
  });

  it('changes the card’s terms: the member quote and the bootstrap show them at once; audited', async () => {
    const before = (await quote('cartao_credito')).json();
    expect(before.parcelas).toHaveLength(12);
    await bootstrapMethods(); // warm the bootstrap cache
    const res = await call(treasurer, 'PUT', '/cartao_credito', CARD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ codigo: 'cartao_credito', ...CARD });
    const after = await quote('cartao_credito');
    expect(after.statusCode).toBe(200);
    // No browser keeps an old quote either.
    expect(after.headers['cache-control']).toBe('no-store');
    const q = after.json();
    // The new 2.5% grossed up on R$ 100,00 (the payer covers the fee), no fixed part any more.
    expect(q.taxas).toBe(grossUpForFees({ valueCents: 10_000, percentBp: 250, fixedCents: 0 }) - 10_000);
    expect(q.taxas).not.toBe(before.taxas);
    expect(q.parcelas).toHaveLength(6);
    expect(q.parcelas.every((p: { juros: number }) => p.juros === 0)).toBe(true);
    expect((await bootstrapMethods()).find((m) => m.codigo === 'cartao_credito')?.maxParcelas).toBe(6);
    const audit = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/videira/audit?entidade=metodo_pagamento',
        headers: churchAdmin.headers,
      })
    ).json();
    expect(audit.itens[0]).toMatchObject({
      area: 'finance',
      acao: 'update',
      entidadeId: 'cartao_credito',
      antes: { maxParcelas: 12, taxaPercentual: 399 },
      depois: { maxParcelas: 6, taxaPercentual: 250 },
    });
  });

  it('switching a method off takes it out of the checkout', async () => {
    expect((await quote('pix')).statusCode).toBe(200);
    const res = await call(treasurer, 'PUT', '/pix', { ...CARD, maxParcelas: 1, valorMinimo: null, valorMaximo: null, flagAtivo: false });
    expect(res.json().flagAtivo).toBe(false);
    expect((await quote('pix')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await bootstrapMethods()).map((m) => m.codigo)).not.toContain('pix');
  });

  it.each([
    ['no installments', { maxParcelas: 0 }, 'maxParcelas'],
    ['13 installments', { maxParcelas: 13 }, 'maxParcelas'],
    ['a fraction of an installment', { maxParcelas: 1.5 }, 'maxParcelas'],
    ['a negative percentage', { taxaPercentual: -1 }, 'taxaPercentual'],
    ['a fee of 100% (no quote could gross it up)', { taxaPercentual: 10_000 }, 'taxaPercentual'],
    ['a fee above 20%', { taxaPercentual: 2_001 }, 'taxaPercentual'],
    ['interest above 10% a month', { jurosMensal: 1_001 }, 'jurosMensal'],
    ['a negative fixed fee', { taxaFixa: -1 }, 'taxaFixa'],
    ['negative interest', { jurosMensal: -5 }, 'jurosMensal'],
    ['a minimum of zero', { valorMinimo: 0 }, 'valorMinimo'],
    ['a fee as text', { taxaFixa: '10' }, 'taxaFixa'],
  ])('refuses %s on its field', async (_name, change, field) => {
    const res = await call(treasurer, 'PUT', '/cartao_credito', { ...CARD, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBeTruthy();
  });

  it('refuses a minimum above the maximum, an unknown method, an unknown field and a method the church lacks', async () => {
    const range = await call(treasurer, 'PUT', '/cartao_credito', { ...CARD, valorMinimo: 600_000 });
    expect(range.json().fields.valorMaximo).toBe('The minimum cannot be above the maximum.');
    const unknown = await call(treasurer, 'PUT', '/bitcoin', CARD);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.codigo).toBeTruthy();
    expect((await call(treasurer, 'PUT', '/cartao_credito', { ...CARD, nome: 'x' })).statusCode).toBe(400);
    const lacking = await call(lagoaTreasurer, 'PUT', '/boleto', CARD, 'lagoa');
    expect(lacking.statusCode).toBe(404);
    expect(lacking.json().code).toBe('PAYMENT_METHOD_NOT_FOUND');
  });

  it('is the treasurer’s: a church admin gets 403, another church’s treasurer 404, the terms unchanged', async () => {
    const before = (await call(treasurer, 'GET', '')).json();
    const admin = await call(churchAdmin, 'PUT', '/cartao_credito', { ...CARD, taxaPercentual: 0 });
    expect(admin.statusCode).toBe(403);
    expect((await call(churchAdmin, 'GET', '')).statusCode).toBe(403);
    const other = await call(lagoaTreasurer, 'PUT', '/cartao_credito', { ...CARD, taxaPercentual: 0 });
    expect(other.json().code).toBe('CHURCH_NOT_FOUND');
    expect((await call(treasurer, 'GET', '')).json()).toEqual(before);
  });
});
