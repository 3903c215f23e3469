import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditoria } from '../admin/admin.schema.ts';
import { grantPreset } from '../admin/admin.test-helpers.ts';
import { createService } from '../live/live.fixtures.ts';
import { CHAT_MODERATOR_ROLE } from './chat.service.ts';
import { ChatTestClient, chatUrl } from './chat.test-helpers.ts';

/**
 * The host workspace's HTTP reads (issue 34): GET /culto/:id/chat/resumo and /transcricao.csv, for the service's
 * hosts only (the permission matrix of a member endpoint: visitor, member, moderator role, chat host grant, a
 * grant scoped to another service, another church), with bad ids refused as 400.
 */
describe('chat: counts and transcript for hosts', () => {
  let t: TestApp;
  let url: string;
  let church: TestChurch;
  let other: TestChurch;
  let host: TestMember;
  let moderator: TestMember;
  let member: TestMember;
  let scoped: TestMember;
  let outsider: TestMember;
  let channel: number;
  const clients: ChatTestClient[] = [];
  const get = (path: string, who?: TestMember, on = church) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/culto/${path}`,
      headers: { host: on.host, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    });
  const join = async (who: Record<string, unknown>) => {
    const client = await ChatTestClient.open(url, church.host);
    clients.push(client);
    return { client, joined: await client.join({ channel, ...who }) };
  };
  const say = async (client: ChatTestClient, text: string, extra: Record<string, unknown> = {}) => {
    const ref = `r-${Math.random()}`;
    client.send({ type: 'message', ref, text, ...extra });
    return (await client.next('ack', (f) => f.ref === ref)).id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'chat-csv');
    other = await createChurch(t.app, 'chat-csv-b');
    host = await createMember(t.app, church, { nome: 'Ana' });
    await grantPreset(t.app, church, host, 'chat_host');
    moderator = await createMember(t.app, church, { roles: [CHAT_MODERATOR_ROLE] });
    member = await createMember(t.app, church, { nome: 'Rute' });
    scoped = await createMember(t.app, church);
    outsider = await createMember(t.app, other, { roles: ['ROLE_ADMIN'] });
    channel = (await createService(t.app, church)).id;
    // A live grant scoped to another service hosts that one only.
    const { staffGrant } = await import('../admin/admin.schema.ts');
    await t.app.database.db.insert(staffGrant).values({
      igrejaId: church.id,
      usuarioId: scoped.usuarioId,
      area: 'live',
      action: 'edit',
      scopeKind: 'service',
      scopeId: channel + 1000,
    });
    url = await chatUrl(t.app);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  it.each(['resumo', 'transcricao.csv'])('answers %s to hosts only', async (leaf) => {
    const path = `${channel}/chat/${leaf}`;
    expect((await get(path)).statusCode).toBe(401);
    for (const who of [member, scoped]) expect((await get(path, who)).json()).toMatchObject({ code: 'CHAT_FORBIDDEN' });
    expect((await get(path, member)).statusCode).toBe(403);
    for (const who of [host, moderator]) expect((await get(path, who)).statusCode).toBe(200);
    // Another church's admin on its own host, naming this church's service: not found there.
    expect((await get(path, outsider, other)).statusCode).toBe(404);
    expect((await get(`${channel + 5000}/chat/${leaf}`, host)).json()).toMatchObject({ code: 'LIVE_SERVICE_NOT_FOUND' });
    for (const bad of ['abc', '2147483648', '0', '%00']) expect((await get(`${bad}/chat/${leaf}`, host)).statusCode, `id ${bad}`).toBe(400);
  });

  it('counts viewers now and at the peak, and the messages of each kind; exports the transcript with every line (audited)', async () => {
    const mod = await join({ token: host.token });
    const rute = await join({ token: member.token });
    const troll = await join({ name: 'Troll' });
    await say(rute.client, 'Amém');
    await say(troll.client, '=HYPERLINK("x")');
    await say(mod.client, 'nota interna', { hosts: true });
    mod.client.send({ type: 'mute', userId: troll.joined.user.id });
    await mod.client.next('muted');
    await say(troll.client, 'escondida');
    const gone = await say(rute.client, 'apagar');
    mod.client.send({ type: 'delete', messageId: gone });
    await mod.client.next('deleted', (f) => f.messageId === gone);
    await expect.poll(async () => (await get(`${channel}/chat/resumo`, host)).json().presencaAgora).toBe(3);
    troll.client.close();
    await expect.poll(async () => (await get(`${channel}/chat/resumo`, host)).json().presencaAgora).toBe(2);
    expect((await get(`${channel}/chat/resumo`, host)).json()).toEqual({
      presencaAgora: 2,
      presencaPico: 3,
      mensagens: 2,
      mensagensAnfitrioes: 1,
      mensagensOcultas: 1,
    });

    const res = await get(`${channel}/chat/transcricao.csv`, host);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="chat-culto-${channel}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('data,canal,autor,nome,moderador,silenciada,removida,texto');
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 2)[0])).toEqual(['sala', 'sala', 'anfitrioes', 'sala', 'sala']);
    expect(lines.some((l) => l.endsWith(`"'=HYPERLINK(""x"")"`))).toBe(true);
    expect(lines.some((l) => l.includes(',true,false,escondida'))).toBe(true);
    expect(lines.some((l) => l.includes(',false,true,') && !l.includes('apagar'))).toBe(true);
    const audit = await t.app.database.db
      .select({ acao: auditoria.acao, ator: auditoria.atorContaId })
      .from(auditoria)
      .where(and(eq(auditoria.igrejaId, church.id), eq(auditoria.entidade, 'chat_transcricao')));
    expect(audit).toContainEqual({ acao: 'access', ator: host.contaId });
  });
});
