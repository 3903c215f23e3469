import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer, createPayingChurch, TEST_CARDS, type PayingChurch } from '../payments/payments.fixtures.ts';
import { buy, createEvent, holders, type TestEvent } from './events.fixtures.ts';

const future = `12/${(new Date().getFullYear() + 3) % 100}`;

describe('cost of a card purchase', () => {
  let t: TestApp;
  let church: PayingChurch;
  let buyer: TestMember;
  let paid: TestEvent;
  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'custo');
    buyer = await createPayer(t.app, church, 'BR');
    paid = await createEvent(t.app, church, { titulo: 'Conf', tickets: [{ nome: 'Inteira', valor: 15_000 }] });
  });
  afterAll(() => t.close());

  it('measures', async () => {
    for (let i = 0; i < 2; i++) {
      const token = (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/general/payment/church/${church.id}/card/token`,
          headers: { host: church.host },
          payload: { numero: TEST_CARDS.approved, titular: 'Maria Silva', cvv: '123', validade: future },
        })
      ).json().token as string;
      const before = { ...t.app.database.stats };
      const res = await buy(t.app, church, paid, buyer, {
        ingressos: [{ id: paid.tickets[0]!.id, quantidade: 1, titulares: holders(1) }],
        valorTotal: 15_000,
        metodoPagamento: 'cartao_credito',
        cartao: { token },
      });
      expect(res.statusCode).toBe(201);
      const s = t.app.database.stats;
      process.stdout.write(
        `purchase ${i}: statements ${s.statements - before.statements}, tx ${s.churchTransactions - before.churchTransactions}\n`,
      );
    }
  });
});
