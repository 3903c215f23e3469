import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findTenantById } from '../../core/tenant.repository.ts';
import { recordOffSessionOrder } from '../payments/payment-core.ts';
import { RECEIPT_JOB } from '../payments/payments.jobs.ts';
import { paymentContext } from '../payments/payments-context.ts';
import { createPayer, createPayingChurch, TEST_CARDS, type PayingChurch } from '../payments/payments.fixtures.ts';
import { createDueGift, giftCharges, readGift, sandboxChargeCount } from './giving.fixtures.ts';
import { doacaoRecorrente } from './giving.schema.ts';
import { notifyGiver, RECURRING_JOB, RECURRING_MAIL_JOB } from './giving.jobs.ts';
import { recurringOrder, runRecurringGifts, type RunnerOptions } from './recurring-runner.ts';

const DAY = 86_400_000;

describe('recurring-gift runner: each due gift charged once; declines retried, e-mailed, then paused', () => {
  let t: TestApp;
  let church: PayingChurch;
  let giver: TestMember;
  let dataDir: string;
  const outbox = async () => {
    const dir = path.join(dataDir, 'outbox');
    const files = await fs.readdir(dir).catch(() => [] as string[]);
    return Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
  };
  const run = (o: RunnerOptions = {}) => runRecurringGifts(t.app, { notify: (c, n) => notifyGiver(t.app, c, n), ...o });
  const gift = (o: { outcome?: 'aprovado' | 'recusado'; dueAt?: Date } = {}) =>
    createDueGift(t.app, { churchId: church.id, usuarioId: giver.usuarioId, motivoId: church.reasons.dizimo, ...o });

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congrega-giving-'));
    t = await createTestApp({ dataDir });
    church = await createPayingChurch(t.app, 'recorrente');
    giver = await createPayer(t.app, church);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('charges a due gift once, moves it to the next cycle and sends its receipt; a second run charges nothing', async () => {
    const g = await gift();
    const notDue = await gift({ dueAt: new Date(Date.now() + 400 * DAY) });
    expect(await run()).toEqual({ charged: 1, declined: 0, paused: 0, awaiting: 0 });
    expect(await run()).toEqual({ charged: 0, declined: 0, paused: 0, awaiting: 0 });
    expect(await giftCharges(t.app, g.id)).toMatchObject([{ ciclo: 2, tentativa: 0, status: 'aprovado', total: 5_000 }]);
    const after = await readGift(t.app, g.id);
    expect(after).toMatchObject({ ciclo: 3, tentativas: 0, status: 'ativa' });
    expect(after.proximaData!.getTime()).toBe(g.proximaData!.getTime() + 30 * DAY);
    expect(await giftCharges(t.app, notDue.id)).toHaveLength(0);
    expect(await t.app.jobs.drain(RECEIPT_JOB)).toBe(1);
    expect((await outbox()).filter((m) => m.includes('receipt for payment'))).toHaveLength(1);
  });

  it('a declined card is retried after 1, 3 and 7 days with an e-mail each time, then the gift pauses (e-mailed)', async () => {
    const g = await gift({ outcome: 'recusado' });
    let now = new Date();
    for (const [i, days] of [1, 3, 7].entries()) {
      expect(await run({ now })).toEqual({ charged: 0, declined: 1, paused: 0, awaiting: 0 });
      const row = await readGift(t.app, g.id);
      expect(row).toMatchObject({ status: 'ativa', tentativas: i + 1, ciclo: 2 });
      expect(row.proximaData!.getTime()).toBe(now.getTime() + days * DAY);
      now = new Date(row.proximaData!.getTime() + 1000);
    }
    expect(await run({ now })).toEqual({ charged: 0, declined: 0, paused: 1, awaiting: 0 });
    expect(await readGift(t.app, g.id)).toMatchObject({ status: 'pausada', motivoPausa: 'recusado', proximaData: null, tentativas: 4 });
    // Later runs (other gifts fall due meanwhile) never touch the paused gift again.
    expect(await run({ now: new Date(now.getTime() + 60 * DAY) })).toMatchObject({ declined: 0, paused: 0, awaiting: 0 });
    const charges = await giftCharges(t.app, g.id);
    expect(charges.map((c) => [c.ciclo, c.tentativa, c.status])).toEqual([
      [2, 0, 'cancelado'],
      [2, 1, 'cancelado'],
      [2, 2, 'cancelado'],
      [2, 3, 'cancelado'],
    ]);
    expect(await t.app.jobs.drain(RECURRING_MAIL_JOB)).toBe(4);
    const mails = (await outbox()).filter((m) => m.includes('recurring gift'));
    expect(mails.filter((m) => m.includes('could not charge your recurring gift'))).toHaveLength(3);
    expect(mails.filter((m) => m.includes('your recurring gift was paused'))).toHaveLength(1);
    for (const m of mails) {
      expect(m).toContain('/user/giving');
      // The card (number or its last digits) and its token never reach the e-mail; `\b` keeps a random 0002 in a
      // Message-ID or MIME boundary from matching.
      expect(m).not.toMatch(/\b(?:4000\D?0000\D?0000\D?)?0002\b|tok_sbx/);
    }
  });

  it('a charge recorded by a run that died before the gateway answered is sent once by a later run', async () => {
    const g = await gift();
    const tenant = (await findTenantById(t.app.database.db, church.id))!;
    // The dead run: step 1 committed (payment 'em_aberto'), and the gateway even charged under the key.
    const order = recurringOrder(g, 'Dízimo');
    await t.app.database.withChurch(church.id, async (tx) => {
      const ctx = paymentContext(t.app, tx, tenant, giver.usuarioId, 'en');
      expect(await recordOffSessionOrder(ctx, order)).toBeDefined();
    });
    const gateway = t.app.paymentGateways.get('sandbox')!;
    const first = await gateway.charge(
      { churchId: church.id, now: new Date() },
      {
        method: 'cartao_credito',
        amountCents: 5_000,
        currency: 'BRL',
        installments: 1,
        orderCode: 'PDEAD',
        description: 'Dízimo',
        receiver: { name: '', city: '', pixKey: null, pixKeyType: null, walletLink: null },
        payer: { name: '', email: '' },
        card: { token: g.cartaoToken, keep: false, saved: true },
        idempotencyKey: order.offSession!.idempotencyKey,
      },
    );
    expect(first.outcome).toBe('created');
    // A run while the charge is fresh (another copy may be sending it) leaves it alone and does not claim the gift.
    expect(await run()).toEqual({ charged: 0, declined: 0, paused: 0, awaiting: 0 });
    expect(await giftCharges(t.app, g.id)).toMatchObject([{ status: 'em_aberto' }]);
    // Once stale, it is resolved with the same key: the gateway's first charge, not a second one.
    expect(await run({ now: new Date(Date.now() + 5 * 60_000) })).toEqual({ charged: 1, declined: 0, paused: 0, awaiting: 0 });
    const charges = await giftCharges(t.app, g.id);
    expect(charges).toMatchObject([{ ciclo: 2, tentativa: 0, status: 'aprovado' }]);
    expect(charges[0]!.ref).toBe((first as { reference: string }).reference);
    expect(await readGift(t.app, g.id)).toMatchObject({ ciclo: 3, tentativas: 0 });
    expect(await run({ now: new Date(Date.now() + 10 * 60_000) })).toEqual({ charged: 0, declined: 0, paused: 0, awaiting: 0 });
  });

  it('a charge recorded by a run that died before calling the gateway is charged once, and concurrent runs agree', async () => {
    const g = await gift();
    const tenant = (await findTenantById(t.app.database.db, church.id))!;
    await t.app.database.withChurch(church.id, (tx) =>
      recordOffSessionOrder(paymentContext(t.app, tx, tenant, giver.usuarioId, 'en'), recurringOrder(g, 'Dízimo')),
    );
    const before = await sandboxChargeCount(t.app, church.id);
    const results = await Promise.all([run({ staleMs: 0 }), run({ staleMs: 0 }), run({ staleMs: 0 })]);
    expect(results.reduce((n, r) => n + r.charged, 0)).toBe(1);
    expect(await giftCharges(t.app, g.id)).toMatchObject([{ ciclo: 2, tentativa: 0, status: 'aprovado' }]);
    expect(await sandboxChargeCount(t.app, church.id)).toBe(before + 1);
  });

  it('a gift paused or cancelled by its giver is not charged', async () => {
    const paused = await gift();
    const { updateRecurringGift } = await import('./recurring.repository.ts');
    await t.app.database.withChurch(church.id, (tx) =>
      updateRecurringGift(tx, church.id, paused.id, { status: 'pausada', motivoPausa: 'usuario' }),
    );
    expect(await run()).toEqual({ charged: 0, declined: 0, paused: 0, awaiting: 0 });
    expect(await giftCharges(t.app, paused.id)).toHaveLength(0);
  });
  it('end to end: a card gift set up through the API falls due and the cron job charges it on the same card, with a receipt', async () => {
    const member = await createPayer(t.app, church);
    const token = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/general/payment/church/${church.id}/card/token`,
        headers: member.headers,
        payload: { numero: TEST_CARDS.approved, titular: 'Ana', cvv: '123', validade: `12/${(new Date().getFullYear() + 2) % 100}` },
      })
    ).json().token;
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pagamento/',
      headers: { ...member.headers, 'accept-language': 'es', 'idempotency-key': randomUUID() },
      payload: {
        igreja: church.id,
        metodoPagamento: 'cartao_credito',
        cartao: { token },
        salvarCartao: false,
        motivos: [{ id: church.reasons.dizimo, valor: 7_000 }],
      },
    });
    const giftId = first.json().recorrencia.id as number;
    await t.app.database.db
      .update(doacaoRecorrente)
      .set({ proximaData: new Date(Date.now() - 1000) })
      .where(eq(doacaoRecorrente.id, giftId));
    await t.app.jobs.drain(RECEIPT_JOB);
    await t.app.jobs.send(RECURRING_JOB, {});
    expect(await t.app.jobs.drain(RECURRING_JOB)).toBe(1);
    expect((await giftCharges(t.app, giftId)).map((c) => [c.ciclo, c.status, c.total])).toEqual([
      [1, 'aprovado', 7_000],
      [2, 'aprovado', 7_000],
    ]);
    expect(await readGift(t.app, giftId)).toMatchObject({ ciclo: 3, tentativas: 0 });
    expect(await t.app.jobs.drain(RECEIPT_JOB)).toBe(1);
    expect((await outbox()).filter((m) => m.includes('recibo del pago'))).toHaveLength(2);
  });
});
