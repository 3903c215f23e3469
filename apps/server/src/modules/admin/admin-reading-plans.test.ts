import { randomUUID } from 'node:crypto';
import { churchDay } from '@congrega/contract/datetime';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addDays } from '../reading-plans/progress.ts';
import { createChurchPlan } from '../reading-plans/reading-plans.fixtures.ts';
import { planoLeitura, planoLeituraInscricao } from '../reading-plans/reading-plans.schema.ts';
import { auditoria } from './admin.schema.ts';
import { staffLogin, uploadImage, testPng, type StaffSession } from './admin.test-helpers.ts';

/**
 * Authoring reading plans in the staff console (issue 33): days typed as Bible references in pt-BR, en or es names
 * (kept as passages, shown back in the church's abbreviations), a reference that does not exist refused with its
 * day marked, translated; reorder by sending the days in a new order; publish/unpublish (the member list follows);
 * a cover from the church's own folder; statistics from the members' progress in one query; audited; another
 * church's plans out of reach.
 */
let t: TestApp;
let videira: TestChurch;
let grace: TestChurch;
let editor: StaffSession;
let member: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  grace = await createChurch(t.app, 'grace');
  editor = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN_CONTENT'] }));
  member = await createMember(t.app, videira);
});
afterAll(() => t.close());

const call = (s: StaffSession, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, lang = 'en', slug = 'videira') =>
  t.app.inject({
    method,
    url: `/api/v1/admin/${slug}${path}`,
    headers: { ...s.headers, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
const memberPlans = async () =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/v1/plano-leitura/', headers: { host: videira.host } })).json().planos as {
      titulo: string;
    }[]
  ).map((p) => p.titulo);

const week = ['Gn 1-3; Sl 1', 'Genesis 4', 'Génesis 5; Mateo 5', 'Êx 20', 'Salmos 23', 'Jo 3', '1 Co 13'];
const body = (extra: object = {}) => ({
  titulo: 'Uma semana na Palavra',
  descricao: 'Sete dias',
  dias: week.map((passagens) => ({ passagens })),
  ...extra,
});

describe('reading plans authoring', () => {
  it('creates a 7-day plan from typed references in three languages, audited, shown back in the church abbreviations', async () => {
    const res = await call(editor, 'POST', '/reading-plans', body({ ativo: true }));
    expect(res.statusCode).toBe(201);
    const plan = res.json();
    expect(plan).toMatchObject({ titulo: 'Uma semana na Palavra', ativo: true, estatisticas: { iniciados: 0, emDia: 0, concluidos: 0 } });
    expect(plan.dias[0]).toEqual({
      dia: 1,
      passagens: 'Gn 1-3; Sl 1',
      leituras: [
        { livro: 'GEN', capitulo: 1, capituloFim: 3 },
        { livro: 'PSA', capitulo: 1 },
      ],
      devocional: null,
    });
    expect(plan.dias.map((d: { passagens: string }) => d.passagens)).toEqual([
      'Gn 1-3; Sl 1',
      'Gn 4',
      'Gn 5; Mt 5',
      'Êx 20',
      'Sl 23',
      'Jo 3',
      '1Co 13',
    ]);
    expect(await memberPlans()).toContain('Uma semana na Palavra');
    const audit = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'plano_leitura'), eq(auditoria.entidadeId, String(plan.id))));
    expect(audit).toEqual([expect.objectContaining({ area: 'content', acao: 'create' })]);
  });

  it('reorders days, unpublishes and publishes, each audited; the member list follows at once', async () => {
    const plan = (await call(editor, 'POST', '/reading-plans', body({ titulo: 'Plano B' }))).json();
    expect(plan.ativo).toBe(false);
    expect(await memberPlans()).not.toContain('Plano B');
    const reordered = await call(
      editor,
      'PUT',
      `/reading-plans/${plan.id}`,
      body({ titulo: 'Plano B', dias: [...week].reverse().map((passagens) => ({ passagens })) }),
    );
    expect(
      reordered
        .json()
        .dias.slice(0, 2)
        .map((d: { dia: number; passagens: string }) => [d.dia, d.passagens]),
    ).toEqual([
      [1, '1Co 13'],
      [2, 'Jo 3'],
    ]);
    expect((await call(editor, 'POST', `/reading-plans/${plan.id}/publication`, { ativo: true })).json().ativo).toBe(true);
    expect(await memberPlans()).toContain('Plano B');
    expect((await call(editor, 'POST', `/reading-plans/${plan.id}/publication`, { ativo: false })).json().ativo).toBe(false);
    expect(await memberPlans()).not.toContain('Plano B');
    const list = (await call(editor, 'GET', '/reading-plans?q=plano b')).json();
    expect(list).toMatchObject({ total: 1, itens: [{ id: plan.id, titulo: 'Plano B', totalDias: 7, ativo: false }] });
  });

  it('keeps a cover of the church own folder with its text alternative; refuses another path', async () => {
    const up = await uploadImage(t.app, editor, 'videira', { data: await testPng() }, 'plan');
    expect(up.statusCode).toBe(403);
    const form = new FormData();
    form.append('imagem', new Blob([await testPng()], { type: 'image/png' }), 'cover.png');
    const cover = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/videira/reading-plans/images',
      headers: editor.headers,
      payload: form,
    });
    expect(cover.statusCode).toBe(201);
    const imagem = cover.json().imagem as string;
    expect(imagem).toMatch(new RegExp(`^/media/uploads/church-${videira.id}/plans/`));
    const noAlt = await call(editor, 'POST', '/reading-plans', body({ imagem }));
    expect([noAlt.statusCode, noAlt.json().fields.textoAlternativo]).toEqual([400, 'This field is required.']);
    const ok = await call(
      editor,
      'POST',
      '/reading-plans',
      body({ titulo: 'Com capa', imagem, textoAlternativo: 'Uma Bíblia aberta', ativo: true }),
    );
    expect(ok.json()).toMatchObject({ imagem, textoAlternativo: 'Uma Bíblia aberta' });
    const memberPlan = await t.app.inject({
      method: 'GET',
      url: `/api/v1/plano-leitura/${ok.json().uuid}`,
      headers: { host: videira.host },
    });
    expect(memberPlan.json()).toMatchObject({ imagem, textoAlternativo: 'Uma Bíblia aberta' });
    const foreign = await call(
      editor,
      'POST',
      '/reading-plans',
      body({ imagem: `/media/uploads/church-${grace.id}/plans/x.webp`, textoAlternativo: 'x' }),
    );
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'SETTINGS_IMAGE_NOT_OWN']);
  });

  it('counts members started, on track and finished in one aggregate query', async () => {
    const plan = (await call(editor, 'POST', '/reading-plans', body({ titulo: 'Estatísticas', ativo: true }))).json();
    const today = churchDay(videira.fusoHorario);
    const others = await Promise.all([1, 2, 3].map(() => createMember(t.app, videira)));
    const progress = [
      { who: member, dataInicio: today, diasLidos: [] as number[], concluidoEm: null }, // day 1, nothing late: on track
      { who: others[0]!, dataInicio: addDays(today, -3), diasLidos: [1, 2, 3], concluidoEm: null }, // day 4, 1-3 read: on track
      { who: others[1]!, dataInicio: addDays(today, -3), diasLidos: [1], concluidoEm: null }, // day 4, two behind
      { who: others[2]!, dataInicio: addDays(today, -9), diasLidos: [1, 2, 3, 4, 5, 6, 7], concluidoEm: new Date() }, // finished
    ];
    await t.app.database.db.insert(planoLeituraInscricao).values(
      progress.map((p) => ({
        igrejaId: videira.id,
        uuid: randomUUID(),
        idUsuario: p.who.usuarioId,
        planoUuid: plan.uuid,
        dataInicio: p.dataInicio,
        diasLidos: p.diasLidos,
        concluidoEm: p.concluidoEm,
      })),
    );
    const got = (await call(editor, 'GET', `/reading-plans/${plan.id}`)).json();
    expect(got.estatisticas).toEqual({ iniciados: 4, emDia: 2, concluidos: 1 });
    const list = (await call(editor, 'GET', '/reading-plans?q=Estat')).json();
    expect(list.itens[0].estatisticas).toEqual({ iniciados: 4, emDia: 2, concluidos: 1 });
  });
});

describe('bad input and isolation', () => {
  it.each([
    ['a book that does not exist', 'Xy 3', 'pt-BR', 'Referência bíblica inexistente: confira o livro e o capítulo (ex.: Gn 1-3; Sl 23).'],
    [
      'a chapter past the book end',
      'Gn 51',
      'en',
      'That Bible reference does not exist: check the book and chapter (e.g. Gen 1-3; Ps 23).',
    ],
    ['a run going backwards', 'Sl 5-2', 'es', 'Referencia bíblica inexistente: revisa el libro y el capítulo (ej.: Gn 1-3; Sal 23).'],
  ])('refuses %s with its day marked, translated', async (_, passagens, lang, message) => {
    const dias = week.map((p, i) => ({ passagens: i === 4 ? passagens : p }));
    const res = await call(editor, 'POST', '/reading-plans', body({ dias }), lang);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'dias.4.passagens': message });
  });

  it.each([
    ['no days', { titulo: 'X', dias: [] }, 'dias'],
    ['no title', { dias: [{ passagens: 'Gn 1' }] }, 'titulo'],
    ['an unknown field', { titulo: 'X', dias: [{ passagens: 'Gn 1' }], extra: true }, null],
  ])('refuses %s', async (_, payload, field) => {
    const res = await call(editor, 'POST', '/reading-plans', payload);
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().fields[field]).toBeTruthy();
  });

  it("keeps another church's plans out of reach", async () => {
    const uuid = await createChurchPlan(t.app, grace.id, 'Plano secreto da grace');
    const [row] = await t.app.database.db.select({ id: planoLeitura.id }).from(planoLeitura).where(eq(planoLeitura.uuid, uuid));
    for (const [method, path, payload] of [
      ['GET', `/reading-plans/${row!.id}`],
      ['PUT', `/reading-plans/${row!.id}`, body()],
      ['POST', `/reading-plans/${row!.id}/publication`, { ativo: false }],
    ] as const) {
      const res = await call(editor, method, path, payload);
      expect([res.statusCode, res.json().code]).toEqual([404, 'ADMIN_READING_PLAN_NOT_FOUND']);
    }
    expect((await call(editor, 'GET', '/reading-plans', undefined, 'en', 'grace')).statusCode).toBe(404);
    expect((await call(editor, 'GET', '/reading-plans?q=secreto')).json().itens).toEqual([]);
  });
});
