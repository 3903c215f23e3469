import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer, createPayingChurch, TEST_CARDS, type PayingChurch } from '../payments/payments.fixtures.ts';
import { createDueGift, giftCharges } from './giving.fixtures.ts';
import { runRecurringGifts } from './recurring-runner.ts';

/** The account area end to end with the real set-up (POST /pagamento/) and the real runner. */
describe('giving account: with checkout and the runner', () => {
  let t: TestApp;
  let church: PayingChurch;
  let giver: TestMember;
  const future = `12/${(new Date().getFullYear() + 3) % 100}`;
  const gifts = async () =>
    (
      await t.app.inject({ url: `/api/v1/usuario/${giver.usuarioId}/doacao-recorrente/?igreja=${church.id}`, headers: giver.headers })
    ).json();
  const patch = (id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/usuario/${giver.usuarioId}/doacao-recorrente/${id}`, headers: giver.headers, payload });
  const run = () => runRecurringGifts(t.app, { notify: async () => undefined });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'conta-doacao');
    giver = await createPayer(t.app, church);
  });
  afterAll(() => t.close());

  it('a recurring card gift made at checkout is listed, with its first charge in the history as recorrente', async () => {
    const token = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/general/payment/church/${church.id}/card/token`,
        headers: giver.headers,
        payload: { numero: TEST_CARDS.approved, titular: 'Maria Silva', cvv: '123', validade: future },
      })
    ).json().token;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pagamento/',
      headers: { ...giver.headers, 'idempotency-key': randomUUID() },
      payload: {
        igreja: church.id,
        metodoPagamento: 'cartao_credito',
        cartao: { token },
        motivos: [{ id: church.reasons.dizimo, valor: 10_000 }],
      },
    });
    expect(paid.statusCode).toBe(201);
    const recorrencia = paid.json().recorrencia;
    expect(recorrencia).not.toBeNull();
    const [gift] = await gifts();
    expect(gift).toMatchObject({
      id: recorrencia.id,
      status: 'ativa',
      valor: 10_000,
      motivo: { nome: 'Dízimo' },
      cartao: { ultimosDigitos: '1111' },
    });
    const history = (
      await t.app.inject({ url: `/api/v1/usuario/${giver.usuarioId}/doacao/?igreja=${church.id}`, headers: giver.headers })
    ).json();
    expect(history.itens).toMatchObject([{ codigo: paid.json().codigo, recorrente: true, status: 'aprovado' }]);
  });

  it('the runner charges nothing for a paused or cancelled gift, and charges a resumed one when due again', async () => {
    const paused = await createDueGift(t.app, { churchId: church.id, usuarioId: giver.usuarioId, motivoId: church.reasons.dizimo });
    const cancelled = await createDueGift(t.app, { churchId: church.id, usuarioId: giver.usuarioId, motivoId: church.reasons.dizimo });
    expect((await patch(paused.id, { status: 'pausada' })).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/usuario/${giver.usuarioId}/doacao-recorrente/${cancelled.id}`,
          headers: giver.headers,
        })
      ).statusCode,
    ).toBe(204);
    await run();
    expect(await giftCharges(t.app, paused.id)).toEqual([]);
    expect(await giftCharges(t.app, cancelled.id)).toEqual([]);
    // Resumed: never charged before, created now -> next charge in 30 days: not due yet.
    const resumed = (await patch(paused.id, { status: 'ativa' })).json();
    expect(Date.parse(resumed.proximaData)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    await run();
    expect(await giftCharges(t.app, paused.id)).toEqual([]);
    await runRecurringGifts(t.app, { now: new Date(Date.now() + 31 * 86_400_000), notify: async () => undefined });
    expect(await giftCharges(t.app, paused.id)).toMatchObject([{ ciclo: 2, status: 'aprovado' }]);
    expect(await giftCharges(t.app, cancelled.id)).toEqual([]);
  });

  it('a new amount is what the next charge takes', async () => {
    const gift = await createDueGift(t.app, {
      churchId: church.id,
      usuarioId: giver.usuarioId,
      motivoId: church.reasons.dizimo,
      valor: 5_000,
    });
    expect((await patch(gift.id, { valor: 7_500 })).json().valor).toBe(7_500);
    await run();
    expect(await giftCharges(t.app, gift.id)).toMatchObject([{ ciclo: 2, status: 'aprovado', total: 7_500 }]);
  });
});
