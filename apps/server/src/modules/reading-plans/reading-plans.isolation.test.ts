import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { describeIsolation, type Probe } from '../../test/isolation.ts';
import { BUILT_IN_7_DAYS, createChurchPlan } from './reading-plans.fixtures.ts';
import { planoLeitura, planoLeituraInscricao } from './reading-plans.schema.ts';

type Seed = { planB: string; subB: string };
const sub = (method: Probe<Seed>['method'], path = '', body?: object): Probe<Seed> => ({
  method,
  url: (s) => `/api/v1/plano-leitura-inscricao/${s.subB}${path}`,
  ...(body ? { body: () => body } : {}),
});

/** Church B's plan and B's member's progress, named on church A's host: nothing of B comes back or changes. */
describeIsolation<Seed>('reading plans', {
  async seed({ app, b, memberB }) {
    const planB = await createChurchPlan(app, b.id, 'Plano secreto da B');
    const res = await app.inject({ method: 'POST', url: `/api/v1/plano-leitura/${planB}/inscricao`, headers: memberB.headers });
    await app.inject({ method: 'POST', url: `/api/v1/plano-leitura/${BUILT_IN_7_DAYS}/inscricao`, headers: memberB.headers });
    return { planB, subB: res.json().uuid };
  },
  code: 'READING_PLAN_NOT_FOUND',
  probes: [
    { url: (s) => `/api/v1/plano-leitura/${s.planB}`, as: ['memberA', 'staffA', 'visitorA'], visitorStatus: 404 },
    { method: 'POST', url: (s) => `/api/v1/plano-leitura/${s.planB}/inscricao` },
    sub('GET'),
    sub('PUT', '/dia/1', { lido: true }),
    sub('POST', '/em-dia'),
    sub('POST', '/reiniciar'),
    sub('DELETE'),
  ],
  secrets: () => ['Plano secreto da B'],
  lists: [
    { url: () => '/api/v1/user/plano-leitura-inscricao', check: (res) => expect(res.json()).toEqual({ emAndamento: [], concluidos: [] }) },
    { url: () => '/api/v1/plano-leitura/', as: 'visitorA', check: (res) => expect(res.json().planos).toHaveLength(3) },
  ],
  unchanged: async (_, { app, b }) => {
    const rows = await app.database.db.select().from(planoLeituraInscricao).where(eq(planoLeituraInscricao.igrejaId, b.id));
    expect(rows).toHaveLength(2);
    return rows;
  },
  tables: [planoLeitura, planoLeituraInscricao],
});
