import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notificacao } from '../notifications/notifications.schema.ts';
import { PUSH_SEND_JOB } from '../notifications/push-send.ts';
import { PUSH_SWEEP_JOB } from '../notifications/push-sweep.ts';
import { browserSubscription, decryptPush, startPushService, type LocalPushService } from '../notifications/push.test-helpers.ts';
import { auditoria } from './admin.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/**
 * The console's "Notificações" (issue 33): a content editor sends a notification by hand to the whole church
 * (audited, in every member's menu, pushed to the subscribed browsers once committed) and lists the church-wide
 * notifications with members reached, pushes delivered and members who opened it (the member app's open tracking).
 */
let t: TestApp;
let videira: TestChurch;
let editor: StaffSession;
let finance: StaffSession;
let ana: TestMember;
let bruno: TestMember;
let push: LocalPushService;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  await createChurch(t.app, 'grace');
  const e = await createMember(t.app, videira);
  await grantPreset(t.app, videira, e, 'content_editor');
  editor = await staffLogin(t.app, e);
  const f = await createMember(t.app, videira);
  await grantPreset(t.app, videira, f, 'finance');
  finance = await staffLogin(t.app, f, { totp: true });
  ana = await createMember(t.app, videira);
  bruno = await createMember(t.app, videira);
  push = await startPushService();
});
afterAll(async () => {
  await push.close();
  await t.close();
});

const send = (s: StaffSession, payload: object, slug = 'videira') =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/${slug}/notifications`, headers: { ...s.headers, 'accept-language': 'en' }, payload });
const list = (s: StaffSession) => t.app.inject({ method: 'GET', url: '/api/v1/admin/videira/notifications', headers: s.headers });
const opened = (who: TestMember, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/v1/igreja/${videira.id}/notificacao/${id}/abertura`, headers: who.headers });

describe('hand send', () => {
  it.each([
    ['missing title', { corpo: 'x', rota: null }, 'titulo', 'This field is required.'],
    ['blank body', { titulo: 'Oi', corpo: '  ', rota: null }, 'corpo', 'This field is required.'],
    ['too long body', { titulo: 'Oi', corpo: 'x'.repeat(501), rota: null }, 'corpo', 'Use at most 500 characters.'],
    [
      'link to another site',
      { titulo: 'Oi', corpo: 'x', rota: 'https://evil.example/' },
      'rota',
      'Use a path of this app, such as /event/12 or /news.',
    ],
    [
      'protocol-relative link',
      { titulo: 'Oi', corpo: 'x', rota: '//evil.example/' },
      'rota',
      'Use a path of this app, such as /event/12 or /news.',
    ],
    [
      'script in the link',
      { titulo: 'Oi', corpo: 'x', rota: '/x"><script>' },
      'rota',
      'Use a path of this app, such as /event/12 or /news.',
    ],
    ['unknown field', { titulo: 'Oi', corpo: 'x', rota: null, usuarioId: 1 }, 'usuarioId', 'Unexpected field.'],
  ])('refuses a %s', async (_name, payload, field, message) => {
    const res = await send(editor, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
  });

  it('is refused without the content grant, and for a church the staff holds nothing at', async () => {
    expect((await send(finance, { titulo: 'Oi', corpo: 'x', rota: null })).statusCode).toBe(403);
    expect((await list(finance)).statusCode).toBe(403);
    expect((await send(editor, { titulo: 'Oi', corpo: 'x', rota: null }, 'grace')).statusCode).toBe(404);
  });

  it('reaches every member (menu and push), audited, and the list counts reach, deliveries and opens', async () => {
    const browser = browserSubscription(`${push.url}/ok/ana`);
    const sub = await t.app.inject({
      method: 'POST',
      url: `/api/v1/igreja/${videira.id}/notificacao/push/inscricao`,
      headers: ana.headers,
      payload: { endpoint: browser.endpoint, keys: browser.keys },
    });
    expect(sub.statusCode).toBe(204);

    const res = await send(editor, { titulo: 'Culto especial', corpo: 'Domingo às 18h', rota: '/event/12' });
    expect(res.statusCode).toBe(201);
    const sent = res.json();
    expect(sent).toMatchObject({ titulo: 'Culto especial', tipo: 'AVISO', rota: '/event/12', alcance: 4, entregues: 0, abertas: 0 });
    const audits = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'notificacao'), eq(auditoria.entidadeId, String(sent.id))));
    expect(audits).toEqual([expect.objectContaining({ area: 'content', acao: 'create' })]);

    // In Bruno's menu, with the path it opens.
    const feed = await t.app.inject({ method: 'GET', url: `/api/v1/igreja/${videira.id}/notificacao/`, headers: bruno.headers });
    expect(feed.json().notificacoes[0]).toMatchObject({
      id: sent.id,
      titulo: 'Culto especial',
      rota: '/event/12',
      tipo: { codigo: 'AVISO' },
    });

    // The commit kicked the sweep: Ana's browser gets the push.
    expect(await t.app.jobs.drain(PUSH_SWEEP_JOB)).toBe(1);
    expect(await t.app.jobs.drain(PUSH_SEND_JOB)).toBe(1);
    expect(JSON.parse(decryptPush(browser, push.received[0]!.body))).toMatchObject({
      id: sent.id,
      rota: '/event/12',
      igreja: videira.codigo,
    });

    expect((await opened(ana, sent.id)).statusCode).toBe(204);
    expect((await opened(ana, sent.id)).statusCode).toBe(204); // a repeat counts once
    expect((await opened(bruno, sent.id)).statusCode).toBe(204);

    const page = await list(editor);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 1, page: 1, itens: [{ id: sent.id, alcance: 4, entregues: 1, abertas: 2 }] });
  });
});

describe('open tracking', () => {
  it("answers 404 for someone else's personal notification and an unknown one, 401 to a visitor", async () => {
    const [personal] = await t.app.database.db
      .insert(notificacao)
      .values({
        igrejaId: videira.id,
        usuarioId: ana.usuarioId,
        igrejaOrigemCodigo: videira.codigo,
        titulo: 'Só da Ana',
        corpo: 'x',
        tipo: 'EVENTO',
      })
      .returning();
    expect((await opened(bruno, personal!.id)).statusCode).toBe(404);
    expect((await opened(ana, personal!.id)).statusCode).toBe(204);
    expect((await opened(ana, personal!.id + 1000)).statusCode).toBe(404);
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/v1/igreja/${videira.id}/notificacao/${personal!.id}/abertura`,
      headers: { host: videira.host },
    });
    expect(visitor.statusCode).toBe(401);
    // Personal notifications are not in the console's church-wide list.
    expect((await list(editor)).json().total).toBe(1);
  });
});
