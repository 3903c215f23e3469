import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { BUILT_IN_7_DAYS } from './reading-plans.fixtures.ts';

/** "Today" of a reading plan is the church's calendar day, not the server's (UTC) one. */
describe("reading plans follow the church's calendar day", () => {
  let t: TestApp;
  let saoPaulo: TestChurch;
  let tokyo: TestChurch;
  let member: TestMember;
  let far: TestMember;
  // A token signed at the faked time (one signed before would have expired by the next morning).
  const call = async (method: 'GET' | 'POST', url: string, who: TestMember, church: TestChurch) => {
    const token = await t.app.accessTokens.sign({ contaId: who.contaId, sessionVersion: 0, churchId: church.id, sessionId: randomUUID() });
    return t.app.inject({ method, url: `/api/v1${url}`, headers: { host: church.host, authorization: `Bearer ${token}` } });
  };
  const at = (iso: string) => vi.setSystemTime(new Date(iso));

  beforeAll(async () => {
    t = await createTestApp();
    saoPaulo = await createChurch(t.app, 'planos-sp');
    tokyo = await createChurch(t.app, 'planos-tokyo', { fusoHorario: 'Asia/Tokyo' });
    member = await createMember(t.app, saoPaulo);
    far = await createMember(t.app, tokyo);
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => t.close());

  it('a plan started at 22:05 UTC (19:05 in São Paulo) is on day 1 with nothing late, and on day 2 the next morning', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-12-01T22:05:00Z');
    const started = (await call('POST', `/plano-leitura/${BUILT_IN_7_DAYS}/inscricao`, member, saoPaulo)).json();
    expect(started).toMatchObject({ dataInicio: '2026-12-01', diaAtual: 1, diasAtrasados: 0 });
    // 01:30 UTC on 2 Dec is still 1 Dec (22:30) in São Paulo: still day 1.
    at('2026-12-02T01:30:00Z');
    expect((await call('GET', `/plano-leitura-inscricao/${started.uuid}`, member, saoPaulo)).json()).toMatchObject({
      diaAtual: 1,
      diasAtrasados: 0,
    });
    at('2026-12-02T12:00:00Z');
    expect((await call('GET', `/plano-leitura-inscricao/${started.uuid}`, member, saoPaulo)).json()).toMatchObject({
      diaAtual: 2,
      diasAtrasados: 1,
    });
  });

  it('a church in Tokyo starts the day 9 hours before UTC', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-12-01T16:00:00Z'); // 01:00 on 2 Dec in Tokyo
    const started = (await call('POST', `/plano-leitura/${BUILT_IN_7_DAYS}/inscricao`, far, tokyo)).json();
    expect(started).toMatchObject({ dataInicio: '2026-12-02', diaAtual: 1, diasAtrasados: 0 });
  });
});
