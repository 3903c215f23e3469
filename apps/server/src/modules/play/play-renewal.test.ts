import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer } from '../payments/payments.fixtures.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { createPlayChurch, createSubscription, readSubscription, type PlayChurch } from './play.fixtures.ts';
import { planoAssinaturaCobranca } from './play.schema.ts';
import { runPlayRenewals } from './renewal-runner.ts';

const DAY = 86_400_000;

describe('Play renewals: charged once per period; declines retried then lapse; cancelled ones end', () => {
  let t: TestApp;
  let church: PlayChurch;
  let members: TestMember[];
  const chargesOf = (id: number) =>
    t.app.database.db
      .select({
        ciclo: planoAssinaturaCobranca.ciclo,
        tentativa: planoAssinaturaCobranca.tentativa,
        status: pagamento.status,
        total: pagamento.total,
      })
      .from(planoAssinaturaCobranca)
      .innerJoin(pagamento, eq(pagamento.id, planoAssinaturaCobranca.pagamentoId))
      .where(eq(planoAssinaturaCobranca.assinaturaId, id))
      .orderBy(planoAssinaturaCobranca.ciclo, planoAssinaturaCobranca.tentativa);
  const playback = (who: TestMember) =>
    t.app.inject({ url: `/api/v1/plano-assinatura-conteudo/${church.contents[0]}/reproducao/`, headers: who.headers });
  const sub = (i: number, o: Parameters<typeof createSubscription>[1]['outcome'] = 'aprovado', values = {}) =>
    createSubscription(t.app, { churchId: church.id, usuarioId: members[i]!.usuarioId, planoId: church.plans.monthly, outcome: o, values });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPlayChurch(t.app, 'renovacao');
    members = await Promise.all([0, 1, 2, 3].map(() => createPayer(t.app, church)));
  });
  afterAll(() => t.close());

  it('renews a due subscription once: one approved charge, one period on; a second run charges nothing', async () => {
    const s = await sub(0);
    const notDue = await sub(1, 'aprovado', {
      proximaCobranca: new Date(Date.now() + 10 * DAY),
      validoAte: new Date(Date.now() + 10 * DAY),
    });
    expect(await runPlayRenewals(t.app)).toEqual({ renewed: 1, declined: 0, lapsed: 0, ended: 0, awaiting: 0 });
    expect(await runPlayRenewals(t.app)).toEqual({ renewed: 0, declined: 0, lapsed: 0, ended: 0, awaiting: 0 });
    expect(await chargesOf(s.id)).toEqual([{ ciclo: 2, tentativa: 0, status: 'aprovado', total: 2_000 }]);
    const after = await readSubscription(t.app, s.id);
    expect(after).toMatchObject({ situacao: 'ativo', ciclo: 3, tentativas: 0 });
    expect(after.validoAte!.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(after.proximaCobranca).toEqual(after.validoAte);
    expect(await chargesOf(notDue.id)).toEqual([]);
  });

  it('a declined renewal is retried after 1 and 3 days (still watchable), then lapses: playback refused', async () => {
    const s = await sub(2, 'recusado');
    let now = new Date();
    for (const [i, days] of [1, 3].entries()) {
      expect(await runPlayRenewals(t.app, { now })).toMatchObject({ renewed: 0, declined: 1, lapsed: 0 });
      const row = await readSubscription(t.app, s.id);
      expect(row).toMatchObject({ situacao: 'ativo', tentativas: i + 1, ciclo: 2 });
      expect(row.proximaCobranca!.getTime()).toBe(now.getTime() + days * DAY);
      expect((await playback(members[2]!)).statusCode).toBe(200);
      now = new Date(row.proximaCobranca!.getTime() + 1000);
    }
    expect(await runPlayRenewals(t.app, { now })).toMatchObject({ declined: 0, lapsed: 1 });
    expect(await readSubscription(t.app, s.id)).toMatchObject({ situacao: 'inativo', proximaCobranca: null });
    expect((await chargesOf(s.id)).map((c) => [c.ciclo, c.tentativa, c.status])).toEqual([
      [2, 0, 'cancelado'],
      [2, 1, 'cancelado'],
      [2, 2, 'cancelado'],
    ]);
    const refused = await playback(members[2]!);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'PLAY_SUBSCRIPTION_REQUIRED']);
    // Later runs never charge a lapsed subscription again.
    await runPlayRenewals(t.app, { now: new Date(now.getTime() + 60 * DAY) });
    expect(await chargesOf(s.id)).toHaveLength(3);
  });

  it('a cancelled subscription is not charged: it ends when its paid period is over', async () => {
    const until = new Date(Date.now() + 5 * DAY);
    const s = await sub(3, 'aprovado', { renovar: false, proximaCobranca: null, validoAte: until });
    expect((await playback(members[3]!)).statusCode).toBe(200);
    expect(await runPlayRenewals(t.app)).toMatchObject({ renewed: 0, ended: 0 });
    expect(await runPlayRenewals(t.app, { now: new Date(until.getTime() + 1000) })).toMatchObject({ renewed: 0, ended: 1 });
    expect(await readSubscription(t.app, s.id)).toMatchObject({ situacao: 'inativo' });
    expect(await chargesOf(s.id)).toEqual([]);
    expect((await playback(members[3]!)).statusCode).toBe(403);
  });
});
