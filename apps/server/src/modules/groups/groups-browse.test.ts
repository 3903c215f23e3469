import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createGroup, createMeeting, createStudy } from './groups.fixtures.ts';

describe('small groups: list, detail and meetings', () => {
  let t: TestApp;
  let church: TestChurch;
  let leader: TestMember;
  let member: TestMember;
  let other: TestMember;
  let staff: TestMember;
  let youth: number;
  let couples: number;
  let meetingId: number;
  let inactive: number;
  const en = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'en' });
  const get = (url: string, headers: Record<string, string> = { host: church.host }) =>
    t.app.inject({ url: `/api/v1${url}`, headers: en(headers) });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'celulas');
    leader = await createMember(t.app, church, { nome: 'Lia' });
    member = await createMember(t.app, church);
    other = await createMember(t.app, church);
    staff = await createMember(t.app, church, { roles: ['ROLE_ADMIN'] });
    youth = await createGroup(t.app, church, {
      nome: 'Jovens Centro',
      publico: 'jovens',
      diaSemana: 5,
      horario: '19:30',
      bairro: 'Centro',
      latitude: -23.5,
      longitude: -46.6,
      liderUsuarioId: leader.usuarioId,
      members: [member.usuarioId],
    });
    couples = await createGroup(t.app, church, {
      nome: 'Casais 100%',
      publico: 'casais',
      diaSemana: 2,
      bairro: 'Mooca',
      descricao: 'Para casais',
    });
    inactive = await createGroup(t.app, church, { nome: 'Inativa', flagAtivo: false });
    const study = await createStudy(t.app, church, { titulo: 'Oração' });
    meetingId = await createMeeting(t.app, church, youth, { estudoId: study, tema: 'Oração', observacao: 'Trazer Bíblia' });
    await createMeeting(t.app, church, youth, { dataInicio: new Date('2026-02-01T22:00:00Z') });
  });
  afterAll(() => t.close());

  it('lists the active groups by day and time for a visitor, with neighbourhoods and no personal flags set', async () => {
    const res = await get(`/igreja/${church.slug}/celula/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.celulas.map((g: { nome: string }) => g.nome)).toEqual(['Casais 100%', 'Jovens Centro']);
    expect(body.bairros).toEqual(['Centro', 'Mooca']);
    expect(body.celulas[1]).toMatchObject({
      id: youth,
      publico: 'jovens',
      diaSemana: 5,
      horario: '19:30',
      latitude: -23.5,
      lider: { nome: 'Lia Teste', imagem: null },
      membro: false,
      solicitacaoPendente: false,
    });
    expect(JSON.stringify(body)).not.toContain(leader.email);
  });

  it('marks the member’s groups and lists only them with usuario=1 (the leader’s too)', async () => {
    const res = await get(`/igreja/${church.slug}/celula/`, member.headers);
    expect(res.statusCode, res.body).toBe(200);
    const all = res.json();
    expect(all.celulas.find((g: { id: number }) => g.id === youth).membro).toBe(true);
    const mine = (await get(`/igreja/${church.slug}/celula/?usuario=1`, member.headers)).json();
    expect(mine.celulas.map((g: { id: number }) => g.id)).toEqual([youth]);
    const led = (await get(`/igreja/${church.slug}/celula/?usuario=1`, leader.headers)).json();
    expect(led.celulas.map((g: { id: number }) => g.id)).toEqual([youth]);
    expect((await get(`/igreja/${church.slug}/celula/?usuario=1`, other.headers)).json().celulas).toEqual([]);
  });

  it('asks visitors to log in for usuario=1', async () => {
    const res = await get(`/igreja/${church.slug}/celula/?usuario=1`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('You need to log in to complete this action.');
  });

  it.each([
    ['publico=casais', ['Casais 100%']],
    ['diaSemana=5', ['Jovens Centro']],
    ['bairro=mooca', ['Casais 100%']],
    ['busca=100%25', ['Casais 100%']],
    ['busca=para%20casais', ['Casais 100%']],
    ['busca=_', []],
    ['publico=jovens&diaSemana=2', []],
  ])('filters with %s', async (query, names) => {
    const res = await get(`/igreja/${church.slug}/celula/?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().celulas.map((g: { nome: string }) => g.nome)).toEqual(names);
  });

  it.each([
    ['usuario=2', 'usuario', 'The field is not valid.'],
    ['publico=idosos', 'publico', 'The field is not valid.'],
    ['diaSemana=7', 'diaSemana', 'The field is not valid.'],
    ['diaSemana=x', 'diaSemana', 'Enter a whole number.'],
    [`busca=${'a'.repeat(101)}`, 'busca', 'Use at most 100 characters.'],
    ['outro=1', 'outro', 'Unexpected field.'],
  ])('refuses %s', async (query, field, message) => {
    const res = await get(`/igreja/${church.slug}/celula/?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
  });

  it('answers 404 for another church’s slug', async () => {
    expect((await get('/igreja/outra/celula/')).json().code).toBe('CHURCH_NOT_FOUND');
  });

  it('shows a group’s detail with address, leader and the caller’s state', async () => {
    const res = await get(`/celula/${youth}`, leader.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nome: 'Jovens Centro',
      souLider: true,
      membro: true,
      quantidadeMembros: 1,
      endereco: { bairro: 'Centro' },
    });
    expect((await get(`/celula/${youth}`)).json()).toMatchObject({ souLider: false, membro: false });
  });

  it.each([
    ['a missing group', () => '999999', 404, 'GROUP_NOT_FOUND'],
    ['an inactive group', () => 'inactive', 404, 'GROUP_NOT_FOUND'],
    ['a non-numeric id', () => 'abc', 400, 'VALIDATION_FAILED'],
    ['a zero id', () => '0', 400, 'VALIDATION_FAILED'],
    ['an id beyond int4', () => '2147483648', 400, 'VALIDATION_FAILED'],
  ])('answers %s', async (_name, id, status, code) => {
    const res = await get(`/celula/${id() === 'inactive' ? inactive : id()}`);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
  });

  it('shows the meetings to the group’s members, leader and staff, newest first', async () => {
    for (const who of [member, leader, staff]) {
      const res = await get(`/celula/${youth}/reuniao-registro/`, who.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().reunioes).toHaveLength(2);
      expect(res.json().reunioes[1]).toMatchObject({ id: meetingId, tema: 'Oração', estudo: { titulo: 'Oração' } });
    }
    const one = await get(`/celula/${youth}/reuniao-registro/${meetingId}`, member.headers);
    expect(one.json()).toMatchObject({
      id: meetingId,
      observacao: 'Trazer Bíblia',
      celula: 'Jovens Centro',
      dataInicio: '2026-01-07T23:00:00.000Z',
    });
  });

  it('hides meetings from other members (404) and asks visitors to log in (401)', async () => {
    expect((await get(`/celula/${youth}/reuniao-registro/`, other.headers)).json().code).toBe('MEETING_NOT_FOUND');
    expect((await get(`/celula/${youth}/reuniao-registro/${meetingId}`, other.headers)).json().code).toBe('MEETING_NOT_FOUND');
    expect((await get(`/celula/${youth}/reuniao-registro/`)).statusCode).toBe(401);
    expect((await get(`/celula/${couples}/reuniao-registro/${meetingId}`, staff.headers)).json().code).toBe('MEETING_NOT_FOUND');
    expect((await get(`/celula/999999/reuniao-registro/`, staff.headers)).json().code).toBe('GROUP_NOT_FOUND');
    expect((await get(`/celula/${youth}/reuniao-registro/abc`, member.headers)).statusCode).toBe(400);
  });

  it('answers 404 MODULE_DISABLED where the church has no MOD_CELULA', async () => {
    const off = await createChurch(t.app, 'sem-celulas', { modules: ['MOD_CULTO'] });
    const res = await t.app.inject({ url: `/api/v1/igreja/${off.slug}/celula/`, headers: { host: off.host } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('MODULE_DISABLED');
  });
});
