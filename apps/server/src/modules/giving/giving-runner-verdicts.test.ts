import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { igrejaModulo } from '../church/church.schema.ts';
import { RECEIPT_JOB } from '../payments/payments.jobs.ts';
import { createPayer, createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { pagamento, pagamentoMotivo, sandboxCartaoToken } from '../payments/payments.schema.ts';
import { postSandboxEvent } from '../payments/sandbox-bank.service.ts';
import { createDueGift, giftCharges, readGift, sandboxChargeCount } from './giving.fixtures.ts';
import { notifyGiver, RECURRING_MAIL_JOB } from './giving.jobs.ts';
import { runRecurringGifts, type RunnerOptions } from './recurring-runner.ts';

const DAY = 86_400_000;
const idle = { charged: 0, declined: 0, paused: 0, awaiting: 0 };

/**
 * Recurring charges the gateway does not decide at once (under review, pending) and gifts the church no longer
 * takes: neither is charged again nor counted as paid; the webhook's verdict moves the gift on or into the retries.
 */
describe('recurring runner: charges under review, and reasons closed after the set-up', () => {
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
  const gift = (o: Partial<Parameters<typeof createDueGift>[1]> = {}) =>
    createDueGift(t.app, { churchId: church.id, usuarioId: giver.usuarioId, motivoId: church.reasons.dizimo, ...o });
  const verdict = (referencia: string, status: 'aprovado' | 'nao_aprovado' | 'cancelado', id = `evt_${randomBytes(8).toString('hex')}`) =>
    postSandboxEvent(t.app, {
      id,
      tipo: 'pagamento.status',
      criadoEm: new Date().toISOString(),
      dados: { igreja: church.id, referencia, status },
    });
  const setReason = (values: Partial<typeof pagamentoMotivo.$inferInsert>) =>
    t.app.database.db.update(pagamentoMotivo).set(values).where(eq(pagamentoMotivo.id, church.reasons.dizimo));
  const patch = (id: number, payload: object, lang = 'en') =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/usuario/${giver.usuarioId}/doacao-recorrente/${id}`,
      headers: { ...giver.headers, 'accept-language': lang },
      payload,
    });

  /** The giver's /user/giving list: each gift's under-review flag by id. */
  const underReview = async () => {
    const res = await t.app.inject({
      url: `/api/v1/usuario/${giver.usuarioId}/doacao-recorrente/?igreja=${church.id}`,
      headers: giver.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries(res.json().map((g: { id: number; cobrancaEmAnalise: boolean }) => [g.id, g.cobrancaEmAnalise]));
  };

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congrega-giving-verdicts-'));
    t = await createTestApp({ dataDir });
    church = await createPayingChurch(t.app, 'veredito');
    giver = await createPayer(t.app, church);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('under review: not counted as paid, never charged again while it waits; the approval moves the gift to its next cycle', async () => {
    const g = await gift({ outcome: 'em_analise' });
    expect(await run()).toEqual({ ...idle, awaiting: 1 });
    expect(await giftCharges(t.app, g.id)).toMatchObject([{ ciclo: 2, tentativa: 0, status: 'em_analise' }]);
    expect(await readGift(t.app, g.id)).toMatchObject({ ciclo: 2, tentativas: 0, status: 'ativa', ultimaCobrancaEm: null });
    expect((await underReview())[g.id]).toBe(true);
    // Later runs (stale scan included, and weeks later) neither send it again nor record another charge of the cycle.
    expect(await run({ now: new Date(Date.now() + 5 * 60_000) })).toEqual(idle);
    expect(await run({ now: new Date(Date.now() + 20 * DAY) })).toEqual(idle);
    expect(await giftCharges(t.app, g.id)).toHaveLength(1);
    expect(await sandboxChargeCount(t.app, church.id, `recurring_${church.id}_${g.id}_`)).toBe(1);

    const [charge] = await giftCharges(t.app, g.id);
    expect(await verdict(charge!.ref!, 'aprovado')).toBe(true);
    expect(await giftCharges(t.app, g.id)).toMatchObject([{ ciclo: 2, tentativa: 0, status: 'aprovado' }]);
    const after = await readGift(t.app, g.id);
    expect(after).toMatchObject({ ciclo: 3, tentativas: 0, status: 'ativa' });
    expect(after.proximaData!.getTime()).toBe(g.proximaData!.getTime() + 30 * DAY);
    expect(after.ultimaCobrancaEm).not.toBeNull();
    expect((await underReview())[g.id]).toBe(false);
    expect(await t.app.jobs.drain(RECEIPT_JOB)).toBe(1);
    expect(await run()).toEqual(idle);
  });

  it('under review then not approved: the attempt counts as declined (e-mailed) and the retry charges the cycle once', async () => {
    const g = await gift({ outcome: 'em_analise' });
    const now = new Date();
    expect(await run({ now })).toEqual({ ...idle, awaiting: 1 });
    const [charge] = await giftCharges(t.app, g.id);
    expect(await verdict(charge!.ref!, 'nao_aprovado')).toBe(true);
    // Recorded as a declined attempt (cancelled, with the gateway's word), which frees the cycle for its retry.
    const [row] = await t.app.database.db.select().from(pagamento).where(eq(pagamento.doacaoRecorrenteId, g.id));
    expect(row).toMatchObject({ status: 'cancelado', detalhes: expect.objectContaining({ recusa: 'nao_aprovado' }) });
    const declined = await readGift(t.app, g.id);
    expect(declined).toMatchObject({ ciclo: 2, tentativas: 1, status: 'ativa' });
    expect(declined.proximaData!.getTime()).toBeGreaterThan(Date.now() + DAY - 60_000);
    expect(await t.app.jobs.drain(RECURRING_MAIL_JOB)).toBe(1);
    expect((await outbox()).filter((m) => m.includes('could not charge your recurring gift'))).toHaveLength(1);
    // A late approval of the declined charge changes nothing (final), the same event again neither.
    expect(await verdict(charge!.ref!, 'aprovado')).toBe(true);
    expect(await readGift(t.app, g.id)).toMatchObject({ ciclo: 2, tentativas: 1 });

    // The issuer approves the card now: the retry (attempt 1) is the cycle's one approved charge.
    await t.app.database.db.update(sandboxCartaoToken).set({ resultado: 'aprovado' }).where(eq(sandboxCartaoToken.token, g.cartaoToken));
    expect(await run({ now: new Date(declined.proximaData!.getTime() + 1000) })).toEqual({ ...idle, charged: 1 });
    expect((await giftCharges(t.app, g.id)).map((c) => [c.ciclo, c.tentativa, c.status])).toEqual([
      [2, 0, 'cancelado'],
      [2, 1, 'aprovado'],
    ]);
    expect(await readGift(t.app, g.id)).toMatchObject({ ciclo: 3, tentativas: 0 });
  });

  it('a gift paused by its giver while under review: approval still moves it past the paid cycle; a resume does not charge it again', async () => {
    const g = await gift({ outcome: 'em_analise' });
    expect(await run()).toEqual({ ...idle, awaiting: 1 });
    expect((await patch(g.id, { status: 'pausada' })).statusCode).toBe(200);
    const [charge] = await giftCharges(t.app, g.id);
    expect(await verdict(charge!.ref!, 'aprovado')).toBe(true);
    expect(await readGift(t.app, g.id)).toMatchObject({ ciclo: 3, tentativas: 0, status: 'pausada', proximaData: null });
    expect((await patch(g.id, { status: 'ativa' })).json()).toMatchObject({ status: 'ativa' });
    // A month on, the next cycle (3) is tried; cycle 2 is never sent again.
    await run({ now: new Date(Date.now() + 31 * DAY) });
    expect((await giftCharges(t.app, g.id)).map((c) => [c.ciclo, c.status])).toEqual([
      [2, 'aprovado'],
      [3, 'em_analise'],
    ]);
  });

  it('a reason deactivated after the set-up: the gift is paused (not charged), the giver e-mailed, and it cannot be resumed', async () => {
    const g = await gift();
    await setReason({ flagAtivo: false });
    const before = await sandboxChargeCount(t.app, church.id);
    expect(await run()).toEqual({ ...idle, paused: 1 });
    expect(await sandboxChargeCount(t.app, church.id)).toBe(before);
    expect(await giftCharges(t.app, g.id)).toEqual([]);
    expect(await readGift(t.app, g.id)).toMatchObject({ status: 'pausada', motivoPausa: 'motivo_indisponivel', proximaData: null });
    expect(await t.app.jobs.drain(RECURRING_MAIL_JOB)).toBe(1);
    const [mail] = (await outbox()).filter((m) => m.includes('no longer takes recurring gifts for'));
    expect(mail).toContain('/user/giving');
    const list = await t.app.inject({
      url: `/api/v1/usuario/${giver.usuarioId}/doacao-recorrente/?igreja=${church.id}`,
      headers: giver.headers,
    });
    expect(list.json().find((x: { id: number }) => x.id === g.id)).toMatchObject({ status: 'pausada', motivoPausa: 'motivo_indisponivel' });
    const refused = await patch(g.id, { status: 'ativa' }, 'pt-BR');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'RECURRING_REASON_UNAVAILABLE',
      message: 'A igreja não recebe mais doações recorrentes para Dízimo.',
    });
    // The church opens the reason again: the giver may resume (next charge dated from the last success, not now).
    await setReason({ flagAtivo: true });
    expect((await patch(g.id, { status: 'ativa' })).json()).toMatchObject({ status: 'ativa', motivoPausa: null });
  });

  it.each([
    ['closed to recurrence', async () => setReason({ flagRecorrencia: false }), async () => setReason({ flagRecorrencia: true })],
    ['no longer a giving reason', async () => setReason({ flagDoacao: false }), async () => setReason({ flagDoacao: true })],
    [
      'online giving turned off at the church',
      async () =>
        t.app.database.db.delete(igrejaModulo).where(and(eq(igrejaModulo.igrejaId, church.id), eq(igrejaModulo.codigo, 'MOD_DOACAO'))),
      async () => t.app.database.db.insert(igrejaModulo).values({ igrejaId: church.id, codigo: 'MOD_DOACAO', nome: 'MOD_DOACAO' }),
    ],
  ])('a reason %s: the due gift pauses instead of being charged', async (_name, close, reopen) => {
    const g = await gift();
    await close();
    try {
      expect(await run()).toEqual({ ...idle, paused: 1 });
      expect(await giftCharges(t.app, g.id)).toEqual([]);
      expect(await readGift(t.app, g.id)).toMatchObject({ status: 'pausada', motivoPausa: 'motivo_indisponivel' });
    } finally {
      await reopen();
    }
    await t.app.jobs.drain(RECURRING_MAIL_JOB);
  });
});
