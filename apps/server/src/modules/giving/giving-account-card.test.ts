import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer, createPayingChurch, TEST_CARDS, type PayingChurch } from '../payments/payments.fixtures.ts';
import { createDueGift, giftCharges, readGift } from './giving.fixtures.ts';
import { runRecurringGifts, type RunnerOptions } from './recurring-runner.ts';

const DAY = 86_400_000;
const future = `12/${(new Date().getFullYear() + 3) % 100}`;

/** PATCH /usuario/{userId}/doacao-recorrente/{id} with `cartao: { idCartao }`: another saved card for a gift. */
describe('giving account: a recurring gift moved to another saved card', () => {
  let t: TestApp;
  let church: PayingChurch;
  let giver: TestMember;
  let other: TestMember;
  const run = (o: RunnerOptions = {}) => runRecurringGifts(t.app, { notify: async () => undefined, ...o });
  const patch = (id: number, payload: unknown, lang = 'en', member = giver) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/usuario/${member.usuarioId}/doacao-recorrente/${id}`,
      headers: { ...member.headers, 'accept-language': lang },
      payload: payload as object,
    });
  async function saveCard(member: TestMember, numero: string): Promise<number> {
    const token = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/general/payment/church/${church.id}/card/token`,
        headers: member.headers,
        payload: { numero, titular: 'Ana Souza', cvv: '123', validade: future },
      })
    ).json().token;
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${church.id}`,
      headers: member.headers,
      payload: { token },
    });
    expect(saved.statusCode).toBe(201);
    return saved.json().id as number;
  }
  /** A gift whose card was declined on every retry: paused by the runner after the schedule. */
  async function declinedGift() {
    const g = await createDueGift(t.app, {
      churchId: church.id,
      usuarioId: giver.usuarioId,
      motivoId: church.reasons.dizimo,
      outcome: 'recusado',
    });
    let now = new Date();
    for (let i = 0; i < 4; i++) {
      await run({ now });
      const row = await readGift(t.app, g.id);
      if (row.status === 'pausada') return row;
      now = new Date(row.proximaData!.getTime() + 1000);
    }
    throw new Error('the gift did not pause');
  }

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'troca-cartao');
    giver = await createPayer(t.app, church);
    other = await createPayer(t.app, church);
  });
  afterAll(() => t.close());

  it('a gift paused after declines resumes on the new card and is charged once at the next run, on a fresh cycle', async () => {
    const paused = await declinedGift();
    expect(paused).toMatchObject({ status: 'pausada', motivoPausa: 'recusado', tentativas: 4, ciclo: 2 });
    const cardId = await saveCard(giver, '5555555555554444');
    const res = await patch(paused.id, { cartao: { idCartao: cardId } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ativa',
      motivoPausa: null,
      tentativas: 0,
      cartao: { bandeira: 'mastercard', ultimosDigitos: '4444' },
    });
    expect(Math.abs(Date.parse(res.json().proximaData) - Date.now())).toBeLessThan(60_000);
    const row = await readGift(t.app, paused.id);
    expect(row.cartaoToken).not.toBe(paused.cartaoToken);
    expect(await run({ now: new Date(Date.now() + 1000) })).toMatchObject({ charged: 1 });
    const charges = await giftCharges(t.app, paused.id);
    expect(charges.map((c) => [c.ciclo, c.tentativa, c.status])).toEqual([
      [2, 0, 'cancelado'],
      [2, 1, 'cancelado'],
      [2, 2, 'cancelado'],
      [2, 3, 'cancelado'],
      [3, 0, 'aprovado'],
    ]);
    expect(await readGift(t.app, paused.id)).toMatchObject({ ciclo: 4, tentativas: 0, status: 'ativa' });
    expect(await run({ now: new Date(Date.now() + 2000) })).toMatchObject({ charged: 0 });

    // The gift keeps its own token: removing the saved card later does not stop it.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/usuario-cartao-gateway-pagamento/${cardId}`,
      headers: giver.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await run({ now: new Date(Date.now() + 31 * DAY) })).toMatchObject({ charged: 1 });
  });

  it('an active gift without declines only changes card: same cycle, same next date', async () => {
    const g = await createDueGift(t.app, {
      churchId: church.id,
      usuarioId: giver.usuarioId,
      motivoId: church.reasons.dizimo,
      dueAt: new Date(Date.now() + 10 * DAY),
    });
    const cardId = await saveCard(giver, TEST_CARDS.approved);
    const res = await patch(g.id, { cartao: { idCartao: cardId } });
    expect(res.json()).toMatchObject({
      status: 'ativa',
      tentativas: 0,
      proximaData: g.proximaData!.toISOString(),
      cartao: { ultimosDigitos: '1111' },
    });
    expect(await readGift(t.app, g.id)).toMatchObject({ ciclo: 2 });
  });

  it('someone else’s card, a removed card or a missing one: 404 CARD_NOT_FOUND on the cartao field, translated; the gift unchanged', async () => {
    const g = await createDueGift(t.app, {
      churchId: church.id,
      usuarioId: giver.usuarioId,
      motivoId: church.reasons.dizimo,
      dueAt: new Date(Date.now() + DAY),
    });
    const othersCard = await saveCard(other, TEST_CARDS.approved);
    const gone = await saveCard(giver, '5555555555554444');
    await t.app.inject({ method: 'DELETE', url: `/api/v1/usuario-cartao-gateway-pagamento/${gone}`, headers: giver.headers });
    for (const [idCartao, lang, message] of [
      [othersCard, 'pt-BR', 'Cartão não encontrado.'],
      [gone, 'en', 'Card not found.'],
      [999_999, 'es', 'Tarjeta no encontrada.'],
    ] as const) {
      const res = await patch(g.id, { cartao: { idCartao } }, lang);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CARD_NOT_FOUND', message, fields: { cartao: message } });
    }
    expect(await readGift(t.app, g.id)).toMatchObject({ cartaoToken: g.cartaoToken, ultimosDigitos: g.ultimosDigitos });
    // Someone else's gift with the giver's own card: the gift is not found.
    const mine = await saveCard(giver, '4012888888881881');
    expect((await patch(g.id, { cartao: { idCartao: mine } }, 'en', other)).statusCode).toBe(404);
  });

  it.each([
    ['empty card', { cartao: {} }, 'cartao.idCartao'],
    ['id not a number', { cartao: { idCartao: 'abc' } }, 'cartao.idCartao'],
    ['id out of range', { cartao: { idCartao: 3_000_000_000 } }, 'cartao.idCartao'],
    ['unknown card field', { cartao: { idCartao: 1, token: 'tok' } }, 'cartao'],
    ['card not an object', { cartao: 5 }, 'cartao'],
  ])('%s: 400 with a translated message on the field', async (_name, payload, field) => {
    const g = await createDueGift(t.app, { churchId: church.id, usuarioId: giver.usuarioId, motivoId: church.reasons.dizimo });
    const res = await patch(g.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().fields).some((k) => k.startsWith(field))).toBe(true);
  });

  it('a gift paused after declines and resumed without a new card is charged again when due (a fresh cycle, never stuck)', async () => {
    const paused = await declinedGift();
    const back = (await patch(paused.id, { status: 'ativa' })).json();
    expect(back).toMatchObject({ status: 'ativa', tentativas: 0 });
    expect(await readGift(t.app, paused.id)).toMatchObject({ ciclo: 3, tentativas: 0 });
    const due = new Date(Date.parse(back.proximaData) + 1000);
    // Still the declining card: the fresh cycle's first attempt is made (and declined), not skipped.
    expect(await run({ now: due })).toMatchObject({ declined: 1 });
    expect((await giftCharges(t.app, paused.id)).at(-1)).toMatchObject({ ciclo: 3, tentativa: 0, status: 'cancelado' });
  });
});
