import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createDatabase, type Database } from '../../db/client.ts';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createPayingChurch } from '../payments/payments.fixtures.ts';
import { sandboxCartaoToken } from '../payments/payments.schema.ts';
import { doacaoRecorrente } from './giving.schema.ts';
import { runRecurringGifts, type RunnerStats } from './recurring-runner.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const GIFTS = 1_000;
const CHURCHES = 5;
const MEMBERS_PER_CHURCH = 20;

/**
 * Exactly once at scale (PostgreSQL only: PGlite has one connection): 1,000 due gifts over 5 churches, two server
 * copies (each its own pool) running the runner at the same time: 1,000 approved charges, each gift one cycle on.
 */
describe.skipIf(!onPostgres)('recurring runner: 1,000 due gifts, two copies, one database', () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  const copies: { app: App; database: Database }[] = [];

  async function startCopy() {
    const database = await createDatabase({ databaseUrl: (shared.jobBackend as { connectionString: string }).connectionString });
    const app = await buildApp({ config: testConfig({ jobsWorkers: false }), database });
    await app.ready();
    copies.push({ app, database });
    return app;
  }

  beforeAll(async () => {
    shared = await createTestDatabase();
  });
  afterAll(async () => {
    for (const { app, database } of copies) {
      await app.close();
      await database.close();
    }
    await shared.dispose();
  });

  it('charges each of 1,000 due gifts exactly once with two copies running at once', { timeout: 300_000 }, async () => {
    const a = await startCopy();
    const b = await startCopy();
    const db = a.database.db;
    const due = new Date(Date.now() - 60_000);
    for (let c = 0; c < CHURCHES; c++) {
      const church = await createPayingChurch(a, `escala-${c}`);
      const members: TestMember[] = [];
      for (let m = 0; m < MEMBERS_PER_CHURCH; m++) members.push(await createMember(a, church));
      const perChurch = GIFTS / CHURCHES;
      const tokens = Array.from({ length: perChurch }, (_, i) => `tok_sbx_rec_scale_${c}_${i}`);
      await db.insert(sandboxCartaoToken).values(
        tokens.map((token) => ({
          token,
          igrejaId: church.id,
          resultado: 'aprovado',
          impressao: token,
          bandeira: 'visa',
          ultimosDigitos: '1111',
          mesValidade: 12,
          anoValidade: 2099,
          titular: 'Giver',
          expiraEm: due,
          flagSalvo: true,
        })),
      );
      await db.insert(doacaoRecorrente).values(
        tokens.map((token, i) => ({
          igrejaId: church.id,
          usuarioId: members[i % MEMBERS_PER_CHURCH]!.usuarioId,
          pagamentoMotivoId: church.reasons.dizimo,
          valor: 1_000 + i,
          moeda: 'BRL',
          recorrenciaDias: 30,
          proximaData: due,
          idGatewayPagamento: 1,
          cartaoToken: token,
          bandeira: 'visa',
          ultimosDigitos: '1111',
          idioma: 'pt-BR',
        })),
      );
    }

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
});
