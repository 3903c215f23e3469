import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeIsolation, type IsolationWorld, type Probe } from '../../test/isolation.ts';
import { createPrayer, createPrayerTestApp, createPrayerWorld } from './prayer.fixtures.ts';
import { oracao, oracaoMensagem } from './prayer.schema.ts';

type Seed = { published: string; hidden: string };

/** The four calls that name a request id; GET is public, so A's visitors get it too (404, like members). */
const byId = (key: keyof Seed): Probe<Seed>[] => [
  { url: (s) => `/api/v1/oracao/alfa/${s[key]}`, as: ['memberA', 'staffA', 'visitorA', 'memberBOnA'], visitorStatus: 404 },
  { method: 'POST', url: () => '/api/v1/oracao/mensagem/', body: (s) => ({ idOracao: s[key], mensagem: 'Oi' }) },
  { method: 'POST', url: () => '/api/v1/oracao/orar/', body: (s) => ({ idOracao: s[key] }) },
  { method: 'DELETE', url: (s) => `/api/v1/oracao/${s[key]}` },
];

/** Church B's prayer ids probed on church A's host: nothing of B ever comes back or changes. */
describeIsolation<Seed>(
  'prayer wall',
  {
    app: createPrayerTestApp,
    async world(app): Promise<IsolationWorld> {
      const [a, b] = [await createPrayerWorld(app, 'alfa'), await createPrayerWorld(app, 'beta')];
      return { app, a: a.church, b: b.church, memberA: a.author, staffA: a.staff, memberB: b.author };
    },
    seed: async ({ app, memberB }) => ({
      published: await createPrayer(app, memberB, { mensagem: 'Segredo da beta' }),
      hidden: await createPrayer(app, memberB, { mensagem: 'Oculto da beta', flagPublicarMural: 'false' }),
    }),
    code: 'PRAYER_NOT_FOUND',
    probes: [
      ...byId('published'),
      ...byId('hidden'),
      // B's wall, reasons and member list named on A's host.
      { url: () => '/api/v1/oracao/beta', as: ['memberA', 'staffA'], code: 'CHURCH_NOT_FOUND' },
      { url: () => '/api/v1/igreja/beta/oracao-motivo/', as: ['memberA', 'staffA'], code: null },
      { url: (_, { b }) => `/api/v1/user/oracao?igreja=${b.id}`, as: ['memberA', 'staffA'], code: null },
    ],
    secrets: () => ['beta'],
    lists: [{ url: () => '/api/v1/oracao/alfa', check: (res) => expect(res.json()).toMatchObject({ total: 0, oracoes: [] }) }],
    unchanged: async (_, { app, b }) => {
      const db = app.database.db;
      const requests = await db.select({ q: oracao.quantidadeOracoes }).from(oracao).where(eq(oracao.igrejaId, b.id));
      expect(requests).toEqual([{ q: 0 }, { q: 0 }]);
      const messages = await db.select().from(oracaoMensagem).where(eq(oracaoMensagem.igrejaId, b.id));
      expect(messages).toEqual([]);
      return { requests: await db.select().from(oracao).where(eq(oracao.igrejaId, b.id)).orderBy(oracao.id), messages };
    },
    tables: [oracao],
  },
  (ctx) => {
    it("B's own host still serves B's request after the probes", async () => {
      const res = await ctx.app.inject({ url: `/api/v1/oracao/beta/${ctx.seed.published}`, headers: { host: ctx.world.b.host } });
      expect(res.statusCode).toBe(200);
    });
  },
);
