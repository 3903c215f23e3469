import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrayer, createPrayerTestApp, createPrayerWorld, type PrayerWorld } from './prayer.fixtures.ts';
import { oracao, oracaoMensagem } from './prayer.schema.ts';

/** Church B's prayer ids probed on church A's host: nothing of B ever comes back or changes. */
describe('prayer wall: tenant isolation', () => {
  let t: Awaited<ReturnType<typeof createPrayerTestApp>>;
  let a: PrayerWorld;
  let b: PrayerWorld;
  let bPublished: string;
  let bHidden: string;

  beforeAll(async () => {
    t = await createPrayerTestApp();
    a = await createPrayerWorld(t.app, 'alfa');
    b = await createPrayerWorld(t.app, 'beta');
    bPublished = await createPrayer(t.app, b.author, { mensagem: 'Segredo da beta' });
    bHidden = await createPrayer(t.app, b.author, { mensagem: 'Oculto da beta', flagPublicarMural: 'false' });
  });
  afterAll(() => t.close());

  const probes = (id: string) =>
    [
      { method: 'GET', url: `/api/v1/oracao/alfa/${id}` },
      { method: 'POST', url: '/api/v1/oracao/mensagem/', payload: { idOracao: id, mensagem: 'Oi' } },
      { method: 'POST', url: '/api/v1/oracao/orar/', payload: { idOracao: id } },
      { method: 'DELETE', url: `/api/v1/oracao/${id}` },
    ] as const;

  it("answers 404 PRAYER_NOT_FOUND for B's requests to A's members, A's staff and visitors", async () => {
    for (const id of [bPublished, bHidden]) {
      for (const headers of [a.author.headers, a.staff.headers]) {
        for (const probe of probes(id)) {
          const res = await t.app.inject({ ...probe, headers });
          expect(res.statusCode, `${probe.method} ${probe.url}`).toBe(404);
          expect(res.json().code).toBe('PRAYER_NOT_FOUND');
          expect(res.body).not.toContain('beta');
        }
      }
      const visitor = await t.app.inject({ url: `/api/v1/oracao/alfa/${id}`, headers: { host: a.church.host } });
      expect(visitor.statusCode).toBe(404);
    }
  });

  it("refuses B's tokens on A's host (401), even for B's own request ids", async () => {
    for (const probe of probes(bPublished)) {
      const res = await t.app.inject({ ...probe, headers: { ...b.author.headers, host: a.church.host } });
      expect(res.statusCode, `${probe.method} ${probe.url}`).toBe(401);
    }
  });

  it("never names B's wall, reasons or member list on A's host", async () => {
    const headers = a.author.headers;
    const wall = await t.app.inject({ url: '/api/v1/oracao/beta', headers });
    expect(wall.json().code).toBe('CHURCH_NOT_FOUND');
    const reasons = await t.app.inject({ url: '/api/v1/igreja/beta/oracao-motivo/', headers });
    expect(reasons.statusCode).toBe(404);
    const mine = await t.app.inject({ url: `/api/v1/user/oracao?igreja=${b.church.id}`, headers });
    expect(mine.statusCode).toBe(404);
    const ownWall = await t.app.inject({ url: '/api/v1/oracao/alfa', headers });
    expect(ownWall.json()).toMatchObject({ total: 0, oracoes: [] });
  });

  it("leaves B's requests untouched by the probes", async () => {
    const db = t.app.database.db;
    const rows = await db.select({ q: oracao.quantidadeOracoes }).from(oracao).where(eq(oracao.igrejaId, b.church.id));
    expect(rows).toEqual([{ q: 0 }, { q: 0 }]);
    expect(await db.select().from(oracaoMensagem).where(eq(oracaoMensagem.igrejaId, b.church.id))).toEqual([]);
    const stillThere = await t.app.inject({ url: `/api/v1/oracao/beta/${bPublished}`, headers: { host: b.church.host } });
    expect(stillThere.statusCode).toBe(200);
  });

  it("hides B's rows from A's row-level-security scope even without a church filter", async () => {
    const seen = await t.app.database.withChurch(a.church.id, (tx) => tx.select({ id: oracao.id }).from(oracao));
    expect(seen).toEqual([]);
    const fromB = await t.app.database.withChurch(b.church.id, (tx) => tx.select({ id: oracao.id }).from(oracao));
    expect(fromB).toHaveLength(2);
  });
});
