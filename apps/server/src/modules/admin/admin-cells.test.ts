import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createGroup } from '../groups/groups.fixtures.ts';
import { celulaMembro, celulaSolicitacao } from '../groups/groups.schema.ts';
import { auditoria } from './admin.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/** Cells in the staff console (issue 34): create and edit, a leader's grant on their own cell only, moves, requests, studies. */
describe('admin cells', () => {
  let t: TestApp;
  let church: TestChurch;
  let admin: StaffSession;
  let leaderSession: StaffSession;
  let leader: TestMember;
  let member: TestMember;
  let cellA: number;
  let cellB: number;
  let otherChurchCell: number;
  const base = () => `/api/v1/admin/${church.slug}`;
  const call = (s: StaffSession, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `${base()}${url}`, headers: { ...s.headers, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
  const body = (over: Record<string, unknown> = {}) => ({
    nome: 'Célula Norte',
    descricao: 'Às quartas',
    lideresEmails: [leader.email],
    responsavel: 'Pastor João',
    publico: 'casais',
    diaSemana: 3,
    horario: '20:00',
    capacidade: 12,
    aceitaSolicitacoes: true,
    flagAtivo: true,
    cep: '',
    logradouro: 'Rua A',
    numero: '10',
    complemento: '',
    bairro: 'Centro',
    cidade: 'São Paulo',
    estado: 'SP',
    latitude: -23.5,
    longitude: -46.6,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'celulas-admin');
    const other = await createChurch(t.app, 'celulas-outra');
    leader = await createMember(t.app, church, { nome: 'Lia' });
    member = await createMember(t.app, church, { nome: 'Rui' });
    const adminMember = await createMember(t.app, church, { nome: 'Ana' });
    cellA = await createGroup(t.app, church, { nome: 'Célula A', liderUsuarioId: leader.usuarioId, members: [member.usuarioId] });
    cellB = await createGroup(t.app, church, { nome: 'Célula B' });
    otherChurchCell = await createGroup(t.app, other, { nome: 'Célula de fora' });
    await grantPreset(t.app, church, adminMember, 'church_admin');
    await grantPreset(t.app, church, leader, 'cell_leader', cellA);
    admin = await staffLogin(t.app, adminMember, { totp: true });
    leaderSession = await staffLogin(t.app, leader);
  });
  afterAll(() => t.close());

  it('creates a cell with its leader by e-mail, audited, and lists it', async () => {
    const res = await call(admin, 'POST', '/cells', body());
    expect(res.statusCode, res.body).toBe(201);
    const cell = res.json();
    expect(cell).toMatchObject({
      nome: 'Célula Norte',
      lideres: [{ usuarioId: leader.usuarioId }],
      capacidade: 12,
      aceitaSolicitacoes: true,
    });
    expect(cell.cep).toBeNull();
    const [row] = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'celula'), eq(auditoria.entidadeId, String(cell.id))));
    expect(row).toMatchObject({ area: 'cells', acao: 'create' });
    const list = await call(admin, 'GET', '/cells');
    expect(list.json().itens.map((c: { nome: string }) => c.nome)).toEqual(
      expect.arrayContaining(['Célula A', 'Célula B', 'Célula Norte']),
    );
  });

  it('refuses bad input with the field marked, never a 5xx', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ nome: '' }, 'nome', 'validation.required'],
      [{ nome: 'a\u0000b' }, 'nome', 'validation.invalidCharacters'],
      [{ horario: '25:00' }, 'horario', 'validation.invalid'],
      [{ diaSemana: 9 }, 'diaSemana', 'validation.invalid'],
      [{ capacidade: 0 }, 'capacidade', 'validation.invalid'],
      [{ latitude: 91 }, 'latitude', 'validation.invalid'],
      [{ aceitaSolicitacoes: 'sim' }, 'aceitaSolicitacoes', 'validation.invalid'],
      [{ extra: 1 }, 'extra', 'validation.unexpectedField'],
    ];
    for (const [over, field] of cases) {
      const res = await call(admin, 'POST', '/cells', body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(over)).toContain(field);
    }
    const unknownLeader = await call(admin, 'POST', '/cells', body({ lideresEmails: [leader.email, 'ninguem@test.local'] }));
    expect(unknownLeader.statusCode).toBe(400);
    expect(unknownLeader.json()).toMatchObject({
      code: 'GROUP_LEADER_NOT_FOUND',
      fields: { 'lideresEmails.1': 'No member of this church has this e-mail.' },
    });
    const tooMany = Array.from({ length: 11 }, (_, i) => `l${i}@test.local`);
    for (const lideresEmails of [tooMany, 'a@b.c', ['nao-e-email'], null]) {
      const res = await call(admin, 'POST', '/cells', body({ lideresEmails }));
      expect(res.statusCode, JSON.stringify(lideresEmails)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await call(admin, 'GET', '/cells/99999999999')).statusCode).toBe(400);
    expect((await call(admin, 'GET', `/cells/${otherChurchCell}`)).json().code).toBe('GROUP_NOT_FOUND');
  });

  it("gives a leader's grant their own cell only: the list, the cell, its edit, never its leader", async () => {
    const list = await call(leaderSession, 'GET', '/cells');
    expect(list.json().itens.map((c: { id: number }) => c.id)).toEqual([cellA]);
    const own = await call(leaderSession, 'GET', `/cells/${cellA}`);
    expect(own.json().participantes).toEqual([expect.objectContaining({ usuarioId: member.usuarioId, email: member.email })]);
    expect((await call(leaderSession, 'GET', `/cells/${cellB}`)).json().code).toBe('STAFF_FORBIDDEN');
    expect((await call(leaderSession, 'POST', '/cells', body())).json().code).toBe('STAFF_FORBIDDEN');
    const edit = await call(leaderSession, 'PUT', `/cells/${cellA}`, body({ nome: 'Célula A renovada' }));
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().nome).toBe('Célula A renovada');
    const steal = await call(leaderSession, 'PUT', `/cells/${cellA}`, body({ lideresEmails: [member.email] }));
    expect(steal.json().code).toBe('STAFF_FORBIDDEN');
    const coLeader = await call(leaderSession, 'PUT', `/cells/${cellA}`, body({ lideresEmails: [leader.email, member.email] }));
    expect(coLeader.json().code).toBe('STAFF_FORBIDDEN');
  });

  it('names several leaders in order (an e-mail repeated once, any case), reorders and removes them, audited', async () => {
    const created = await call(
      admin,
      'POST',
      '/cells',
      body({ nome: 'Célula Dupla', lideresEmails: [member.email, leader.email.toUpperCase(), member.email] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json().lideres.map((l: { usuarioId: number }) => l.usuarioId)).toEqual([member.usuarioId, leader.usuarioId]);
    const swapped = await call(admin, 'PUT', `/cells/${id}`, body({ nome: 'Célula Dupla', lideresEmails: [leader.email, member.email] }));
    expect(swapped.json().lideres.map((l: { usuarioId: number }) => l.usuarioId)).toEqual([leader.usuarioId, member.usuarioId]);
    const one = await call(admin, 'PUT', `/cells/${id}`, body({ nome: 'Célula Dupla', lideresEmails: [member.email] }));
    expect(one.json().lideres).toEqual([{ usuarioId: member.usuarioId, nome: 'Rui Teste', email: member.email }]);
    const none = await call(admin, 'PUT', `/cells/${id}`, body({ nome: 'Célula Dupla', lideresEmails: [] }));
    expect(none.json().lideres).toEqual([]);
    const audit = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'celula'), eq(auditoria.entidadeId, String(id))))
      .orderBy(auditoria.id);
    expect(audit.map((a) => (a.depois as { lideres: { usuarioId: number }[] }).lideres.length)).toEqual([2, 2, 1, 0]);
    const listed = (await call(admin, 'GET', '/cells')).json().itens.find((c: { id: number }) => c.id === cellA);
    expect(listed.lideres.map((l: { usuarioId: number }) => l.usuarioId)).toEqual([leader.usuarioId]);
  });

  it('moves a member between cells, accepting their open request there, audited', async () => {
    await t.app.database.db.insert(celulaSolicitacao).values({ igrejaId: church.id, celulaId: cellB, usuarioId: member.usuarioId });
    expect((await call(leaderSession, 'POST', `/cells/${cellA}/members/${member.usuarioId}/move`, { destino: cellB })).statusCode).toBe(
      403,
    );
    expect((await call(admin, 'POST', `/cells/${cellA}/members/${member.usuarioId}/move`, { destino: cellA })).json().code).toBe(
      'GROUP_MOVE_SAME',
    );
    const res = await call(admin, 'POST', `/cells/${cellA}/members/${member.usuarioId}/move`, { destino: cellB });
    expect(res.statusCode, res.body).toBe(200);
    const memberships = await t.app.database.db.select().from(celulaMembro).where(eq(celulaMembro.usuarioId, member.usuarioId));
    expect(memberships.map((m) => m.celulaId)).toEqual([cellB]);
    const again = await call(admin, 'POST', `/cells/${cellA}/members/${member.usuarioId}/move`, { destino: cellB });
    expect(again.json().code).toBe('GROUP_MEMBER_NOT_FOUND');
    const requests = await call(admin, 'GET', `/cell-requests?celula=${cellB}`);
    expect(requests.json().itens[0]).toMatchObject({
      status: 'aceita',
      respondidoPor: { nome: 'Ana Teste' },
      respondidoEm: expect.any(String),
    });
    const audit = await t.app.database.db.select().from(auditoria).where(eq(auditoria.entidade, 'celula_membro'));
    expect(audit[0]).toMatchObject({ antes: { celula: cellA }, depois: { celula: cellB } });
  });

  it("lists a leader only their cells' requests", async () => {
    const res = await call(leaderSession, 'GET', '/cell-requests');
    expect(res.statusCode).toBe(200);
    expect(res.json().itens.every((r: { celula: { id: number } }) => r.celula.id === cellA)).toBe(true);
    expect((await call(admin, 'GET', '/cell-requests?status=aceita')).json().total).toBeGreaterThanOrEqual(1);
  });

  it('creates and edits studies and the settings (unscoped grants only)', async () => {
    const created = await call(admin, 'POST', '/studies', {
      titulo: 'Estudo 1',
      resumo: '',
      conteudo: '<p>Texto</p>',
      flagConteudoPublico: false,
      flagAtivo: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const edited = await call(admin, 'PUT', `/studies/${id}`, {
      titulo: 'Estudo 1b',
      conteudo: '<p>Texto</p>',
      flagConteudoPublico: true,
      flagAtivo: true,
    });
    expect(edited.json()).toMatchObject({ titulo: 'Estudo 1b', flagConteudoPublico: true, resumo: null });
    expect((await call(admin, 'GET', '/studies')).json().itens.map((s: { id: number }) => s.id)).toContain(id);
    expect((await call(leaderSession, 'GET', '/studies')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/cell-settings')).json()).toEqual({ titulo: null, descricao: null, diasLembrete: 3 });
    const saved = await call(admin, 'PUT', '/cell-settings', { titulo: 'Estudos', descricao: '', diasLembrete: 5 });
    expect(saved.json()).toEqual({ titulo: 'Estudos', descricao: null, diasLembrete: 5 });
    expect((await call(admin, 'PUT', '/cell-settings', { diasLembrete: 0 })).json().fields).toHaveProperty('diasLembrete');
    const audit = await t.app.database.db.select().from(auditoria).where(eq(auditoria.entidade, 'estudo'));
    expect(audit.map((a) => a.acao).sort()).toEqual(['create', 'update']);
  });

  it("shows a cell's health to staff and to its leader, not another's", async () => {
    const res = await call(admin, 'GET', `/cells/${cellA}/health`);
    expect(res.json()).toMatchObject({ celula: 'Célula A renovada', pontos: [], frequenciaMedia: null });
    expect((await call(leaderSession, 'GET', `/cells/${cellA}/health`)).statusCode).toBe(200);
    expect((await call(leaderSession, 'GET', `/cells/${cellB}/health`)).statusCode).toBe(403);
  });
});
