import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { holdFirstCharge } from '../../test/gateway-double.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer, createPayingChurch, TEST_CARDS, type PayingChurch } from '../payments/payments.fixtures.ts';
import { pagamento, pagamentoEnvio, sandboxCobranca } from '../payments/payments.schema.ts';
import { buy, createEvent, holders, type TestEvent } from './events.fixtures.ts';
import { eventoIngresso } from './events.schema.ts';

const future = `12/${(new Date().getFullYear() + 3) % 100}`;

/**
 * Issue 29 §1: a slow gateway (held by the test until it releases it, no sleeping) never blocks other buyers of the
 * same event, because the purchase's locks are released before the gateway is called; and a second request with the
 * same Idempotency-Key while the first waits on the gateway completes the same charge (one charge, one answer).
 */
describe('a ticket purchase while the gateway is slow', () => {
  let t: TestApp;
  let church: PayingChurch;
  let first: TestMember;
  let second: TestMember;
  let event: TestEvent;
  const token = async (member: TestMember) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/general/payment/church/${church.id}/card/token`,
        headers: member.headers,
        payload: { numero: TEST_CARDS.approved, titular: 'Maria Silva', cvv: '123', validade: future },
      })
    ).json().token as string;
  const order = async (member: TestMember) => ({
    ingressos: [{ id: event.tickets[0]!.id, quantidade: 1, titulares: holders(1) }],
    valorTotal: 15_000,
    metodoPagamento: 'cartao_credito',
    cartao: { token: await token(member) },
  });
  const stock = async () => (await t.app.database.db.select().from(eventoIngresso).where(eq(eventoIngresso.id, event.tickets[0]!.id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'lento');
    first = await createPayer(t.app, church, 'BR');
    second = await createPayer(t.app, church, 'BR');
    event = await createEvent(t.app, church, { titulo: 'Conferência', tickets: [{ nome: 'Inteira', valor: 15_000 }] });
  });
  afterAll(() => t.close());

  it('a second buyer of the same event completes while the first one waits on the gateway', async () => {
    const gateway = holdFirstCharge(t.app);
    try {
      let firstDone = false;
      const firstPurchase = buy(t.app, church, event, first, await order(first)).then((res) => {
        firstDone = true;
        return res;
      });
      await gateway.entered;
      // The first buyer's seat is held (recorded and committed) while its charge is out.
      expect(await stock()).toMatchObject({ reservados: 1, vendidos: 0 });
      const secondOrder = await order(second);
      const before = { ...t.app.database.stats };
      const other = await buy(t.app, church, event, second, secondOrder);
      expect(other.statusCode).toBe(201);
      expect(other.json().inscricao.status).toBe('confirmada');
      expect(firstDone).toBe(false);
      const stats = t.app.database.stats;
      process.stdout.write(
        `card purchase: ${stats.statements - before.statements} statements, ${stats.churchTransactions - before.churchTransactions} church transactions (record, the sandbox's charge, settle)\n`,
      );
      gateway.release();
      const res = await firstPurchase;
      expect(res.statusCode).toBe(201);
      expect(res.json().inscricao.status).toBe('confirmada');
      expect(await stock()).toMatchObject({ reservados: 0, vendidos: 2 });
    } finally {
      gateway.restore();
    }
  });

  it('the same Idempotency-Key sent again while the first waits on the gateway: one charge, the same answer', async () => {
    const gateway = holdFirstCharge(t.app);
    try {
      const key = randomUUID();
      const body = await order(first);
      const firstTry = buy(t.app, church, event, first, body, key);
      await gateway.entered;
      // The retry completes the same charge with the same gateway key (the held first call has not charged yet).
      const retry = await buy(t.app, church, event, first, body, key);
      expect(retry.statusCode).toBe(201);
      gateway.release();
      const original = await firstTry;
      expect(original.statusCode).toBe(201);
      expect(original.json().pagamento.codigo).toBe(retry.json().pagamento.codigo);
      expect(original.json().inscricao.id).toBe(retry.json().inscricao.id);
      const payments = await t.app.database.db.select().from(pagamento).where(eq(pagamento.codigo, retry.json().pagamento.codigo));
      expect(payments).toMatchObject([{ status: 'aprovado' }]);
      const charges = await t.app.database.db
        .select()
        .from(sandboxCobranca)
        .where(like(sandboxCobranca.chave, `payment_${church.id}_${payments[0]!.id}`));
      expect(charges).toHaveLength(1);
      expect(await t.app.database.db.select().from(pagamentoEnvio)).toEqual([]);
      // Another body under the key answers 409, nothing charged.
      const reused = await buy(t.app, church, event, first, { ...body, valorTotal: 1 }, key);
      expect([reused.statusCode, reused.json().code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    } finally {
      gateway.restore();
    }
  });
});
