import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findTenantById } from '../../core/tenant.repository.ts';
import { notifyMember } from './notifications.service.ts';
import { inscricaoPush, notificacao } from './notifications.schema.ts';
import { PUSH_SEND_JOB } from './push-send.ts';
import { PUSH_SWEEP_JOB, queuePushSweep } from './push-sweep.ts';
import { browserSubscription, decryptPush, startPushService, type LocalPushService } from './push.test-helpers.ts';
import { vapidDetails } from './vapid-keys.ts';

/**
 * Web Push (issue 33): the key, a browser's subscription (validated, per church and member), and the send of a new
 * notification through the sweep and send jobs to a local RFC 8030 push service: the body decrypts with the
 * subscription's private key to the payload; a 410 deletes the subscription; a 500 counts and is tried again.
 */
let t: TestApp;
let church: TestChurch;
let member: TestMember;
let other: TestMember;
let push: LocalPushService;

beforeAll(async () => {
  // The tests' push service host beside the local http one (PUSH_SERVICE_HOSTS names the browsers' by default).
  t = await createTestApp({ pushServiceHosts: ['push.example.test'] });
  church = await createChurch(t.app, 'videira');
  member = await createMember(t.app, church);
  other = await createMember(t.app, church);
  push = await startPushService();
});
afterAll(async () => {
  await push.close();
  await t.close();
});

const base = () => `/api/v1/igreja/${church.id}/notificacao/push`;
const subscribe = (who: TestMember, payload: object) =>
  t.app.inject({ method: 'POST', url: `${base()}/inscricao`, headers: { ...who.headers, 'accept-language': 'en' }, payload });
const unsubscribe = (who: TestMember, endpoint: string) =>
  t.app.inject({ method: 'DELETE', url: `${base()}/inscricao`, headers: who.headers, payload: { endpoint } });
const subscriptions = () =>
  t.app.database.db.select().from(inscricaoPush).where(eq(inscricaoPush.igrejaId, church.id)).orderBy(inscricaoPush.id);
const clearSubscriptions = () => t.app.database.db.delete(inscricaoPush).where(eq(inscricaoPush.igrejaId, church.id));

/** Writes a notice for `who` the way a feature does (in its transaction), then runs the jobs a commit kicks. */
async function notifyAndPush(who: TestMember, titulo: string) {
  const tenant = (await findTenantById(t.app.database.db, church.id))!;
  await t.app.database.withChurch(church.id, (tx) =>
    notifyMember(tx, tenant, { usuarioId: who.usuarioId, titulo, corpo: 'Corpo do aviso', tipo: 'EVENTO', idEntidadeRelacionada: 7 }),
  );
  await queuePushSweep(t.app, church.id);
  await t.app.jobs.drain(PUSH_SWEEP_JOB);
  await t.app.jobs.drain(PUSH_SEND_JOB);
  const [row] = await t.app.database.db.select().from(notificacao).where(eq(notificacao.titulo, titulo));
  return row!;
}

describe('key and subscription', () => {
  it('gives the VAPID public key to a member; a visitor gets 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${base()}/chave`, headers: member.headers });
    expect([res.statusCode, res.json()]).toEqual([200, { chavePublica: vapidDetails(t.app.config).publicKey }]);
    expect(res.headers['cache-control']).toBe('no-store');
    const visitor = await t.app.inject({ method: 'GET', url: `${base()}/chave`, headers: { host: church.host } });
    expect(visitor.statusCode).toBe(401);
  });

  const valid = browserSubscription('https://push.example.test/abc');
  const UNKNOWN_SERVICE = 'This browser uses a notification service the server does not recognise.';
  const good = { endpoint: valid.endpoint, keys: valid.keys };
  it.each([
    ['missing endpoint', { keys: good.keys }, 'endpoint', 'This field is required.'],
    ['plain http endpoint', { ...good, endpoint: 'http://push.example.test/abc' }, 'endpoint', 'Use an https:// address.'],
    ['endpoint not a URL', { ...good, endpoint: 'not a url' }, 'endpoint', 'Use an https:// address.'],
    ['endpoint with credentials', { ...good, endpoint: 'https://u:p@push.example.test/x' }, 'endpoint', 'Use an https:// address.'],
    [
      'too long endpoint',
      { ...good, endpoint: `https://push.example.test/${'a'.repeat(1000)}` },
      'endpoint',
      'Use at most 1000 characters.',
    ],
    ['missing keys', { endpoint: good.endpoint }, 'keys', 'This field is required.'],
    ['endpoint at a host no push service uses', { ...good, endpoint: 'https://intranet.example.org/hook' }, 'endpoint', UNKNOWN_SERVICE],
    ['endpoint at an IP address', { ...good, endpoint: 'https://169.254.169.254/latest' }, 'endpoint', UNKNOWN_SERVICE],
    [
      'endpoint on another port of a push service',
      { ...good, endpoint: 'https://push.example.test:8443/abc' },
      'endpoint',
      UNKNOWN_SERVICE,
    ],
    ['endpoint under a look-alike name', { ...good, endpoint: 'https://evilpush.example.test/abc' }, 'endpoint', UNKNOWN_SERVICE],
    ['p256dh not a P-256 point', { ...good, keys: { ...good.keys, p256dh: 'abc' } }, 'keys.p256dh', 'The field is not valid.'],
    ['auth of the wrong size', { ...good, keys: { ...good.keys, auth: 'A'.repeat(40) } }, 'keys.auth', 'The field is not valid.'],
    ['unknown field', { ...good, expirationTime: null }, 'expirationTime', 'Unexpected field.'],
  ])('refuses a %s', async (_name, payload, field, message) => {
    const res = await subscribe(member, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
  });

  it('saves, moves to the member who subscribes the same browser again, and removes only the own one', async () => {
    expect((await subscribe(member, good)).statusCode).toBe(204);
    expect((await subscribe(member, good)).statusCode).toBe(204);
    expect((await subscriptions()).map((s) => s.usuarioId)).toEqual([member.usuarioId]);
    expect((await subscribe(other, good)).statusCode).toBe(204);
    expect((await subscriptions()).map((s) => s.usuarioId)).toEqual([other.usuarioId]);
    expect((await unsubscribe(member, good.endpoint)).statusCode).toBe(204);
    expect(await subscriptions()).toHaveLength(1);
    expect((await unsubscribe(other, good.endpoint)).statusCode).toBe(204);
    expect(await subscriptions()).toHaveLength(0);
  });

  it('answers 404 naming another church and 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/igreja/${church.id + 999}/notificacao/push/inscricao`,
      headers: member.headers,
      payload: good,
    });
    expect(res.statusCode).toBe(404);
    const visitor = await t.app.inject({ method: 'POST', url: `${base()}/inscricao`, headers: { host: church.host }, payload: good });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('sending', () => {
  it('pushes a new notification to the member: aes128gcm with VAPID, decrypting to the payload, delivered counted', async () => {
    await clearSubscriptions();
    const browser = browserSubscription(`${push.url}/ok/${member.usuarioId}`);
    const neighbour = browserSubscription(`${push.url}/ok/other`);
    expect((await subscribe(member, { endpoint: browser.endpoint, keys: browser.keys })).statusCode).toBe(204);
    expect((await subscribe(other, { endpoint: neighbour.endpoint, keys: neighbour.keys })).statusCode).toBe(204);
    push.received.length = 0;

    const row = await notifyAndPush(member, 'Inscrição confirmada');

    expect(push.received).toHaveLength(1); // the member's browser only: a personal notice
    const [sent] = push.received;
    expect(sent!.path).toBe(`/ok/${member.usuarioId}`);
    expect(sent!.headers['content-encoding']).toBe('aes128gcm');
    expect(sent!.headers.ttl).toBe(String(24 * 3600));
    expect(sent!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapidDetails(t.app.config).publicKey}$`),
    );
    expect(JSON.parse(decryptPush(browser, sent!.body))).toEqual({
      id: row.id,
      titulo: 'Inscrição confirmada',
      corpo: 'Corpo do aviso',
      igreja: church.codigo,
      tipo: 'EVENTO',
      idEntidadeRelacionada: 7,
      rota: null,
    });
    expect(row).toMatchObject({ pushPendente: false, pushEntregues: 1 });
    const [mine] = (await subscriptions()).filter((s) => s.usuarioId === member.usuarioId);
    expect(mine).toMatchObject({ falhas: 0, ultimoSucesso: expect.any(Date) });

    // Swept once: a second sweep sends nothing again.
    await queuePushSweep(t.app, church.id);
    await t.app.jobs.drain(PUSH_SWEEP_JOB);
    expect(await t.app.jobs.drain(PUSH_SEND_JOB)).toBe(0);
    expect(push.received).toHaveLength(1);
  });

  it('deletes a subscription the push service says is gone (410), counts another failure and tries it again later', async () => {
    await clearSubscriptions();
    const gone = browserSubscription(`${push.url}/gone/1`);
    const failing = browserSubscription(`${push.url}/fail/1`);
    await subscribe(member, { endpoint: gone.endpoint, keys: gone.keys });
    await subscribe(member, { endpoint: failing.endpoint, keys: failing.keys });
    push.received.length = 0;

    const row = await notifyAndPush(member, 'Aviso que falha');

    expect(push.received.map((r) => r.path).sort()).toEqual(['/fail/1', '/gone/1']);
    expect(row.pushEntregues).toBe(0);
    const left = await subscriptions();
    expect(left).toEqual([expect.objectContaining({ endpoint: failing.endpoint, falhas: 1, ultimoSucesso: null })]);
    // The retry of the failing one is queued for later (a back-off), not now.
    expect(await t.app.jobs.drain(PUSH_SEND_JOB)).toBe(0);
  });

  it('does nothing for a notification without subscriptions in its audience', async () => {
    await clearSubscriptions();
    push.received.length = 0;
    const row = await notifyAndPush(other, 'Ninguém inscrito');
    expect(push.received).toHaveLength(0);
    expect(row).toMatchObject({ pushPendente: false, pushEntregues: 0 });
    const stillThere = await t.app.database.db
      .select()
      .from(notificacao)
      .where(and(eq(notificacao.igrejaId, church.id), eq(notificacao.pushPendente, true)));
    expect(stillThere).toEqual([]);
  });
});
