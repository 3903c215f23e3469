import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditoria } from '../admin/admin.schema.ts';
import { createGroup } from './groups.fixtures.ts';
import { celulaMembro, celulaPresenca, celulaReuniao } from './groups.schema.ts';

const DAY = 86_400_000;

/** A recorded meeting changed and deleted by its cell's leaders within 30 days, by staff always (issue 34). */
describe('changing and deleting a recorded meeting', () => {
  let t: TestApp;
  let church: TestChurch;
  let lia: TestMember;
  let leo: TestMember;
  let other: TestMember;
  let ana: TestMember;
  let bia: TestMember;
  let staff: TestMember;
  let cell: number;
  const call = (who: TestMember, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...who.headers, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
  const body = (over: Record<string, unknown> = {}) => ({
    dataInicio: '2026-03-04T22:00:00Z',
    dataFim: '2026-03-04T23:30:00Z',
    tema: 'Fé',
    presentes: [ana.usuarioId],
    visitantes: 1,
    nomesVisitantes: ['Carlos'],
    ...over,
  });
  const record = async () => {
    const res = await call(lia, 'POST', `/celula/${cell}/reuniao-registro/`, body());
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const recordedDaysAgo = (id: number, days: number) =>
    t.app.database.db
      .update(celulaReuniao)
      .set({ criadoEm: new Date(Date.now() - days * DAY) })
      .where(eq(celulaReuniao.id, id));

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'reunioes-editar');
    lia = await createMember(t.app, church, { nome: 'Lia' });
    leo = await createMember(t.app, church, { nome: 'Leo' });
    other = await createMember(t.app, church, { nome: 'Olga' });
    ana = await createMember(t.app, church, { nome: 'Ana' });
    bia = await createMember(t.app, church, { nome: 'Bia' });
    staff = await createMember(t.app, church, { roles: ['ROLE_ADMIN'] });
    cell = await createGroup(t.app, church, {
      nome: 'Célula E',
      leaders: [lia.usuarioId, leo.usuarioId],
      members: [ana.usuarioId, bia.usuarioId],
    });
    await createGroup(t.app, church, { nome: 'Outra', liderUsuarioId: other.usuarioId });
  });
  afterAll(() => t.close());

  it('lets another leader of the cell change it: fields and marks on the kept checklist; the health follows; audited', async () => {
    const id = await record();
    // Bia leaves the cell and Olga joins after the meeting: the checklist stays Ana and Bia.
    await t.app.database.db.delete(celulaMembro).where(and(eq(celulaMembro.celulaId, cell), eq(celulaMembro.usuarioId, bia.usuarioId)));
    await t.app.database.db.insert(celulaMembro).values({ igrejaId: church.id, celulaId: cell, usuarioId: other.usuarioId });
    expect((await call(leo, 'GET', `/celula/${cell}/reuniao-registro/${id}`)).json().editavel).toBe(true);
    expect((await call(ana, 'GET', `/celula/${cell}/reuniao-registro/${id}`)).json().editavel).toBe(false);

    const outside = await call(leo, 'PUT', `/celula/${cell}/reuniao-registro/${id}`, body({ presentes: [other.usuarioId] }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ code: 'GROUP_MEMBER_NOT_FOUND', fields: { presentes: expect.any(String) } });

    const res = await call(
      leo,
      'PUT',
      `/celula/${cell}/reuniao-registro/${id}`,
      body({ tema: 'Esperança', presentes: [ana.usuarioId, bia.usuarioId], visitantes: 0, nomesVisitantes: [] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.app.database.db.select().from(celulaPresenca).where(eq(celulaPresenca.reuniaoId, id));
    expect(rows.map((r) => [r.usuarioId, r.presente]).sort()).toEqual(
      [
        [ana.usuarioId, true],
        [bia.usuarioId, true],
      ].sort(),
    );
    const detail = (await call(lia, 'GET', `/celula/${cell}/reuniao-registro/${id}`)).json();
    expect(detail).toMatchObject({ tema: 'Esperança', visitantes: 0, nomesVisitantes: [], presentes: 2 });
    const health = (await call(lia, 'GET', `/celula/${cell}/saude/`)).json();
    expect(health.pontos).toEqual([expect.objectContaining({ idReuniao: id, membros: 2, presentes: 2, visitantes: 0 })]);
    const [audit] = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'celula_reuniao'), eq(auditoria.entidadeId, String(id))));
    expect(audit).toMatchObject({
      area: 'cells',
      acao: 'update',
      atorContaId: leo.contaId,
      antes: { tema: 'Fé', visitantes: 1, nomesVisitantes: 1, presentes: [ana.usuarioId] },
      depois: { tema: 'Esperança', visitantes: 0, nomesVisitantes: 0, presentes: [ana.usuarioId, bia.usuarioId].sort((a, b) => a - b) },
    });
    expect(JSON.stringify(audit)).not.toContain('Carlos');
  });

  it('closes it to leaders 30 days after it was recorded (403, translated), never to staff', async () => {
    const id = await record();
    await recordedDaysAgo(id, 31);
    expect((await call(lia, 'GET', `/celula/${cell}/reuniao-registro/${id}`)).json().editavel).toBe(false);
    const late = await call(lia, 'PUT', `/celula/${cell}/reuniao-registro/${id}`, body({ tema: 'Tarde' }));
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({
      code: 'MEETING_EDIT_CLOSED',
      message: 'This meeting was recorded more than 30 days ago: only the church staff can change it.',
    });
    expect((await call(lia, 'DELETE', `/celula/${cell}/reuniao-registro/${id}`)).statusCode).toBe(403);
    expect((await call(staff, 'GET', `/celula/${cell}/reuniao-registro/${id}`)).json().editavel).toBe(true);
    expect((await call(staff, 'PUT', `/celula/${cell}/reuniao-registro/${id}`, body({ tema: 'Corrigido' }))).statusCode).toBe(200);
    await recordedDaysAgo(id, 29);
    expect((await call(lia, 'PUT', `/celula/${cell}/reuniao-registro/${id}`, body({ tema: 'Ainda dá' }))).statusCode).toBe(200);
  });

  it('keeps it open past the window to a pastor who also leads the cell (staff rights are not lost by leading)', async () => {
    const led = await createGroup(t.app, church, { nome: 'Célula P', leaders: [staff.usuarioId], members: [ana.usuarioId] });
    const created = await call(staff, 'POST', `/celula/${led}/reuniao-registro/`, body({ presentes: [] }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    await recordedDaysAgo(id, 45);
    expect((await call(staff, 'GET', `/celula/${led}/reuniao-registro/${id}`)).json().editavel).toBe(true);
    expect((await call(staff, 'PUT', `/celula/${led}/reuniao-registro/${id}`, body({ presentes: [], tema: 'Revisto' }))).statusCode).toBe(
      200,
    );
  });

  it('deletes it with its checklist, audited; the health drops it', async () => {
    const id = await record();
    expect((await call(leo, 'DELETE', `/celula/${cell}/reuniao-registro/${id}`)).statusCode).toBe(204);
    expect(await t.app.database.db.select().from(celulaPresenca).where(eq(celulaPresenca.reuniaoId, id))).toEqual([]);
    expect((await call(lia, 'GET', `/celula/${cell}/reuniao-registro/${id}`)).statusCode).toBe(404);
    const health = (await call(lia, 'GET', `/celula/${cell}/saude/`)).json();
    expect(health.pontos.map((p: { idReuniao: number }) => p.idReuniao)).not.toContain(id);
    const audit = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'celula_reuniao'), eq(auditoria.entidadeId, String(id))));
    expect(audit).toMatchObject([{ acao: 'delete', antes: { tema: 'Fé' } }]);
    expect((await call(leo, 'DELETE', `/celula/${cell}/reuniao-registro/${id}`)).json().code).toBe('MEETING_NOT_FOUND');
  });

  it("refuses members, another cell's leader and bad input; never a 5xx", async () => {
    const id = await record();
    for (const who of [ana, other]) {
      expect((await call(who, 'PUT', `/celula/${cell}/reuniao-registro/${id}`, body())).json().code).toBe('GROUP_NOT_FOUND');
      expect((await call(who, 'DELETE', `/celula/${cell}/reuniao-registro/${id}`)).json().code).toBe('GROUP_NOT_FOUND');
    }
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ dataFim: '2026-03-04T21:00:00Z' }, 'dataFim'],
      [{ visitantes: -1 }, 'visitantes'],
      [{ presentes: 'x' }, 'presentes'],
      [{ extra: 1 }, 'extra'],
    ];
    for (const [over, field] of cases) {
      const res = await call(lia, 'PUT', `/celula/${cell}/reuniao-registro/${id}`, body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    }
    expect((await call(lia, 'PUT', `/celula/${cell}/reuniao-registro/99999999999`, body())).statusCode).toBe(400);
    expect((await call(lia, 'PUT', `/celula/${cell}/reuniao-registro/999999`, body())).json().code).toBe('MEETING_NOT_FOUND');
    const studyGone = await call(lia, 'PUT', `/celula/${cell}/reuniao-registro/${id}`, body({ idEstudo: 999999 }));
    expect(studyGone.json()).toMatchObject({ code: 'STUDY_NOT_FOUND', fields: { idEstudo: expect.any(String) } });
  });
});
