import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { parseBrCode } from './sandbox/br-code.ts';
import { linhaDigitavelValid } from './sandbox/boleto.ts';
import { createPayer, createPayingChurch, TEST_CARDS, type PayingChurch } from './payments.fixtures.ts';

const future = `12/${(new Date().getFullYear() + 3) % 100}`;

describe('POST /pagamento/ (donations through the payments core)', () => {
  let t: TestApp;
  let church: PayingChurch;
  let payer: TestMember;
  const en = (h: Record<string, string>) => ({ ...h, 'accept-language': 'en' });
  const tokenFor = async (numero: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/general/payment/church/${church.id}/card/token`,
        headers: payer.headers,
        payload: { numero, titular: 'Maria Silva', cvv: '123', validade: future },
      })
    ).json().token as string;
  const pay = (payload: Record<string, unknown>, member: TestMember = payer, key: string | null = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/pagamento/',
      headers: { ...en(member.headers), ...(key ? { 'idempotency-key': key } : {}) },
      payload: { igreja: church.id, motivos: [{ id: church.reasons.dizimo, valor: 10_000 }], ...payload },
    });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'doacoes');
    payer = await createPayer(t.app, church, 'BR');
  });
  afterAll(() => t.close());

  it('lists the giving reasons in the church order, publicly; another slug answers 404', async () => {
    const res = await t.app.inject({ url: `/api/v1/igreja/${church.slug}/pagamento-motivo/?doacao=true`, headers: { host: church.host } });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { nome: string; valorMinimo: number }) => [r.nome, r.valorMinimo])).toEqual([
      ['Dízimo', 100],
      ['Oferta', 100],
      ['Missões', 500],
    ]);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect((await t.app.inject({ url: '/api/v1/igreja/outra/pagamento-motivo/', headers: { host: church.host } })).statusCode).toBe(404);
  });

  it('card approved: charged once, status aprovado, card kept when asked', async () => {
    const res = await pay({
      metodoPagamento: 'cartao_credito',
      cartao: { token: await tokenFor(TEST_CARDS.approved) },
      salvarCartao: true,
    });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      status: 'aprovado',
      metodoPagamento: 'cartao_credito',
      valor: 10_000,
      taxas: 0,
      total: 10_000,
      moeda: 'BRL',
      cartao: { bandeira: 'visa', ultimosDigitos: '1111' },
    });
    expect(p.codigo).toMatch(/^P[0-9A-Z]{12}$/);
    expect(p.destino).toEqual({ tipo: 'doacao', descricao: 'Dízimo', idEvento: null });
    const cards = await t.app.inject({ url: `/api/v1/usuario/${church.id}/${payer.usuarioId}/cartoes`, headers: payer.headers });
    expect(cards.json().cartoes[0].cartoes).toHaveLength(1);
    // Paying again with the saved card.
    const again = await pay({ metodoPagamento: 'cartao_credito', cartao: { idCartao: cards.json().cartoes[0].cartoes[0].id } });
    expect(again.json()).toMatchObject({ status: 'aprovado' });
  });

  it('card declined: 402 with the invalid-card message; a used token cannot be reused', async () => {
    const token = await tokenFor(TEST_CARDS.declined);
    const res = await pay({ metodoPagamento: 'cartao_credito', cartao: { token } });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_DECLINED',
      message: 'The credit card data is invalid. Check the data or use another card.',
    });
    const reuse = await pay({ metodoPagamento: 'cartao_credito', cartao: { token } });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().code).toBe('CARD_TOKEN_INVALID');
  });

  it('after five declined cards in an hour the member waits before paying by card again (429)', async () => {
    const member = await createPayer(t.app, church);
    const token = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/general/payment/church/${church.id}/card/token`,
          headers: member.headers,
          payload: { numero: TEST_CARDS.declined, titular: 'Ana', cvv: '123', validade: future },
        })
      ).json().token as string;
    for (let i = 0; i < 5; i++)
      expect((await pay({ metodoPagamento: 'cartao_credito', cartao: { token: await token() } }, member)).statusCode).toBe(402);
    const blocked = await pay({ metodoPagamento: 'cartao_credito', cartao: { token: await token() } }, member);
    expect(blocked.statusCode).toBe(429);
    // Pix still works: only card attempts are held back.
    expect((await pay({ metodoPagamento: 'pix' }, member)).statusCode).toBe(201);
  });

  it('card in review: em_analise; fees covered by the giver are added; installments with interest', async () => {
    const review = await pay({
      metodoPagamento: 'cartao_credito',
      cartao: { token: await tokenFor(TEST_CARDS.review) },
      salvarCartao: false,
    });
    expect(review.json().status).toBe('em_analise');
    const covered = await pay({
      metodoPagamento: 'cartao_credito',
      cartao: { token: await tokenFor(TEST_CARDS.approved) },
      flagUsuarioTaxa: true,
      salvarCartao: false,
    });
    // 3.99% + R$ 0,39 grossed up: the church receives exactly R$ 100,00 after fees.
    const { total, taxas } = covered.json();
    expect(total - taxas).toBe(10_000);
    expect(total - Math.round((total * 399) / 10_000) - 39).toBeGreaterThanOrEqual(10_000);
    const split = await pay({
      metodoPagamento: 'cartao_credito',
      cartao: { token: await tokenFor(TEST_CARDS.approved) },
      parcelas: 3,
      salvarCartao: false,
    });
    expect(split.statusCode).toBe(201);
    expect(split.json().parcelas).toBe(3);
    expect(split.json().total).toBeGreaterThan(10_000);
  });

  it('Pix: a valid BR Code (CRC16) for the amount with the order code as txid, QR image, expiry', async () => {
    const res = await pay({ metodoPagamento: 'pix' });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p.status).toBe('pendente');
    const code = parseBrCode(p.pix.copiaECola);
    expect(code).toMatchObject({ txid: p.codigo, amountCents: 10_000 });
    expect(p.pix.qrCode).toMatch(/^data:image\/svg\+xml/);
    expect(Date.parse(p.pix.expiraEm)).toBeGreaterThan(Date.now());
  });

  it('boleto: 47-digit line with valid check digits, barcode image, due date', async () => {
    const res = await pay({ metodoPagamento: 'boleto' });
    expect(res.statusCode).toBe(201);
    const { boleto, status } = res.json();
    expect(status).toBe('pendente');
    expect(boleto.linhaDigitavel).toMatch(/^\d{47}$/);
    expect(linhaDigitavelValid(boleto.linhaDigitavel)).toBe(true);
    expect(boleto.imagemCodigoBarras).toMatch(/^data:image\/svg\+xml/);
  });

  it('cash, wallet app and ACH give their own next step', async () => {
    expect((await pay({ metodoPagamento: 'dinheiro' })).json()).toMatchObject({
      status: 'aguardando',
      dinheiro: { prazo: expect.any(String) },
    });
    const wallet = (await pay({ metodoPagamento: 'carteira_digital' })).json();
    expect(wallet.status).toBe('aguardando');
    expect(wallet.carteiraDigital.link).toContain(wallet.codigo);
    const ach = await pay({
      metodoPagamento: 'ach',
      ach: { titular: 'John Miller', numeroConta: '000123456789', numeroRoteamento: '011000015', tipoConta: 'corrente' },
    });
    expect(ach.json()).toMatchObject({ status: 'nao_aprovado', ach: { ultimosDigitos: '6789', tipoConta: 'corrente' } });
  });

  it.each([
    ['no Idempotency-Key', {}, null, 400, 'IDEMPOTENCY_KEY_REQUIRED'],
    ['a reason of no church', { motivos: [{ id: 999_999, valor: 1000 }] }, 'k', 404, 'PAYMENT_REASON_NOT_FOUND'],
    ['below the reason minimum', { motivos: [{ id: 0, valor: 400 }] }, 'k', 422, 'DONATION_BELOW_MINIMUM'],
    [
      'wallet app above R$ 4.999,99',
      { metodoPagamento: 'carteira_digital', motivos: [{ id: 1, valor: 500_000 }] },
      'k',
      422,
      'AMOUNT_ABOVE_MAXIMUM',
    ],
    ['installments on Pix', { parcelas: 2 }, 'k', 400, 'VALIDATION_FAILED'],
    ['13 installments', { metodoPagamento: 'cartao_credito', cartao: { token: 'x' }, parcelas: 13 }, 'k', 400, 'VALIDATION_FAILED'],
    ['a card payment without a card', { metodoPagamento: 'cartao_credito' }, 'k', 400, 'VALIDATION_FAILED'],
    [
      'a bad routing number',
      { metodoPagamento: 'ach', ach: { titular: 'J', numeroConta: '1234567', numeroRoteamento: '011000016', tipoConta: 'corrente' } },
      'k',
      400,
      'VALIDATION_FAILED',
    ],
    ['an unknown method', { metodoPagamento: 'bitcoin' }, 'k', 400, 'VALIDATION_FAILED'],
    ['a fractional amount', { motivos: [{ id: 1, valor: 10.5 }] }, 'k', 400, 'VALIDATION_FAILED'],
  ])('refuses %s', async (_name, body, key, status, code) => {
    const payload: Record<string, unknown> = { metodoPagamento: 'pix', ...body };
    const motivos = payload.motivos as { id: number; valor: number }[] | undefined;
    if (motivos?.[0]?.id === 0) motivos[0].id = church.reasons.missoes;
    if (motivos?.[0]?.id === 1) motivos[0].id = church.reasons.oferta;
    const res = await pay(payload, payer, key === null ? null : randomUUID());
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
  });

  it('Pix and boleto only for payers with a Brazilian address (spec message)', async () => {
    const abroad = await createPayer(t.app, church, 'US');
    for (const metodoPagamento of ['pix', 'boleto']) {
      const res = await pay({ metodoPagamento }, abroad);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Pix and boleto are only available for addresses in Brazil.');
    }
  });

  it('a method the church does not take answers 422', async () => {
    const other = await createPayingChurch(t.app, 'so-cartao', { methods: { cartao_credito: { gateway: 1 } } });
    const member = await createPayer(t.app, other);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pagamento/',
      headers: { ...member.headers, 'idempotency-key': randomUUID() },
      payload: { igreja: other.id, metodoPagamento: 'pix', motivos: [{ id: other.reasons.dizimo, valor: 1000 }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('PAYMENT_METHOD_UNAVAILABLE');
  });

  it("reads one's own payment by order code; someone else's answers 404", async () => {
    const p = (await pay({ metodoPagamento: 'pix' })).json();
    const own = await t.app.inject({ url: `/api/v1/usuario/${payer.usuarioId}/pagamento/?pedido=${p.codigo}`, headers: payer.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(p);
    const intruder = await createPayer(t.app, church);
    expect(
      (await t.app.inject({ url: `/api/v1/usuario/${intruder.usuarioId}/pagamento/?pedido=${p.codigo}`, headers: intruder.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/v1/usuario/${payer.usuarioId}/pagamento/?pedido=${p.codigo}`, headers: intruder.headers }))
        .statusCode,
    ).toBe(404);
  });
});
