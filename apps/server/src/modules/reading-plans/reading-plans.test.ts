import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { BUILT_IN_7_DAYS, createChurchPlan } from './reading-plans.fixtures.ts';

describe('reading plans API', () => {
  let t: TestApp;
  let church: TestChurch;
  let member: TestMember;
  let other: TestMember;
  let staff: TestMember;
  let ownPlan: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: TestMember, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(who ? who.headers : { host: church.host }), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'planos', { idioma: 'en' });
    member = await createMember(t.app, church);
    other = await createMember(t.app, church);
    staff = await createMember(t.app, church, { roles: ['ROLE_ADMIN'] });
    ownPlan = await createChurchPlan(t.app, church.id, 'Three days in John');
  });
  afterAll(() => t.close());

  it("lists the church's plans first, then the built-in 7, 30 and 365 days, to visitors too", async () => {
    const res = await call('GET', '/plano-leitura/');
    expect(res.statusCode).toBe(200);
    expect(res.json().planos.map((p: { titulo: string; totalDias: number; origem: string }) => [p.titulo, p.totalDias, p.origem])).toEqual([
      ['Three days in John', 3, 'igreja'],
      ['The Gospel of John in 7 days', 7, 'padrao'],
      ['Gospels and Acts in 30 days', 30, 'padrao'],
      ['The Bible in a year', 365, 'padrao'],
    ]);
    const year = (await call('GET', '/plano-leitura/365d0000-0000-4000-8000-000000000365')).json();
    expect(year.dias).toHaveLength(365);
    expect(year.dias[0].leituras[0]).toMatchObject({ livro: 'GEN', capitulo: 1 });
    expect(year.dias[364].leituras.at(-1)).toMatchObject({ livro: 'REV' });
    const john = (await call('GET', `/plano-leitura/${BUILT_IN_7_DAYS}`)).json();
    expect(john.dias[0].leituras).toEqual([{ livro: 'JHN', capitulo: 1, capituloFim: 3 }]);
  });

  it('starts a plan (again: the same progress), marks days, completes and reopens it', async () => {
    const start = await call('POST', `/plano-leitura/${ownPlan}/inscricao`, member);
    expect(start.statusCode).toBe(201);
    const sub = start.json();
    expect(sub).toMatchObject({ diasLidos: [], diaAtual: 1, diasAtrasados: 0, concluido: false, plano: { uuid: ownPlan } });
    expect((await call('POST', `/plano-leitura/${ownPlan}/inscricao`, member)).json().uuid).toBe(sub.uuid);

    const day = (n: number, lido: boolean) => call('PUT', `/plano-leitura-inscricao/${sub.uuid}/dia/${n}`, member, { lido });
    expect((await day(1, true)).json()).toMatchObject({ diasLidos: [1], diasAtrasados: 0 });
    // Reading ahead (or catching up) is allowed on any day of the plan.
    expect((await day(3, true)).json()).toMatchObject({ diasLidos: [1, 3] });
    const done = (await day(2, true)).json();
    expect(done).toMatchObject({ diasLidos: [1, 2, 3], concluido: true });
    expect(done.dataConclusao).toEqual(expect.any(String));
    let mine = (await call('GET', '/user/plano-leitura-inscricao', member)).json();
    expect(mine.emAndamento).toEqual([]);
    expect(mine.concluidos.map((s: { uuid: string }) => s.uuid)).toEqual([sub.uuid]);

    expect((await day(2, false)).json()).toMatchObject({ diasLidos: [1, 3], concluido: false, dataConclusao: null });
    const past = await day(4, true);
    expect(past.statusCode).toBe(404);
    expect(past.json().code).toBe('READING_PLAN_DAY_NOT_FOUND');
    mine = (await call('GET', '/user/plano-leitura-inscricao', member)).json();
    expect(mine.emAndamento.map((s: { uuid: string }) => s.uuid)).toEqual([sub.uuid]);
  });

  it('catches up, resets and deletes the own progress', async () => {
    const sub = (await call('POST', `/plano-leitura/${BUILT_IN_7_DAYS}/inscricao`, member)).json();
    await call('PUT', `/plano-leitura-inscricao/${sub.uuid}/dia/1`, member, { lido: true });
    const caught = (await call('POST', `/plano-leitura-inscricao/${sub.uuid}/em-dia`, member)).json();
    // Day 2 is the first unread one: the schedule now puts it on today, and nothing is late.
    expect(caught).toMatchObject({ diaAtual: 2, diasAtrasados: 0, diasLidos: [1] });
    const reset = (await call('POST', `/plano-leitura-inscricao/${sub.uuid}/reiniciar`, member)).json();
    expect(reset).toMatchObject({ diasLidos: [], diaAtual: 1, concluido: false });
    expect((await call('DELETE', `/plano-leitura-inscricao/${sub.uuid}`, member)).statusCode).toBe(204);
    expect((await call('GET', `/plano-leitura-inscricao/${sub.uuid}`, member)).statusCode).toBe(404);
    expect((await call('DELETE', `/plano-leitura-inscricao/${sub.uuid}`, member)).json().code).toBe('READING_PLAN_NOT_FOUND');
  });

  it("answers 404 for someone else's progress (staff included) and 401 to visitors", async () => {
    const sub = (await call('POST', `/plano-leitura/${BUILT_IN_7_DAYS}/inscricao`, member)).json();
    for (const who of [other, staff]) {
      for (const [method, url, body] of [
        ['GET', `/plano-leitura-inscricao/${sub.uuid}`],
        ['PUT', `/plano-leitura-inscricao/${sub.uuid}/dia/1`, { lido: true }],
        ['POST', `/plano-leitura-inscricao/${sub.uuid}/em-dia`],
        ['POST', `/plano-leitura-inscricao/${sub.uuid}/reiniciar`],
        ['DELETE', `/plano-leitura-inscricao/${sub.uuid}`],
      ] as const) {
        const res = await call(method, url, who, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().code).toBe('READING_PLAN_NOT_FOUND');
      }
      expect((await call('GET', '/user/plano-leitura-inscricao', who)).json()).toEqual({ emAndamento: [], concluidos: [] });
    }
    expect((await call('GET', `/plano-leitura-inscricao/${sub.uuid}`)).statusCode).toBe(401);
    expect((await call('POST', `/plano-leitura/${BUILT_IN_7_DAYS}/inscricao`)).statusCode).toBe(401);
    expect((await call('GET', `/plano-leitura-inscricao/${sub.uuid}`, member)).json().diasLidos).toEqual([]);
  });

  it.each([
    ['GET', '/plano-leitura/not-a-uuid', undefined, 400],
    ['GET', '/plano-leitura/00000000-0000-4000-8000-000000000000', undefined, 404],
    ['PUT', '/plano-leitura-inscricao/00000000-0000-4000-8000-000000000000/dia/0', { lido: true }, 400],
    ['PUT', '/plano-leitura-inscricao/00000000-0000-4000-8000-000000000000/dia/x', { lido: true }, 400],
    ['PUT', '/plano-leitura-inscricao/00000000-0000-4000-8000-000000000000/dia/1', { lido: 'yes' }, 400],
    ['PUT', '/plano-leitura-inscricao/00000000-0000-4000-8000-000000000000/dia/1', { lido: true, extra: 1 }, 400],
    ['PUT', '/plano-leitura-inscricao/00000000-0000-4000-8000-000000000000/dia/1', {}, 400],
  ] as const)('%s %s answers %i', async (method, url, body, status) => {
    const res = await call(method, url, member, body);
    expect(res.statusCode).toBe(status);
    if (status === 400) expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
