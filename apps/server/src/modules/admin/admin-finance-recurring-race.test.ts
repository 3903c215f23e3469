import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findTenantById } from '../../core/tenant.repository.ts';
import { DAY_MS } from '../giving/giving-account.fixtures.ts';
import { createDueGift, giftCharges, readGift, sandboxChargeCount } from '../giving/giving.fixtures.ts';
import { notifyGiver } from '../giving/giving.jobs.ts';
import { doacaoRecorrente } from '../giving/giving.schema.ts';
import { recurringOrder, runRecurringGifts } from '../giving/recurring-runner.ts';
import { recordOffSessionOrder } from '../payments/payment-core.ts';
import { paymentContext } from '../payments/payments-context.ts';
import { createPayer, createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/**
 * The money console's changes against the recurring-gift runner (issue 31): staff lock the gift as the giver's own
 * changes do, so a change waits for a charge holding it, and a charge recorded before a pause or cancel committed is
 * cancelled unsent; a due gift paused from the console is not charged.
 */
let t: TestApp;
let church: PayingChurch;
let giver: TestMember;
let treasurer: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  church = await createPayingChurch(t.app, 'videira');
  giver = await createPayer(t.app, church);
  const m = await createMember(t.app, church);
  await grantPreset(t.app, church, m, 'finance');
  treasurer = await staffLogin(t.app, m, { totp: true });
});
afterAll(() => t.close());

const act = (id: number, action: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/videira/finance/recurring/${id}/${action}`, headers: treasurer.headers, payload: {} });
const dueGift = () => createDueGift(t.app, { churchId: church.id, usuarioId: giver.usuarioId, motivoId: church.reasons.dizimo });
const run = () => runRecurringGifts(t.app, { staleMs: 0, notify: (c, n) => notifyGiver(t.app, c, n) });

describe('console changes and the runner', () => {
  it('a pause waits for a charge holding the gift: the charge stands, the pause applies after it', async () => {
    const gift = await dueGift();
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
    const pause = act(gift.id, 'pause');
    await runner;
    expect((await pause).json()).toMatchObject({ status: 'pausada', proximaData: null });
    expect(await readGift(t.app, gift.id)).toMatchObject({ status: 'pausada', ciclo: 3, proximaData: null });
  });

  it.each(['pause', 'cancel'])('a charge recorded before a %s committed is cancelled unsent', async (action) => {
    const gift = await dueGift();
    const tenant = (await findTenantById(t.app.database.db, church.id))!;
    await t.app.database.withChurch(church.id, (tx) =>
      recordOffSessionOrder(paymentContext(t.app, tx, tenant, giver.usuarioId, 'en'), recurringOrder(gift, 'Dízimo')),
    );
    expect((await act(gift.id, action)).statusCode).toBe(200);
    const before = await sandboxChargeCount(t.app, church.id);
    expect((await run()).charged).toBe(0);
    expect(await sandboxChargeCount(t.app, church.id)).toBe(before);
    expect(await giftCharges(t.app, gift.id)).toMatchObject([{ ciclo: 2, tentativa: 0, status: 'cancelado' }]);
  });

  it('a due gift paused from the console is not charged; resumed, it is due on its own date, not at once', async () => {
    const gift = await dueGift();
    expect((await act(gift.id, 'pause')).statusCode).toBe(200);
    expect((await run()).charged).toBe(0);
    const resumed = await act(gift.id, 'resume');
    // Never charged before (no last success): its set-up + 30 days.
    expect(Date.parse(resumed.json().proximaData)).toBe(gift.criadoEm.getTime() + 30 * DAY_MS);
    expect((await run()).charged).toBe(0);
    expect(await giftCharges(t.app, gift.id)).toEqual([]);
  });
});
