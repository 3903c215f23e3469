import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer, createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { DAY_MS, insertDonation, insertRecurringGift, readGift } from './giving-account.fixtures.ts';
import { doacaoRecorrente } from './giving.schema.ts';

/** The giver's recurring gifts: list, change amount/frequency, pause, resume, cancel. */
describe('giving account: recurring gifts', () => {
  let t: TestApp;
  let church: PayingChurch;
  let giver: TestMember;
  let other: TestMember;
  const base = (userId: number) => `/api/v1/usuario/${userId}/doacao-recorrente/`;
  const patch = (m: TestMember, id: number, payload: unknown, userId = m.usuarioId) =>
    t.app.inject({
      method: 'PATCH',
      url: `${base(userId)}${id}`,
      headers: { ...m.headers, 'accept-language': 'pt-BR' },
      payload: payload as object,
    });
  const remove = (m: TestMember, id: number, userId = m.usuarioId) =>
    t.app.inject({ method: 'DELETE', url: `${base(userId)}${id}`, headers: m.headers });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'recorr');
    giver = await createPayer(t.app, church);
    other = await createPayer(t.app, church);
  });
  afterAll(() => t.close());

  it('lists the giver’s gifts (cancelled too) with reason and card, never the token', async () => {
    const a = await insertRecurringGift(t.app, church, giver, church.reasons.dizimo);
    const b = await insertRecurringGift(t.app, church, giver, church.reasons.oferta, { status: 'cancelada', proximaData: null });
    await insertRecurringGift(t.app, church, other, church.reasons.dizimo);
    const res = await t.app.inject({ url: `${base(giver.usuarioId)}?igreja=${church.id}`, headers: giver.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain('tok_secret');
    expect(res.body).not.toContain('cartaoToken');
    const list = res.json();
    expect(list.map((g: { id: number }) => g.id).sort()).toEqual([a.id, b.id].sort());
    expect(list.find((g: { id: number }) => g.id === a.id)).toEqual({
      id: a.id,
      igreja: church.id,
      motivo: { id: church.reasons.dizimo, nome: 'Dízimo' },
      valor: 10_000,
      moeda: 'BRL',
      flagUsuarioTaxa: false,
      recorrenciaDias: 30,
      status: 'ativa',
      motivoPausa: null,
      proximaData: a.proximaData!.toISOString(),
      tentativas: 0,
      cobrancaEmAnalise: false,
      cartao: { bandeira: 'visa', ultimosDigitos: '1111' },
      dataCadastro: a.criadoEm.toISOString(),
    });
  });

  it('changes the amount (at least the reason minimum, with the payments message) and the frequency', async () => {
    const gift = await insertRecurringGift(t.app, church, giver, church.reasons.missoes);
    const ok = await patch(giver, gift.id, { valor: 2_500 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ valor: 2_500, status: 'ativa', proximaData: gift.proximaData!.toISOString() });
    const low = await patch(giver, gift.id, { valor: 499 });
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({ code: 'AMOUNT_BELOW_MINIMUM', message: 'O valor precisa ser maior que R$\u00a05,00.' });
    expect(low.json().fields.valor).toBe('O valor precisa ser maior que R$\u00a05,00.');
    expect(await patch(giver, gift.id, { valor: 500 })).toHaveProperty('statusCode', 200);
    // New frequency: next charge = last success (10 days ago) + 7 days is past -> tomorrow; + 60 days -> 50 days ahead.
    const weekly = (await patch(giver, gift.id, { recorrenciaDias: 7 })).json();
    expect(weekly.recorrenciaDias).toBe(7);
    expect(Math.abs(Date.parse(weekly.proximaData) - (Date.now() + DAY_MS))).toBeLessThan(60_000);
    const sixty = (await patch(giver, gift.id, { recorrenciaDias: 60 })).json();
    expect(sixty.proximaData).toBe(new Date(gift.ultimaCobrancaEm!.getTime() + 60 * DAY_MS).toISOString());
  });

  it('a new frequency keeps a pending retry date', async () => {
    const retry = new Date(Date.now() + 2 * DAY_MS);
    const gift = await insertRecurringGift(t.app, church, giver, church.reasons.dizimo, { tentativas: 1, proximaData: retry });
    expect((await patch(giver, gift.id, { recorrenciaDias: 14 })).json()).toMatchObject({
      recorrenciaDias: 14,
      proximaData: retry.toISOString(),
      tentativas: 1,
    });
  });

  it('pauses (no next date) and resumes from the last successful charge, or tomorrow when that is past', async () => {
    const gift = await insertRecurringGift(t.app, church, giver, church.reasons.dizimo);
    const paused = await patch(giver, gift.id, { status: 'pausada' });
    expect(paused.json()).toMatchObject({ status: 'pausada', motivoPausa: 'usuario', proximaData: null });
    const resumed = await patch(giver, gift.id, { status: 'ativa' });
    expect(resumed.json()).toMatchObject({ status: 'ativa', motivoPausa: null, tentativas: 0 });
    expect(resumed.json().proximaData).toBe(new Date(gift.ultimaCobrancaEm!.getTime() + 30 * DAY_MS).toISOString());

    const declined = await insertRecurringGift(t.app, church, giver, church.reasons.dizimo, {
      status: 'pausada',
      motivoPausa: 'recusado',
      proximaData: null,
      tentativas: 3,
      ultimaCobrancaEm: new Date(Date.now() - 45 * DAY_MS),
    });
    const back = (await patch(giver, declined.id, { status: 'ativa', valor: 12_000 })).json();
    expect(back).toMatchObject({ status: 'ativa', motivoPausa: null, tentativas: 0, valor: 12_000 });
    expect(Math.abs(Date.parse(back.proximaData) - (Date.now() + DAY_MS))).toBeLessThan(60_000);
  });

  it('cancels: kept and listed as cancelled, never due; PATCH then answers 409; a second DELETE is 204 and changes nothing', async () => {
    const gift = await insertRecurringGift(t.app, church, giver, church.reasons.dizimo);
    const first = await remove(giver, gift.id);
    expect(first.statusCode).toBe(204);
    const row = await readGift(t.app, gift.id);
    expect(row).toMatchObject({ status: 'cancelada', proximaData: null });
    expect(row.canceladoEm).toBeInstanceOf(Date);
    expect((await remove(giver, gift.id)).statusCode).toBe(204);
    expect((await readGift(t.app, gift.id)).canceladoEm).toEqual(row.canceladoEm);
    for (const body of [{ status: 'ativa' }, { valor: 5_000 }]) {
      const res = await patch(giver, gift.id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'RECURRING_GIFT_CANCELLED',
        message: 'Esta doação recorrente foi cancelada e não pode mais ser alterada.',
      });
    }
    expect(await readGift(t.app, gift.id)).toEqual(row);
  });

  it('a pause waits for a charge holding the gift: the charge stands, the pause applies after it', async () => {
    const gift = await insertRecurringGift(t.app, church, giver, church.reasons.dizimo, { proximaData: new Date(Date.now() - 1000) });
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const runner = t.app.database.withChurch(church.id, async (tx) => {
      await tx.select().from(doacaoRecorrente).where(eq(doacaoRecorrente.id, gift.id)).for('update');
      locked();
      await new Promise((r) => setTimeout(r, 300));
      await tx
        .update(doacaoRecorrente)
        .set({ ciclo: 3, ultimaCobrancaEm: new Date(), proximaData: new Date(Date.now() + 30 * DAY_MS) })
        .where(eq(doacaoRecorrente.id, gift.id));
    });
    await lockTaken;
    const pause = patch(giver, gift.id, { status: 'pausada' });
    await runner;
    expect((await pause).json()).toMatchObject({ status: 'pausada', proximaData: null });
    expect(await readGift(t.app, gift.id)).toMatchObject({ status: 'pausada', ciclo: 3, proximaData: null });
  });

  it('each change is one church transaction', async () => {
    const gift = await insertRecurringGift(t.app, church, giver, church.reasons.dizimo);
    const before = t.app.database.stats.churchTransactions;
    await patch(giver, gift.id, { valor: 3_000, status: 'pausada' });
    expect(t.app.database.stats.churchTransactions - before).toBe(1);
  });

  it("someone else's gift answers 404 (with their id or one's own) and is unchanged", async () => {
    const theirs = await insertRecurringGift(t.app, church, other, church.reasons.dizimo);
    for (const userId of [giver.usuarioId, other.usuarioId]) {
      const res = await patch(giver, theirs.id, { status: 'pausada' }, userId);
      expect(res.statusCode).toBe(404);
      expect((await remove(giver, theirs.id, userId)).statusCode).toBe(404);
    }
    expect((await patch(giver, theirs.id, { valor: 5_000 })).json().code).toBe('RECURRING_GIFT_NOT_FOUND');
    expect((await patch(giver, 2_000_000, { valor: 5_000 })).statusCode).toBe(404);
    expect(await readGift(t.app, theirs.id)).toEqual(theirs);
    const list = await t.app.inject({ url: `${base(other.usuarioId)}?igreja=${church.id}`, headers: giver.headers });
    expect(list.statusCode).toBe(404);
    expect(list.body).not.toContain('tok_secret');
  });

  it('another church id is 404; a visitor 401; a church without MOD_DOACAO 404', async () => {
    const elsewhere = await t.app.inject({ url: `${base(giver.usuarioId)}?igreja=${church.id + 999}`, headers: giver.headers });
    expect(elsewhere.json().code).toBe('CHURCH_NOT_FOUND');
    const gift = await insertRecurringGift(t.app, church, giver, church.reasons.dizimo);
    const visitor = { host: church.host };
    expect((await t.app.inject({ url: `${base(giver.usuarioId)}?igreja=${church.id}`, headers: visitor })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `${base(giver.usuarioId)}${gift.id}`, headers: visitor, payload: { valor: 1000 } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `${base(giver.usuarioId)}${gift.id}`, headers: visitor })).statusCode).toBe(401);
    const off = await createChurch(t.app, 'recorr-off', { modules: ['MOD_CULTO'] });
    const member = await createMember(t.app, off);
    const res = await t.app.inject({ url: `${base(member.usuarioId)}?igreja=${off.id}`, headers: member.headers });
    expect(res.json()).toMatchObject({ code: 'MODULE_DISABLED' });
    expect(res.statusCode).toBe(404);
  });

  it('a charge of a recurring gift is marked recorrente in the history', async () => {
    const gift = await insertRecurringGift(t.app, church, giver, church.reasons.dizimo);
    const { id } = await insertDonation(t.app, church, giver, { items: [{ motivo: church.reasons.dizimo, valor: 10_000 }] });
    await t.app.database.db
      .update(pagamento)
      .set({ doacaoRecorrenteId: gift.id, recorrenciaCiclo: 1, recorrenciaTentativa: 0 })
      .where(eq(pagamento.id, id));
    const res = await t.app.inject({ url: `/api/v1/usuario/${giver.usuarioId}/doacao/?igreja=${church.id}`, headers: giver.headers });
    expect(res.json().itens.find((i: { id: number }) => i.id === id).recorrente).toBe(true);
  });
});
