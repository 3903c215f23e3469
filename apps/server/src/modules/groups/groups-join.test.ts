import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notificacao } from '../notifications/notifications.schema.ts';
import { GROUP_MAIL_JOB } from './groups.jobs.ts';
import { createGroup, createMeeting } from './groups.fixtures.ts';

describe('small groups: join requests and the leader’s answer', () => {
  let t: TestApp;
  let dataDir: string;
  let church: TestChurch;
  let leader: TestMember;
  let requester: TestMember;
  let other: TestMember;
  let staff: TestMember;
  let groupId: number;
  const en = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'en' });
  const ask = (who: TestMember | null, payload: unknown, slug = church.slug) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/igreja/${slug}/solicitacao-celula/admissao`,
      headers: en(who ? who.headers : { host: church.host }),
      payload: payload as object,
    });
  const answer = (who: TestMember | null, id: number | string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/igreja/${church.slug}/solicitacao-celula/${id}`,
      headers: en(who ? who.headers : { host: church.host }),
      payload: payload as object,
    });
  const outbox = async () => {
    const dir = path.join(dataDir, 'outbox');
    const files = await fs.readdir(dir).catch(() => [] as string[]);
    return Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
  };
  const notificationsOf = (usuarioId: number) => t.app.database.db.select().from(notificacao).where(eq(notificacao.usuarioId, usuarioId));

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'groups-join-'));
    t = await createTestApp({ dataDir });
    church = await createChurch(t.app, 'pedidos');
    leader = await createMember(t.app, church, { nome: 'Lia', email: 'lia@test.local' });
    requester = await createMember(t.app, church, { nome: 'Rui', email: 'rui@test.local' });
    other = await createMember(t.app, church);
    staff = await createMember(t.app, church, { roles: ['ROLE_ADMIN'] });
    groupId = await createGroup(t.app, church, { nome: 'Célula Luz', liderUsuarioId: leader.usuarioId });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('records a request, notifies the leader in the app and by e-mail with the requester’s name and contact', async () => {
    const res = await ask(requester, { idCelula: groupId, mensagem: ' Quero participar ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ idCelula: groupId, status: 'pendente' });
    const [notice] = await notificationsOf(leader.usuarioId);
    expect(notice).toMatchObject({ tipo: 'CELULA', idEntidadeRelacionada: groupId, titulo: 'Nova solicitação para a célula Célula Luz' });
    expect(notice!.corpo).toContain('Rui Teste');
    expect(notice!.corpo).toContain('rui@test.local');
    expect(await t.app.jobs.drain(GROUP_MAIL_JOB)).toBe(1);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: lia@test.local');
    expect(mails[0]).toContain('rui@test.local');
    expect(mails[0]).toContain('Quero participar');
    const detail = await t.app.inject({ url: `/api/v1/celula/${groupId}`, headers: requester.headers });
    expect(detail.json()).toMatchObject({ solicitacaoPendente: true, membro: false });
  });

  it('refuses a second open request, and requests of members and the leader (409)', async () => {
    const again = await ask(requester, { idCelula: groupId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'GROUP_REQUEST_PENDING', message: 'You already have a pending request for this group.' });
    const byLeader = await ask(leader, { idCelula: groupId });
    expect(byLeader.statusCode).toBe(409);
    expect(byLeader.json().code).toBe('GROUP_ALREADY_MEMBER');
  });

  it.each([
    ['missing group id', {}, 'idCelula', 'Enter a whole number.'],
    ['text group id', { idCelula: 'abc' }, 'idCelula', 'Enter a whole number.'],
    ['negative group id', { idCelula: -1 }, 'idCelula', 'The field is not valid.'],
    ['too long message', { idCelula: 1, mensagem: 'x'.repeat(501) }, 'mensagem', 'Use at most 500 characters.'],
    [
      'message with control characters',
      { idCelula: 1, mensagem: 'a\u0000b' },
      'mensagem',
      'The text contains characters that are not allowed.',
    ],
    ['unknown field', { idCelula: 1, usuarioId: 3 }, 'usuarioId', 'Unexpected field.'],
  ])('refuses a %s', async (_name, payload, field, message) => {
    const res = await ask(other, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
  });

  it('asks visitors to log in, and answers 404 for a missing group or another church’s slug', async () => {
    expect((await ask(null, { idCelula: groupId })).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await ask(other, { idCelula: 999999 })).json()).toMatchObject({ code: 'GROUP_NOT_FOUND', message: 'Cell not found.' });
    expect((await ask(other, { idCelula: groupId }, 'outra')).json().code).toBe('CHURCH_NOT_FOUND');
  });

  it('lets the leader and staff list pending requests with the requester’s contact; others get 403', async () => {
    for (const who of [leader, staff]) {
      const res = await t.app.inject({ url: `/api/v1/celula/${groupId}/solicitacao/`, headers: who.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().solicitacoes).toMatchObject([
        { nome: 'Rui Teste', email: 'rui@test.local', mensagem: 'Quero participar', status: 'pendente' },
      ]);
    }
    const res = await t.app.inject({ url: `/api/v1/celula/${groupId}/solicitacao/`, headers: en(requester.headers) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('hides the request from anyone but the leader and staff (404), and refuses bad answers', async () => {
    const [pending] = (await t.app.inject({ url: `/api/v1/celula/${groupId}/solicitacao/`, headers: leader.headers })).json().solicitacoes;
    for (const who of [requester, other])
      expect((await answer(who, pending.id, { status: 'aceita' })).json().code).toBe('GROUP_REQUEST_NOT_FOUND');
    expect((await answer(null, pending.id, { status: 'aceita' })).statusCode).toBe(401);
    expect((await answer(leader, 999999, { status: 'aceita' })).json().code).toBe('GROUP_REQUEST_NOT_FOUND');
    for (const payload of [{}, { status: 'pendente' }, { status: 'aceita', x: 1 }, { status: 1 }]) {
      const res = await answer(leader, pending.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await answer(leader, 'abc', { status: 'aceita' })).statusCode).toBe(400);
  });

  it('the leader accepts: the requester becomes a member, is notified, sees the group as theirs and its meetings', async () => {
    const [pending] = (await t.app.inject({ url: `/api/v1/celula/${groupId}/solicitacao/`, headers: leader.headers })).json().solicitacoes;
    const meeting = await createMeeting(t.app, church, groupId);
    expect((await t.app.inject({ url: `/api/v1/celula/${groupId}/reuniao-registro/`, headers: requester.headers })).statusCode).toBe(404);
    const res = await answer(leader, pending.id, { status: 'aceita' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: pending.id, status: 'aceita' });
    expect((await notificationsOf(requester.usuarioId)).map((n) => n.titulo)).toEqual(['Bem-vindo à célula Célula Luz']);
    const mine = await t.app.inject({ url: `/api/v1/igreja/${church.slug}/celula/?usuario=1`, headers: requester.headers });
    expect(mine.json().celulas).toMatchObject([{ id: groupId, membro: true, solicitacaoPendente: false }]);
    const meetings = await t.app.inject({ url: `/api/v1/celula/${groupId}/reuniao-registro/`, headers: requester.headers });
    expect(meetings.json().reunioes.map((m: { id: number }) => m.id)).toEqual([meeting]);
    const again = await answer(staff, pending.id, { status: 'recusada' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('GROUP_REQUEST_ANSWERED');
    expect(await t.app.jobs.drain(GROUP_MAIL_JOB)).toBe(1);
    expect((await outbox()).some((m) => m.includes('To: rui@test.local'))).toBe(true);
    expect((await ask(requester, { idCelula: groupId })).json().code).toBe('GROUP_ALREADY_MEMBER');
  });

  it('staff decline; the member is notified and may ask again later', async () => {
    const asked = (await ask(other, { idCelula: groupId })).json();
    const res = await answer(staff, asked.id, { status: 'recusada' });
    expect(res.json()).toMatchObject({ status: 'recusada' });
    expect((await notificationsOf(other.usuarioId)).map((n) => n.titulo)).toEqual(['Solicitação para a célula Célula Luz']);
    expect((await ask(other, { idCelula: groupId })).statusCode).toBe(201);
  });

  it('a group without a leader still takes requests (nobody to notify)', async () => {
    const lonely = await createGroup(t.app, church, { nome: 'Sem líder' });
    expect((await ask(other, { idCelula: lonely })).statusCode).toBe(201);
  });

  it('a closed or full group takes no requests (409, translated)', async () => {
    const closed = await createGroup(t.app, church, { nome: 'Fechada', flagAceitaSolicitacao: false });
    const full = await createGroup(t.app, church, { nome: 'Cheia', capacidade: 1, members: [requester.usuarioId] });
    const refusedClosed = await ask(other, { idCelula: closed });
    expect(refusedClosed.statusCode).toBe(409);
    expect(refusedClosed.json()).toMatchObject({ code: 'GROUP_CLOSED', message: 'This group is not taking requests at the moment.' });
    expect((await ask(other, { idCelula: full })).json().code).toBe('GROUP_FULL');
  });
});
