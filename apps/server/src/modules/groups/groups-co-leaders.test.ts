import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notificacao } from '../notifications/notifications.schema.ts';
import { GROUP_MAIL_JOB } from './groups.jobs.ts';
import { createGroup } from './groups.fixtures.ts';
import { celulaLider, celulaSolicitacao } from './groups.schema.ts';
import { sendJoinRequestReminders } from './reminder-runner.ts';

const DAY = 86_400_000;

/** A cell with two leaders (issue 34): each has the leader tools, each hears of requests and their reminders. */
describe('a cell with several leaders', () => {
  let t: TestApp;
  let dataDir: string;
  let church: TestChurch;
  let lia: TestMember;
  let leo: TestMember;
  let ana: TestMember;
  let rui: TestMember;
  let cell: number;
  const call = (who: TestMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...who.headers, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
  const notices = (usuarioId: number) =>
    t.app.database.db.select({ titulo: notificacao.titulo }).from(notificacao).where(eq(notificacao.usuarioId, usuarioId));
  const outbox = async () => {
    const dir = path.join(dataDir, 'outbox');
    const files = await fs.readdir(dir).catch(() => [] as string[]);
    return Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
  };

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'groups-co-leaders-'));
    t = await createTestApp({ dataDir });
    church = await createChurch(t.app, 'colideres');
    lia = await createMember(t.app, church, { nome: 'Lia', email: 'lia@test.local' });
    leo = await createMember(t.app, church, { nome: 'Leo', email: 'leo@test.local' });
    ana = await createMember(t.app, church, { nome: 'Ana' });
    rui = await createMember(t.app, church, { nome: 'Rui', email: 'rui@test.local' });
    cell = await createGroup(t.app, church, { nome: 'Célula Par', leaders: [lia.usuarioId, leo.usuarioId], members: [ana.usuarioId] });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('shows both leaders (the first as `lider`), and each of them as a leader of the cell', async () => {
    const list = await call(ana, 'GET', `/igreja/${church.slug}/celula/`);
    expect(list.json().celulas[0]).toMatchObject({
      lider: { nome: 'Lia Teste' },
      lideres: [{ nome: 'Lia Teste' }, { nome: 'Leo Teste' }],
    });
    for (const who of [lia, leo]) {
      expect((await call(who, 'GET', `/celula/${cell}`)).json()).toMatchObject({ souLider: true, membro: true });
      const mine = await call(who, 'GET', `/igreja/${church.slug}/celula/?usuario=1`);
      expect(mine.json().celulas.map((c: { id: number }) => c.id)).toEqual([cell]);
      expect((await call(who, 'GET', `/celula/${cell}/membros/`)).json().membros).toHaveLength(1);
      expect((await call(who, 'GET', `/celula/${cell}/saude/`)).statusCode).toBe(200);
    }
    expect((await call(ana, 'GET', `/celula/${cell}`)).json().souLider).toBe(false);
  });

  it('tells every leader of a new request, in the app and by one e-mail each; either answers it', async () => {
    const asked = await call(rui, 'POST', `/igreja/${church.slug}/solicitacao-celula/admissao`, { idCelula: cell });
    expect(asked.statusCode, asked.body).toBe(201);
    for (const who of [lia, leo]) expect(await notices(who.usuarioId)).toEqual([{ titulo: 'Nova solicitação para a célula Célula Par' }]);
    expect(await t.app.jobs.drain(GROUP_MAIL_JOB)).toBe(2);
    const mails = await outbox();
    expect(mails.map((m) => /^To: (.*)$/m.exec(m)?.[1]?.trim()).sort()).toEqual(['leo@test.local', 'lia@test.local']);
    for (const who of [lia, leo]) {
      expect((await call(who, 'GET', `/celula/${cell}/solicitacao/`)).json().solicitacoes).toHaveLength(1);
    }
    const id = asked.json().id;
    expect((await call(leo, 'PUT', `/igreja/${church.slug}/solicitacao-celula/${id}`, { status: 'aceita' })).statusCode).toBe(200);
    expect((await call(lia, 'PUT', `/igreja/${church.slug}/solicitacao-celula/${id}`, { status: 'recusada' })).statusCode).toBe(409);
  });

  it('reminds every leader of an unanswered request once', async () => {
    const other = await createMember(t.app, church, { nome: 'Bia' });
    await t.app.database.db
      .insert(celulaSolicitacao)
      .values({ igrejaId: church.id, celulaId: cell, usuarioId: other.usuarioId, criadoEm: new Date(Date.now() - 4 * DAY) });
    expect(await sendJoinRequestReminders(t.app)).toBe(2);
    for (const who of [lia, leo]) {
      expect((await notices(who.usuarioId)).map((n) => n.titulo)).toContain('Solicitação aguardando resposta: Célula Par');
    }
    expect(await sendJoinRequestReminders(t.app)).toBe(0);
  });

  it('takes the tools away from a leader removed from the cell at once', async () => {
    await t.app.database.db.delete(celulaLider).where(eq(celulaLider.usuarioId, leo.usuarioId));
    expect((await call(leo, 'GET', `/celula/${cell}/membros/`)).statusCode).toBe(404);
    expect((await call(leo, 'GET', `/celula/${cell}/solicitacao/`)).statusCode).toBe(403);
    expect((await call(leo, 'GET', `/celula/${cell}`)).json().souLider).toBe(false);
    expect((await call(lia, 'GET', `/celula/${cell}/membros/`)).statusCode).toBe(200);
  });
});
