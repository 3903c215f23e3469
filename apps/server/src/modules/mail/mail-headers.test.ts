import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { staffLogin, type StaffSession } from '../admin/admin.test-helpers.ts';
import { createGroup } from '../groups/groups.fixtures.ts';
import { GROUP_MAIL_JOB } from '../groups/groups.jobs.ts';

/**
 * Every e-mail is sent as its church (From's name, the church's Reply-To), and a notice a member can opt out of
 * carries the one-click unsubscribe headers (RFC 8058) whose address turns those notices off (issue 37). Messages
 * are read back with mailparser, as a mail client would.
 */
describe('e-mail sender, Reply-To and one-click unsubscribe', () => {
  let t: TestApp;
  let dataDir: string;
  let church: TestChurch;
  let other: TestChurch;
  let leader: TestMember;
  let requester: TestMember;
  let admin: StaffSession;
  let groupId: number;
  let secondGroupId: number;

  /** The outbox's messages, parsed, oldest first. */
  const outbox = async (): Promise<ParsedMail[]> => {
    const dir = path.join(dataDir, 'outbox');
    const files = (await fs.readdir(dir).catch(() => [] as string[])).sort();
    return Promise.all(files.map(async (f) => simpleParser(await fs.readFile(path.join(dir, f)))));
  };
  const clearOutbox = () => fs.rm(path.join(dataDir, 'outbox'), { recursive: true, force: true });
  const ask = (who: TestMember, idCelula: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/igreja/${church.slug}/solicitacao-celula/admissao`,
      headers: who.headers,
      payload: { idCelula },
    });
  const unsubscribe = (url: string, host = church.host, payload = 'List-Unsubscribe=One-Click') =>
    t.app.inject({
      method: 'POST',
      url: url.replace(/^https?:\/\/[^/]+/, ''),
      headers: { host, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload,
    });
  const noticesOn = async (m: TestMember) =>
    (await t.app.database.db.select({ on: usuario.receberAvisosEmail }).from(usuario).where(eq(usuario.id, m.usuarioId)))[0]!.on;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-headers-'));
    t = await createTestApp({ dataDir });
    church = await createChurch(t.app, 'remetente');
    other = await createChurch(t.app, 'outra-igreja');
    leader = await createMember(t.app, church, { nome: 'Lia', email: 'lia@test.local' });
    requester = await createMember(t.app, church, { nome: 'Rui', email: 'rui@test.local' });
    admin = await staffLogin(t.app, await createMember(t.app, church, { roles: ['ROLE_ADMIN'] }), { totp: true });
    groupId = await createGroup(t.app, church, { nome: 'Célula Luz', liderUsuarioId: leader.usuarioId });
    secondGroupId = await createGroup(t.app, church, { nome: 'Célula Paz', liderUsuarioId: leader.usuarioId });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('sends as the church: its name on MAIL_FROM’s address, replies to the address its settings name (audited)', async () => {
    const set = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/${church.slug}/settings`,
      headers: { ...admin.headers, 'accept-language': 'en' },
      payload: { emailResposta: ' Secretaria@Remetente.Example ' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().emailResposta).toBe('secretaria@remetente.example');
    const audit = (await t.app.inject({ url: `/api/v1/admin/${church.slug}/audit?entidade=igreja`, headers: admin.headers })).json();
    expect(audit.itens[0]).toMatchObject({
      area: 'settings',
      antes: { emailResposta: null },
      depois: { emailResposta: 'secretaria@remetente.example' },
    });

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/recuperar-senha',
      headers: { host: church.host },
      payload: { email: requester.email },
    });
    expect(reset.statusCode).toBe(200);
    const [mail] = await outbox();
    expect(mail!.from!.value).toEqual([{ name: 'Igreja remetente', address: 'no-reply@congrega.local' }]);
    expect(mail!.replyTo!.value).toEqual([{ name: '', address: 'secretaria@remetente.example' }]);
    // A password link is no notice: nothing to unsubscribe from.
    expect(mail!.headerLines.filter((h) => h.key.startsWith('list-'))).toEqual([]);
    await clearOutbox();
  });

  it('refuses a reply address that is not an e-mail (translated, on its field); null clears it', async () => {
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/${church.slug}/settings`,
      headers: { ...admin.headers, 'accept-language': 'en' },
      payload: { emailResposta: 'not an e-mail' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.emailResposta).toMatch(/e-mail/i);
  });

  it('a notice carries List-Unsubscribe and its one-click POST; that POST turns notices off, and none is sent after', async () => {
    expect((await ask(requester, groupId)).statusCode).toBe(201);
    expect(await t.app.jobs.drain(GROUP_MAIL_JOB)).toBe(1);
    const [notice] = await outbox();
    expect(notice!.to).toMatchObject({ value: [{ address: 'lia@test.local' }] });
    expect(notice!.from!.value[0]!.name).toBe('Igreja remetente');
    expect(notice!.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    // mailparser reads List-* headers into `list`: the unsubscribe address, ours, on the church's host.
    const url = (notice!.headers.get('list') as { unsubscribe: { url: string } }).unsubscribe.url;
    expect(url).toMatch(/^http:\/\/remetente\.localhost:3000\/api\/v1\/email\/descadastro\?token=[\w.-]+$/);
    expect(url).not.toContain('lia');

    // Another church's host, a forged code, a malformed one: refused, nothing changed.
    expect((await unsubscribe(url, other.host)).json()).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID' });
    expect((await unsubscribe(`${url.slice(0, -4)}abcd`)).statusCode).toBe(404);
    expect((await unsubscribe('/api/v1/email/descadastro?token=short')).statusCode).toBe(400);
    expect((await unsubscribe(url, church.host, 'List-Unsubscribe=Maybe')).statusCode).toBe(400);
    expect(await noticesOn(leader)).toBe(true);

    const done = await unsubscribe(url);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ receberAvisosEmail: false });
    expect(await noticesOn(leader)).toBe(false);
    expect(await noticesOn(requester)).toBe(true);
    // Posted again (a client retrying), or by a browser without the form body: the same answer.
    expect((await unsubscribe(url)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: url.replace(/^https?:\/\/[^/]+/, ''), headers: { host: church.host } })).statusCode,
    ).toBe(200);

    await clearOutbox();
    expect((await ask(requester, secondGroupId)).statusCode).toBe(201);
    await t.app.jobs.drain(GROUP_MAIL_JOB);
    expect(await outbox()).toEqual([]);
  });

  it('the member sees the switch off after the link and turns notices back on in the profile; only theirs', async () => {
    const pref = (who: TestMember | null, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
      t.app.inject({
        method,
        url: '/api/v1/usuario/avisos-email',
        headers: { ...(who ? who.headers : { host: church.host }), 'accept-language': 'en' },
        ...(payload ? { payload } : {}),
      });
    expect((await pref(leader)).json()).toEqual({ receberAvisosEmail: false });
    expect((await pref(requester)).json()).toEqual({ receberAvisosEmail: true });
    expect((await pref(null)).statusCode).toBe(401);
    expect((await pref(leader, 'PUT', { receberAvisosEmail: 'yes' })).statusCode).toBe(400);
    expect((await pref(leader, 'PUT', { receberAvisosEmail: true, outro: 1 })).statusCode).toBe(400);
    expect((await pref(leader, 'PUT', { receberAvisosEmail: true })).json()).toEqual({ receberAvisosEmail: true });
    expect(await noticesOn(leader)).toBe(true);
    expect(await noticesOn(requester)).toBe(true);
    await clearOutbox();
    const third = await createGroup(t.app, church, { nome: 'Célula Fé', liderUsuarioId: leader.usuarioId });
    expect((await ask(requester, third)).statusCode).toBe(201);
    expect(await t.app.jobs.drain(GROUP_MAIL_JOB)).toBe(1);
    expect(await outbox()).toHaveLength(1);
  });
});
