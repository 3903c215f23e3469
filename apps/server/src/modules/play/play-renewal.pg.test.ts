import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createMember } from '../../test/fixtures.ts';
import { killSandboxChargesFrom, serverCopies } from '../../test/server-copies.ts';
import { createPlayChurch, createSubscription } from './play.fixtures.ts';
import { runPlayRenewals, type RenewalStats } from './renewal-runner.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const SUBSCRIPTIONS = 300;

type Counts = { approved: number; rows: number; cycles: number; gateway: number; advanced: number; open: number };
async function counts(app: App): Promise<Counts> {
  const result = (await app.database.db.execute(sql`select
    (select count(*)::int from pagamento where destino_tipo = 'assinatura_play' and status = 'aprovado') as approved,
    (select count(*)::int from plano_assinatura_cobranca) as rows,
    (select count(distinct (assinatura_id, ciclo))::int from plano_assinatura_cobranca) as cycles,
    (select count(*)::int from sandbox_cobranca where chave like 'play_%') as gateway,
    (select count(*)::int from usuario_plano_assinatura where ciclo = 3 and tentativas = 0 and valido_ate > now()) as advanced,
    (select count(*)::int from pagamento where destino_tipo = 'assinatura_play' and status = 'em_aberto') as open`)) as unknown as {
    rows: Counts[];
  };
  return result.rows[0]!;
}

/**
 * Exactly once with two server copies (PostgreSQL only: PGlite has one connection), each its own pool, running the
 * renewal runner at the same time; then a copy that dies mid-run is finished by a restart with nothing doubled.
 */
describe.skipIf(!onPostgres)('Play renewal runner: two copies, one database', () => {
  const { copies, start: startCopy } = serverCopies();
  async function dueSubscriptions(app: App, slug: string, n: number) {
    const church = await createPlayChurch(app, slug);
    for (let i = 0; i < n; i++) {
      const member = await createMember(app, church, { email: `${slug}-${i}@test.local` });
      await createSubscription(app, { churchId: church.id, usuarioId: member.usuarioId, planoId: church.plans.monthly });
    }
  }

  it('renews each due subscription exactly once with two copies running at once', { timeout: 300_000 }, async () => {
    const a = await startCopy();
    const b = await startCopy();
    await dueSubscriptions(a, 'duas-a', SUBSCRIPTIONS / 2);
    await dueSubscriptions(a, 'duas-b', SUBSCRIPTIONS / 2);
    const results: RenewalStats[] = await Promise.all([runPlayRenewals(a), runPlayRenewals(b)]);
    expect(results.reduce((n, r) => n + r.renewed, 0)).toBe(SUBSCRIPTIONS);
    expect(await counts(a)).toEqual({
      approved: SUBSCRIPTIONS,
      rows: SUBSCRIPTIONS,
      cycles: SUBSCRIPTIONS,
      gateway: SUBSCRIPTIONS,
      advanced: SUBSCRIPTIONS,
      open: 0,
    });
    const again = await Promise.all([runPlayRenewals(a), runPlayRenewals(b)]);
    expect(again.reduce((n, r) => n + r.renewed, 0)).toBe(0);
  });

  it(
    'a copy that dies mid-run (charges recorded, not sent) is finished by a restart: none charged twice',
    { timeout: 300_000 },
    async () => {
      const a = copies[0]!.app;
      const b = copies[1]!.app;
      await a.database.db.execute(sql`update usuario_plano_assinatura set proxima_cobranca = now() + interval '400 days'`);
      await dueSubscriptions(a, 'queda', 100);
      // Copy A "dies" on its 30th charge, inside the charge transaction (after its batch was recorded).
      const revive = killSandboxChargesFrom(a, 30);
      const [dead, alive] = await Promise.all([runPlayRenewals(a), runPlayRenewals(b)]);
      revive();
      const later = new Date(Date.now() + 5 * 60_000);
      const restart = await Promise.all([runPlayRenewals(a, { now: later }), runPlayRenewals(b, { now: later })]);
      const total = [dead, alive, ...restart].reduce((n, r) => n + r!.renewed, 0);
      process.stdout.write(
        `play crash: dead ${dead!.renewed}, other ${alive!.renewed}, restart ${restart.map((r) => r.renewed).join(' + ')}\n`,
      );
      expect(total).toBe(100);
      const after = await counts(a);
      expect(after).toMatchObject({ approved: SUBSCRIPTIONS + 100, rows: SUBSCRIPTIONS + 100, gateway: SUBSCRIPTIONS + 100, open: 0 });
    },
  );
});
