import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { meetingsPersonalData } from './meetings.personal-data.repository.ts';
import { createGroup, createStudy } from './groups.fixtures.ts';
import { celulaPresenca, celulaReuniao } from './groups.schema.ts';

/** A cell leader's tools in the member app (issue 34): roster, recording a meeting with attendance, health. */
describe("a cell leader's roster, meetings and health", () => {
  let t: TestApp;
  let church: TestChurch;
  let leaderA: TestMember;
  let leaderB: TestMember;
  let ana: TestMember;
  let bia: TestMember;
  let bruno: TestMember;
  let staff: TestMember;
  let cellA: number;
  let cellB: number;
  let studyId: number;
  const call = (who: TestMember, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...who.headers, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
  const meeting = (over: Record<string, unknown> = {}) => ({
    dataInicio: '2026-03-04T22:00:00Z',
    dataFim: '2026-03-04T23:30:00Z',
    idEstudo: studyId,
    tema: 'Fé',
    observacao: 'Boa noite',
    presentes: [ana.usuarioId],
    visitantes: 2,
    nomesVisitantes: ['Carlos'],
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'lideres');
    leaderA = await createMember(t.app, church, { nome: 'Lia' });
    leaderB = await createMember(t.app, church, { nome: 'Leo' });
    ana = await createMember(t.app, church, { nome: 'Ana' });
    bia = await createMember(t.app, church, { nome: 'Bia' });
    bruno = await createMember(t.app, church, { nome: 'Bruno', email: 'bruno-b@test.local' });
    staff = await createMember(t.app, church, { roles: ['ROLE_ADMIN'] });
    cellA = await createGroup(t.app, church, {
      nome: 'Célula A',
      liderUsuarioId: leaderA.usuarioId,
      members: [ana.usuarioId, bia.usuarioId],
    });
    cellB = await createGroup(t.app, church, { nome: 'Célula B', liderUsuarioId: leaderB.usuarioId, members: [bruno.usuarioId] });
    studyId = await createStudy(t.app, church, { titulo: 'Estudo da semana' });
  });
  afterAll(() => t.close());

  it("shows a leader their own cell's members with contacts, and never another cell's", async () => {
    const own = await call(leaderA, 'GET', `/celula/${cellA}/membros/`);
    expect(own.statusCode).toBe(200);
    expect(
      own
        .json()
        .membros.map((m: { usuarioId: number }) => m.usuarioId)
        .sort(),
    ).toEqual([ana.usuarioId, bia.usuarioId].sort());
    expect(own.json().membros[0]).toHaveProperty('email');
    const other = await call(leaderA, 'GET', `/celula/${cellB}/membros/`);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('GROUP_NOT_FOUND');
    expect(other.body).not.toContain('bruno-b@test.local');
    expect((await call(ana, 'GET', `/celula/${cellA}/membros/`)).statusCode).toBe(404);
    expect((await call(staff, 'GET', `/celula/${cellB}/membros/`)).statusCode).toBe(200);
  });

  it('records a meeting with its checklist, and shows it in the history and the detail', async () => {
    const res = await call(leaderA, 'POST', `/celula/${cellA}/reuniao-registro/`, meeting());
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    const rows = await t.app.database.db.select().from(celulaPresenca).where(eq(celulaPresenca.reuniaoId, id));
    expect(rows.map((r) => [r.usuarioId, r.presente]).sort()).toEqual(
      [
        [ana.usuarioId, true],
        [bia.usuarioId, false],
      ].sort(),
    );
    const list = await call(ana, 'GET', `/celula/${cellA}/reuniao-registro/`);
    expect(list.json().reunioes[0]).toMatchObject({ id, presentes: 1, visitantes: 2, estudo: { id: studyId } });
    const detail = await call(leaderA, 'GET', `/celula/${cellA}/reuniao-registro/${id}`);
    expect(detail.json()).toMatchObject({
      nomesVisitantes: ['Carlos'],
      presencas: expect.arrayContaining([expect.objectContaining({ presente: false })]),
    });
    const asMember = await call(ana, 'GET', `/celula/${cellA}/reuniao-registro/${id}`);
    expect(asMember.json().presencas).toBeNull();
  });

  it("refuses another cell's leader, someone outside the roster and bad input (the field marked)", async () => {
    expect((await call(leaderB, 'POST', `/celula/${cellA}/reuniao-registro/`, meeting())).statusCode).toBe(404);
    const outsider = await call(leaderA, 'POST', `/celula/${cellA}/reuniao-registro/`, meeting({ presentes: [bruno.usuarioId] }));
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().fields).toHaveProperty('presentes');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ dataFim: '2026-03-04T21:00:00Z' }, 'dataFim'],
      [{ dataFim: '2026-03-05T22:00:00Z' }, 'dataFim'],
      [{ dataInicio: 'ontem' }, 'dataInicio'],
      [{ tema: 'x\u0000' }, 'tema'],
      [{ visitantes: -1 }, 'visitantes'],
      [{ nomesVisitantes: ['a', 'b', 'c'] }, 'nomesVisitantes'],
      [{ presentes: ['x'] }, 'presentes.0'],
      [{ presentes: [99999999999] }, 'presentes.0'],
      [{ idEstudo: 2147483000 }, 'idEstudo'],
      [{ extra: true }, 'extra'],
    ];
    for (const [over, field] of cases) {
      const res = await call(leaderA, 'POST', `/celula/${cellA}/reuniao-registro/`, meeting(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(over)).toContain(field);
    }
    const count = await t.app.database.db.select().from(celulaReuniao).where(eq(celulaReuniao.celulaId, cellA));
    expect(count).toHaveLength(1);
  });

  it('draws the health from the meetings, oldest first, with the mean attendance', async () => {
    await call(
      leaderA,
      'POST',
      `/celula/${cellA}/reuniao-registro/`,
      meeting({
        dataInicio: '2026-02-25T22:00:00Z',
        dataFim: '2026-02-25T23:00:00Z',
        presentes: [ana.usuarioId, bia.usuarioId],
        visitantes: 0,
        nomesVisitantes: [],
      }),
    );
    const res = await call(leaderA, 'GET', `/celula/${cellA}/saude/`);
    expect(res.statusCode).toBe(200);
    const health = res.json();
    expect(health.pontos.map((p: { presentes: number; membros: number }) => [p.presentes, p.membros])).toEqual([
      [2, 2],
      [1, 2],
    ]);
    expect(health.frequenciaMedia).toBeCloseTo(0.75);
    expect((await call(leaderB, 'GET', `/celula/${cellA}/saude/`)).statusCode).toBe(404);
  });

  it("exports and erases a member's attendance", async () => {
    const scope = (usuarioId: number) => ({
      app: t.app,
      churchId: church.id,
      usuarioId,
      contaId: 0,
      now: new Date(),
      afterCommit: () => undefined,
    });
    const exportOf = (usuarioId: number) =>
      t.app.database.withChurch(church.id, (tx) => meetingsPersonalData.exportData({ ...scope(usuarioId), tx }));
    const erase = (usuarioId: number) =>
      t.app.database.withChurch(church.id, (tx) => meetingsPersonalData.erase({ ...scope(usuarioId), tx }));
    expect((await exportOf(bia.usuarioId)).filter((r) => r.tipo === 'presenca')).toHaveLength(2);
    expect((await exportOf(leaderA.usuarioId)).filter((r) => r.tipo === 'reuniao_registrada')).toHaveLength(2);
    await erase(bia.usuarioId);
    await erase(leaderA.usuarioId);
    const left = await t.app.database.db.select().from(celulaPresenca).where(eq(celulaPresenca.usuarioId, bia.usuarioId));
    expect(left).toEqual([]);
    const meetings = await t.app.database.db.select().from(celulaReuniao).where(eq(celulaReuniao.celulaId, cellA));
    expect(meetings.map((m) => m.registradoPor)).toEqual([null, null]);
  });
});
