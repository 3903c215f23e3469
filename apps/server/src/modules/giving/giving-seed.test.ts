import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { seedDemo } from '../../db/seed.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { pagamento, pagamentoMotivo } from '../payments/payments.schema.ts';
import { doacaoRecorrente } from './giving.schema.ts';
import { runRecurringGifts } from './recurring-runner.ts';

const DAY = 86_400_000;

describe('demo giving seed', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: App;
  let usuarioId: number;
  let churchId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const ctx = await seedDemo(database.db);
    usuarioId = ctx.members['membro@videira.demo']!.clients.videira!;
    churchId = ctx.churches.videira!.id;
    app = await buildApp({ config: testConfig(), database });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('videira: tithe (recurrent), offering and missions; grace gives in USD', async () => {
    const res = await app.inject({ url: '/api/v1/igreja/videira/pagamento-motivo/?doacao=true', headers: { host: 'videira.localhost' } });
    const reasons = res.json() as { nome: string; flagRecorrencia: boolean }[];
    expect(reasons.find((r) => r.nome === 'Dízimo')?.flagRecorrencia).toBe(true);
    expect(reasons.map((r) => r.nome)).toEqual(expect.arrayContaining(['Dízimo', 'Oferta', 'Missões']));
    const grace = await app.inject({ url: '/bff/bootstrap', headers: { host: 'grace.localhost' } });
    expect(
      grace
        .json()
        .metodosPagamento.map((m: { codigo: string }) => m.codigo)
        .sort(),
    ).toEqual(['ach', 'cartao_credito']);
  });

  it('the demo member has a monthly recurring tithe, not due yet, and approved gifts in past months', async () => {
    const gifts = await database.db.select().from(doacaoRecorrente).where(eq(doacaoRecorrente.usuarioId, usuarioId));
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({ status: 'ativa', recorrenciaDias: 30, valor: 15_000, ciclo: 5, igrejaId: churchId });
    expect(gifts[0]!.proximaData!.getTime()).toBeGreaterThan(Date.now() + 10 * DAY);
    const history = await database.db
      .select({ status: pagamento.status, criadoEm: pagamento.criadoEm, ciclo: pagamento.recorrenciaCiclo })
      .from(pagamento)
      .where(eq(pagamento.idUsuario, usuarioId));
    expect(history.length).toBeGreaterThanOrEqual(6);
    expect(history.every((p) => p.status === 'aprovado')).toBe(true);
    expect(new Set(history.map((p) => p.criadoEm.toISOString().slice(0, 7))).size).toBeGreaterThanOrEqual(3);
    expect(
      history
        .filter((p) => p.ciclo !== null)
        .map((p) => p.ciclo)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
    expect(await runRecurringGifts(app)).toEqual({ charged: 0, declined: 0, paused: 0, awaiting: 0 });
    // When it falls due, the runner charges the seeded card token.
    const due = new Date(gifts[0]!.proximaData!.getTime() + 1000);
    expect(await runRecurringGifts(app, { now: due })).toMatchObject({ charged: 1 });
    expect(await database.db.select().from(pagamentoMotivo).where(eq(pagamentoMotivo.igrejaId, churchId))).not.toHaveLength(0);
  });
});
