import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { staffLogin } from '../admin/admin.test-helpers.ts';
import { describeIsolation, type IsolationWorld } from '../../test/isolation.ts';
import { oracaoConfig, oracaoCuidado, oracaoCuidadoNota, oracaoDenuncia } from './prayer-moderation.schema.ts';
import { createPrayer, createPrayerTestApp, createPrayerWorld } from './prayer.fixtures.ts';
import { oracao, oracaoMensagem } from './prayer.schema.ts';

type Seed = { request: string; message: number };

/**
 * Moderation and care (issue 34) with church B's ids on church A's host and A's console: B's reports, settings,
 * follow-ups and notes are never seen nor changed.
 */
describeIsolation<Seed>(
  'prayer moderation and care',
  {
    app: createPrayerTestApp,
    async world(app): Promise<IsolationWorld> {
      const [a, b] = [await createPrayerWorld(app, 'alfa'), await createPrayerWorld(app, 'beta')];
      return { app, a: a.church, b: b.church, memberA: a.author, staffA: a.staff, memberB: b.author };
    },
    async seed({ app, b, memberB }) {
      const request = await createPrayer(app, memberB, { mensagem: 'Segredo da beta', flagReceberVisita: 'true' });
      const db = app.database.db;
      const [message] = await db
        .insert(oracaoMensagem)
        .values({ igrejaId: b.id, idOracao: request, idUsuario: memberB.usuarioId, mensagem: 'Apoio da beta' })
        .returning({ id: oracaoMensagem.id });
      await db.insert(oracaoConfig).values({ igrejaId: b.id, flagAprovacao: true, limiteDenuncias: 5 });
      await db.insert(oracaoDenuncia).values({ igrejaId: b.id, idOracao: request, idUsuario: memberB.usuarioId });
      await db.insert(oracaoCuidado).values({ igrejaId: b.id, idOracao: request, status: 'em_andamento' });
      await db.insert(oracaoCuidadoNota).values({ igrejaId: b.id, idOracao: request, texto: 'Nota da beta' });
      return { request, message: message!.id };
    },
    probes: [
      { method: 'POST', url: () => '/api/v1/oracao/denuncia/', body: (s) => ({ idOracao: s.request }), code: 'PRAYER_NOT_FOUND' },
      { method: 'POST', url: () => '/api/v1/oracao/prorrogar/', body: (s) => ({ idOracao: s.request }), code: 'PRAYER_NOT_FOUND' },
      {
        method: 'POST',
        url: () => '/api/v1/oracao/mensagem/denuncia/',
        body: (s) => ({ idMensagem: s.message }),
        code: 'PRAYER_MESSAGE_NOT_FOUND',
      },
    ],
    secrets: () => ['Segredo da beta', 'Apoio da beta', 'Nota da beta'],
    unchanged: async (_, { app, b }) => {
      const db = app.database.db;
      return {
        requests: await db.select().from(oracao).where(eq(oracao.igrejaId, b.id)),
        messages: await db.select().from(oracaoMensagem).where(eq(oracaoMensagem.igrejaId, b.id)),
        reports: await db.select().from(oracaoDenuncia).where(eq(oracaoDenuncia.igrejaId, b.id)),
        settings: await db.select().from(oracaoConfig).where(eq(oracaoConfig.igrejaId, b.id)),
        care: await db.select().from(oracaoCuidado).where(eq(oracaoCuidado.igrejaId, b.id)),
        notes: await db.select().from(oracaoCuidadoNota).where(eq(oracaoCuidadoNota.igrejaId, b.id)),
      };
    },
    tables: [oracaoConfig, oracaoDenuncia, oracaoCuidado, oracaoCuidadoNota],
  },
  (ctx) => {
    it("A's console answers B's ids as missing and its queues and settings hold nothing of B", async () => {
      const staff = await staffLogin(ctx.app, ctx.world.staffA, { totp: true });
      const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
        ctx.app.inject({ method, url: `/api/v1/admin/alfa/prayer${url}`, headers: staff.headers, ...(payload ? { payload } : {}) });
      const { request, message } = ctx.seed;
      for (const [method, url, body, code] of [
        ['POST', `/requests/${request}/decision`, { decisao: 'ocultar' }, 'PRAYER_NOT_FOUND'],
        ['PUT', `/requests/${request}`, { nome: 'X', mensagem: 'Y' }, 'PRAYER_NOT_FOUND'],
        ['PUT', `/requests/${request}/answered`, { respondida: true }, 'PRAYER_NOT_FOUND'],
        ['POST', `/messages/${message}/decision`, { decisao: 'ocultar' }, 'PRAYER_MESSAGE_NOT_FOUND'],
        ['GET', `/care/${request}`, undefined, 'PRAYER_CARE_NOT_FOUND'],
        ['PUT', `/care/${request}`, { status: 'concluido', responsavelId: null }, 'PRAYER_CARE_NOT_FOUND'],
        ['POST', `/care/${request}/notes`, { texto: 'x' }, 'PRAYER_CARE_NOT_FOUND'],
      ] as const) {
        const res = await call(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().code).toBe(code);
      }
      for (const url of ['/moderation?fila=todas', '/moderation?fila=denunciadas', '/care', '/settings', '/reasons']) {
        const res = await call('GET', url);
        expect(res.statusCode, url).toBe(200);
        ctx.noSecrets(res.body, url);
      }
      expect((await call('GET', '/settings')).json()).toEqual({ flagAprovacao: false, diasExpiracao: 14, limiteDenuncias: 1 });
      // B's console path named with A's staff session: B is not A's church.
      const other = await ctx.app.inject({ url: '/api/v1/admin/beta/prayer/care', headers: staff.headers });
      expect(other.statusCode).toBe(404);
    });
  },
);
