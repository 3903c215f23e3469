import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer, createPayingChurch, TEST_CARDS, type PayingChurch } from '../payments/payments.fixtures.ts';
import { metodoPagamento } from '../church/church.schema.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { doacaoRecorrente } from './giving.schema.ts';

const future = `12/${(new Date().getFullYear() + 3) % 100}`;
const DAY = 86_400_000;

describe('donations: the giving rules and recurring gifts set up by POST /pagamento/', () => {
  let t: TestApp;
  let church: PayingChurch;
  let other: PayingChurch;
  let payer: TestMember;
  let abroad: TestMember;

  const tokenFor = async (numero: string, member = payer, c: PayingChurch = church) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/general/payment/church/${c.id}/card/token`,
        headers: member.headers,
        payload: { numero, titular: 'Maria Silva', cvv: '123', validade: future },
      })
    ).json().token as string;
  const pay = (payload: Record<string, unknown>, o: { member?: TestMember; key?: string; lang?: string; c?: { id: number } } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/pagamento/',
      headers: { ...(o.member ?? payer).headers, 'accept-language': o.lang ?? 'en', 'idempotency-key': o.key ?? randomUUID() },
      payload: { igreja: (o.c ?? church).id, motivos: [{ id: church.reasons.dizimo, valor: 10_000 }], ...payload },
    });
  const card = async (extra: Record<string, unknown> = {}) => ({
    metodoPagamento: 'cartao_credito',
    cartao: { token: await tokenFor(TEST_CARDS.approved) },
    ...extra,
  });
  const giftsOf = (usuarioId: number) => t.app.database.db.select().from(doacaoRecorrente).where(eq(doacaoRecorrente.usuarioId, usuarioId));

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'dizimos');
    other = await createPayingChurch(t.app, 'outra-igreja');
    payer = await createPayer(t.app, church, 'BR');
    abroad = await createPayer(t.app, church, 'US');
  });
  afterAll(() => t.close());

  it('a card gift to the one recurring reason sets up a recurring gift: next date, cycle 2, its own token, never shown', async () => {
    const before = Date.now();
    const res = await pay(await card({ salvarCartao: false, recorrenciaDias: 14 }));
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p.status).toBe('aprovado');
    expect(p.recorrencia).toMatchObject({ recorrenciaDias: 14 });
    const next = Date.parse(p.recorrencia.proximaData);
    expect(next).toBeGreaterThanOrEqual(before + 14 * DAY);
    expect(next).toBeLessThanOrEqual(Date.now() + 14 * DAY);
    expect(res.body).not.toContain('tok_');
    const [gift] = (await giftsOf(payer.usuarioId)).filter((g) => g.id === p.recorrencia.id);
    expect(gift).toMatchObject({ status: 'ativa', ciclo: 2, tentativas: 0, valor: 10_000, bandeira: 'visa', ultimosDigitos: '1111' });
    expect(gift!.cartaoToken).toMatch(/^tok_sbx_rec_/);
    const [row] = await t.app.database.db.select().from(pagamento).where(eq(pagamento.id, p.id));
    expect(row).toMatchObject({ doacaoRecorrenteId: gift!.id, recorrenciaCiclo: 1, recorrenciaTentativa: 0 });
    // The payment page shows the recurrence too.
    const page = await t.app.inject({ url: `/api/v1/usuario/${payer.usuarioId}/pagamento/?pedido=${p.codigo}`, headers: payer.headers });
    expect(page.json().recorrencia).toEqual(p.recorrencia);
  });

  it.each([
    [
      'two reasons',
      {
        motivos: [
          { id: 0, valor: 1000 },
          { id: -1, valor: 1000 },
        ],
      },
    ],
    ['a reason without recurrence', { motivos: [{ id: -1, valor: 1000 }] }],
    ['the switch off', { allowRecurrency: false }],
  ])('no recurring gift with %s (recorrencia null)', async (_name, extra) => {
    const motivos = (extra as { motivos?: { id: number }[] }).motivos;
    for (const m of motivos ?? []) m.id = m.id === 0 ? church.reasons.dizimo : church.reasons.oferta;
    const before = (await giftsOf(payer.usuarioId)).length;
    const res = await pay(await card(extra));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'aprovado', recorrencia: null });
    expect(await giftsOf(payer.usuarioId)).toHaveLength(before);
  });

  it('no recurring gift by Pix, nor when the card is declined or in review', async () => {
    const before = (await giftsOf(payer.usuarioId)).length;
    expect((await pay({ metodoPagamento: 'pix' })).json()).toMatchObject({ status: 'pendente', recorrencia: null });
    expect((await pay({ metodoPagamento: 'cartao_credito', cartao: { token: await tokenFor(TEST_CARDS.declined) } })).statusCode).toBe(402);
    const review = await pay({ metodoPagamento: 'cartao_credito', cartao: { token: await tokenFor(TEST_CARDS.review) } });
    expect(review.json()).toMatchObject({ status: 'em_analise', recorrencia: null });
    expect(await giftsOf(payer.usuarioId)).toHaveLength(before);
  });

  it('an Idempotency-Key replay answers the same recurrence and sets up no second gift', async () => {
    const member = await createPayer(t.app, church, 'BR');
    const body = await card({ cartao: { token: await tokenFor(TEST_CARDS.approved, member) } });
    const key = randomUUID();
    const first = await pay(body, { member, key });
    const again = await pay(body, { member, key });
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await giftsOf(member.usuarioId)).toHaveLength(1);
  });

  it('the minimum: "Donation amount must be greater than" the reason minimum, in the request language', async () => {
    const en = await pay({ metodoPagamento: 'pix', motivos: [{ id: church.reasons.missoes, valor: 499 }] });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({ code: 'DONATION_BELOW_MINIMUM', message: 'Donation amount must be greater than R$5.00' });
    const pt = await pay({ metodoPagamento: 'pix', motivos: [{ id: church.reasons.missoes, valor: 499 }] }, { lang: 'pt-BR' });
    expect(pt.json().message).toBe('Valor da doação precisa ser maior que R$\u00a05,00');
    expect((await pay({ metodoPagamento: 'pix', motivos: [{ id: church.reasons.missoes, valor: 500 }] })).statusCode).toBe(201);
  });

  it('wallet app: at most R$ 4.999,99 per donation', async () => {
    const ok = await pay({ metodoPagamento: 'carteira_digital', motivos: [{ id: church.reasons.oferta, valor: 499_999 }] });
    expect(ok.statusCode).toBe(201);
    const over = await pay({
      metodoPagamento: 'carteira_digital',
      motivos: [
        { id: church.reasons.oferta, valor: 400_000 },
        { id: church.reasons.dizimo, valor: 100_000 },
      ],
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'AMOUNT_ABOVE_MAXIMUM',
      message: 'The maximum amount for this payment method is R$4,999.99.',
    });
  });

  it.each(['pix', 'boleto'])('%s only for a Brazilian address', async (metodoPagamento) => {
    const res = await pay({ metodoPagamento }, { member: abroad });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'PIX_BOLETO_BRAZIL_ONLY',
      message: 'Pix and boleto are only available for addresses in Brazil.',
    });
  });

  it("another church's reason gives nothing (404, no payment, no gift)", async () => {
    const res = await pay({ metodoPagamento: 'pix', motivos: [{ id: other.reasons.dizimo, valor: 1000 }] });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PAYMENT_REASON_NOT_FOUND');
    const onOther = await t.app.database.db.select().from(pagamento).where(eq(pagamento.igrejaId, other.id));
    expect(onOther).toHaveLength(0);
  });

  it('a church without online giving says so: module off, no reasons (empty list), no payment method', async () => {
    const noModule = await createChurch(t.app, 'sem-doacao', { modules: ['MOD_CULTO'] });
    const noReasons = await createChurch(t.app, 'sem-motivos');
    const paying = await createPayingChurch(t.app, 'sem-metodos');
    await t.app.database.db.delete(metodoPagamento).where(eq(metodoPagamento.igrejaId, paying.id));
    const list = await t.app.inject({ url: '/api/v1/igreja/sem-motivos/pagamento-motivo/?doacao=true', headers: { host: noReasons.host } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    for (const c of [noModule, noReasons, paying]) {
      const member = await createMember(t.app, c);
      const res = await pay({ metodoPagamento: 'pix', motivos: [{ id: 1, valor: 1000 }] }, { member, c });
      expect(res.statusCode, c.slug).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'DONATIONS_NOT_ACCEPTED',
        message: 'This church is not accepting online donations at the moment.',
      });
    }
  });

  it.each([
    ['recorrenciaDias below 7', { recorrenciaDias: 6 }, 'recorrenciaDias'],
    ['recorrenciaDias above 366', { recorrenciaDias: 367 }, 'recorrenciaDias'],
    ['recorrenciaDias not a number', { recorrenciaDias: 'monthly' }, 'recorrenciaDias'],
    ['allowRecurrency not a boolean', { allowRecurrency: 'yes' }, 'allowRecurrency'],
    ['a value missing', { motivos: [{ id: 1 }] }, 'motivos.0.valor'],
    ['no reasons', { motivos: [] }, 'motivos'],
    ['a negative value', { motivos: [{ id: 1, valor: -100 }] }, 'motivos.0.valor'],
    ['an unknown field', { recorrente: true }, ''],
  ])('refuses %s (400 VALIDATION_FAILED)', async (_name, extra, field) => {
    const res = await pay({ metodoPagamento: 'pix', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    if (field) expect(Object.keys(res.json().fields ?? {})).toContain(field);
  });
});
