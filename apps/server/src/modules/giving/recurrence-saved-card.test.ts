import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type TEST_CARDS, createPayer } from '../payments/payments.fixtures.ts';
import { cartaoSalvo } from '../payments/payments.schema.ts';
import { cardToken, createPlayChurch, subscribeRequest, type PlayChurch } from '../play/play.fixtures.ts';
import { doacaoRecorrente } from './giving.schema.ts';

/**
 * Issue 28 §1: typing a card number the member already saved, with "save card" on, kept the saved card and forgot
 * the new token, while the recurring gift and the Play subscription were handed that forgotten token: the gift
 * stayed one-off and the subscription never renewed, with nothing said. Now the recurrence is set up from the card
 * charged (its reusable token is made before the duplicate token is forgotten), and when a recurrence cannot be set
 * up the answer says so (`recorrenciaFalhou`).
 */
describe('recurrence with a card that is already saved', () => {
  let t: TestApp;
  let church: PlayChurch;
  let member: TestMember;
  const give = async (numero: keyof typeof TEST_CARDS, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/pagamento/',
      headers: { ...member.headers, 'accept-language': 'en', 'idempotency-key': randomUUID() },
      payload: {
        igreja: church.id,
        motivos: [{ id: church.reasons.dizimo, valor: 10_000 }],
        metodoPagamento: 'cartao_credito',
        cartao: { token: await cardToken(t.app, church, member, numero) },
        salvarCartao: true,
        allowRecurrency: true,
        recorrenciaDias: 30,
        ...extra,
      },
    });
  const savedCards = () => t.app.database.db.select().from(cartaoSalvo).where(eq(cartaoSalvo.idUsuario, member.usuarioId));

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPlayChurch(t.app, 'cartao-salvo');
    member = await createPayer(t.app, church, 'BR');
    // The member saves the card once (a one-off gift with "save card" on).
    const first = await give('approved', { allowRecurrency: false });
    expect(first.statusCode).toBe(201);
    expect(await savedCards()).toHaveLength(1);
  });
  afterAll(() => t.close());

  it('a recurring gift typed with the saved card number recurs (the saved card stays the only one)', async () => {
    const res = await give('approved');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.recorrencia).toMatchObject({ recorrenciaDias: 30 });
    expect(body.recorrenciaFalhou).toBe(false);
    const gifts = await t.app.database.db.select().from(doacaoRecorrente).where(eq(doacaoRecorrente.usuarioId, member.usuarioId));
    expect(gifts).toHaveLength(1);
    expect(gifts[0]!.cartaoToken).toMatch(/^tok_sbx_rec_/);
    expect(await savedCards()).toHaveLength(1);
  });

  it('a Play subscription paid with the saved card number renews automatically', async () => {
    const res = await subscribeRequest(t.app, church, member, {
      cartao: { token: await cardToken(t.app, church, member) },
      salvarCartao: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().assinatura).toMatchObject({ renovacaoAutomatica: true, status: { situacao: 'ativo' } });
    expect(res.json().pagamento.recorrenciaFalhou).toBe(false);
    expect(await savedCards()).toHaveLength(1);
  });

  it('a gift asked to recur whose first charge is under review is one-off, and the answer says so', async () => {
    const res = await give('review', { salvarCartao: false });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'em_analise', recorrencia: null, recorrenciaFalhou: true });
    const read = await t.app.inject({
      url: `/api/v1/usuario/${member.usuarioId}/pagamento/?pedido=${res.json().codigo}`,
      headers: member.headers,
    });
    expect(read.json().recorrenciaFalhou).toBe(true);
  });
});
