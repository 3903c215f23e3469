import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverCopies } from '../../test/server-copies.ts';
import { seedDueGifts } from './giving.fixtures.ts';
import { runRecurringGifts, type RunnerStats } from './recurring-runner.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const GIFTS = 1_000;
const CHURCHES = 5;

/**
 * Exactly once at scale (PostgreSQL only: PGlite has one connection): 1,000 due gifts over 5 churches, two server
 * copies (each its own pool) running the runner at the same time: 1,000 approved charges, each gift one cycle on.
 */
describe.skipIf(!onPostgres)('recurring runner: 1,000 due gifts, two copies, one database', () => {
  const servers = serverCopies();
  const { copies } = servers;
  const startCopy = () => servers.start();

  beforeAll(() => servers.setUp());
  afterAll(() => servers.dispose());

  it('charges each of 1,000 due gifts exactly once with two copies running at once', { timeout: 300_000 }, async () => {
    const a = await startCopy();
    const b = await startCopy();
    const db = a.database.db;
    await seedDueGifts(a, 'escala', CHURCHES, GIFTS);

    const started = performance.now();
    const results: RunnerStats[] = await Promise.all([runRecurringGifts(a), runRecurringGifts(b)]);
    const seconds = (performance.now() - started) / 1000;
    const charged = results.reduce((n, r) => n + r.charged, 0);
    process.stdout.write(
      `recurring runner: ${charged} charges by two copies (${results.map((r) => r.charged).join(' + ')}) in ${seconds.toFixed(2)} s = ${(charged / seconds).toFixed(0)} charges/s\n`,
    );

    expect(charged).toBe(GIFTS);
    const result = (await db.execute(sql`select
        (select count(*)::int from pagamento where doacao_recorrente_id is not null and status = 'aprovado') as approved,
        (select count(*)::int from pagamento where doacao_recorrente_id is not null) as rows,
        (select count(distinct (doacao_recorrente_id, recorrencia_ciclo))::int from pagamento where doacao_recorrente_id is not null) as cycles,
        (select count(*)::int from sandbox_cobranca) as gateway_charges,
        (select count(*)::int from doacao_recorrente where ciclo = 3 and tentativas = 0 and proxima_data > now()) as advanced`)) as unknown as {
      rows: { approved: number; rows: number; cycles: number; gateway_charges: number; advanced: number }[];
    };
    const counts = result.rows[0];
    expect(counts).toEqual({ approved: GIFTS, rows: GIFTS, cycles: GIFTS, gateway_charges: GIFTS, advanced: GIFTS });
    // Both copies again: nothing is due any more.
    const again = await Promise.all([runRecurringGifts(a), runRecurringGifts(b)]);
    expect(again.reduce((n, r) => n + r.charged, 0)).toBe(0);
  });

  it(
    'a copy that dies mid-run (after charges were recorded) is finished by the other and a restart: no cycle charged twice',
    { timeout: 300_000 },
    async () => {
      const a = copies[0]!.app;
      const b = copies[1]!.app;
      const db = a.database.db;
      await db.execute(sql`update doacao_recorrente set proxima_data = now() + interval '400 days'`);
      await seedDueGifts(a, 'queda', 2, 400);
      // Copy A "dies" on its 60th charge, inside the charge transaction (after its batch of charges was recorded).
      const gateway = a.paymentGateways.get('sandbox')!;
      const charge = gateway.charge.bind(gateway);
      let calls = 0;
      const patched = Object.assign(Object.create(Object.getPrototypeOf(gateway) as object) as object, gateway, {
        charge: async (...args: Parameters<typeof charge>) => {
          if (++calls >= 60) throw new Error('process killed');
          return charge(...args);
        },
      }) as typeof gateway;
      const registry = a.paymentGateways;
      const get = registry.get.bind(registry);
      registry.get = (key: string) => (key === 'sandbox' ? patched : get(key));
      const [dead, alive] = await Promise.all([runRecurringGifts(a), runRecurringGifts(b)]);
      registry.get = get;
      const [left] = (
        (await db.execute(
          sql`select count(*)::int as n from pagamento where status = 'em_aberto' and doacao_recorrente_id is not null`,
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      // The restart: any copy, once the dead run's charges are stale.
      const later = new Date(Date.now() + 5 * 60_000);
      const restart = await Promise.all([runRecurringGifts(a, { now: later }), runRecurringGifts(b, { now: later })]);
      const total = [dead, alive, ...restart].reduce((n, r) => n + r!.charged, 0);
      process.stdout.write(
        `crash: dead copy ${dead!.charged}, other copy ${alive!.charged}, left recorded ${left!.n}, restart ${restart.map((r) => r.charged).join(' + ')}\n`,
      );
      expect(total).toBe(400);
      const result = (await db.execute(sql`select
        (select count(*)::int from pagamento p join doacao_recorrente g on g.id = p.doacao_recorrente_id
          where p.status = 'aprovado' and g.cartao_token like 'tok_sbx_rec_queda_%') as approved,
        (select count(*)::int from pagamento where doacao_recorrente_id is not null and status = 'em_aberto') as open,
        (select count(*)::int from doacao_recorrente where cartao_token like 'tok_sbx_rec_queda_%' and ciclo = 3) as advanced`)) as unknown as {
        rows: { approved: number; open: number; advanced: number }[];
      };
      expect(result.rows[0]).toEqual({ approved: 400, open: 0, advanced: 400 });
    },
  );
});
