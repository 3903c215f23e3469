import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tokenAcao } from './accounts.schema.ts';
import { lastLink, post, readOutbox } from './accounts.test-helpers.ts';
import { hashSecret } from './secret-token.ts';

describe('password reset, change and account activation', () => {
  let t: TestApp;
  let dataDir: string;
  let church: TestChurch;
  let other: TestChurch;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congrega-password-'));
    t = await createTestApp({ dataDir });
    church = await createChurch(t.app, 'videira');
    other = await createChurch(t.app, 'grace');
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const send = (url: string, payload: unknown, headers: Record<string, string> = {}, host = church.host) =>
    post(t.app, `/api/v1${url}`, { headers: { host, ...headers }, payload });
  const login = (email: string, password: string, host = church.host) =>
    send('/security/login_check', { username: email, password }, {}, host);

  it('full reset flow: e-mailed link, new password set, old sessions ended, link single use', async () => {
    const member = await createMember(t.app, church);
    const before = (await login(member.email, member.password)).json();

    const recover = await send('/security/recuperar-senha', { email: member.email }, { 'accept-language': 'es' });
    expect(recover.statusCode).toBe(200);
    expect(recover.json()).toEqual({ ok: true });
    const { mail, link, token } = await lastLink(dataDir, member.email, '/access/reset-password');
    expect(link.startsWith('http://videira.localhost:3000/access/reset-password?token=')).toBe(true);
    expect(mail.subject).toBe('Igreja videira: restablecer contraseña');
    expect(mail.body).toContain('Igreja videira');

    const reset = await send('/security/redefinir-senha', { token, senha: 'Nova@Senha1', confirmarSenha: 'Nova@Senha1' });
    expect(reset.statusCode).toBe(200);
    expect((await login(member.email, member.password)).statusCode).toBe(401);
    expect((await login(member.email, 'Nova@Senha1')).statusCode).toBe(200);
    const oldAccess = await t.app.inject({ url: '/api/v1/me', headers: { host: church.host, authorization: `Bearer ${before.token}` } });
    expect(oldAccess.statusCode).toBe(401);
    expect((await send('/security/token/refresh', { refreshToken: before.refreshToken })).statusCode).toBe(401);

    const again = await send(
      '/security/redefinir-senha',
      { token, senha: 'Outra@Senha1', confirmarSenha: 'Outra@Senha1' },
      { 'accept-language': 'en' },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'RESET_TOKEN_INVALID', message: 'This password reset link is invalid or has expired.' });
  });

  it('reset refuses expired tokens, tokens of another church and mismatched confirmation', async () => {
    const member = await createMember(t.app, church);
    await send('/security/recuperar-senha', { email: member.email });
    const { token } = await lastLink(dataDir, member.email, '/access/reset-password');
    const body = { token, senha: 'Nova@Senha1', confirmarSenha: 'Nova@Senha1' };

    expect((await send('/security/redefinir-senha', body, {}, other.host)).statusCode).toBe(400);
    const mismatch = await send('/security/redefinir-senha', { ...body, confirmarSenha: 'Nova@Senha2' });
    expect(mismatch.json().fields).toEqual({ confirmarSenha: 'As senhas precisam ser iguais' });
    const weak = await send('/security/redefinir-senha', { ...body, senha: 'fraca', confirmarSenha: 'fraca' });
    expect(weak.json().fields.senha).toMatch(/^A senha precisa ter no mínimo 8 caracteres/);

    await t.app.database.db
      .update(tokenAcao)
      .set({ expiraEm: new Date(Date.now() - 1000) })
      .where(eq(tokenAcao.tokenHash, hashSecret(token)));
    const expired = await send('/security/redefinir-senha', body);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it("unknown e-mail: 404 'E-mail não encontrado.' and nothing is sent", async () => {
    const countBefore = (await readOutbox(dataDir)).length;
    const res = await send('/security/recuperar-senha', { email: 'ninguem@test.local' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'EMAIL_NOT_FOUND', message: 'E-mail não encontrado.' });
    expect((await readOutbox(dataDir)).length).toBe(countBefore);
  });

  it('rate limits reset e-mails per address', async () => {
    const member = await createMember(t.app, church);
    for (let i = 0; i < 3; i++) expect((await send('/security/recuperar-senha', { email: member.email })).statusCode).toBe(200);
    const res = await send('/security/recuperar-senha', { email: member.email });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('change password: wrong current refused, success ends other sessions and keeps the caller logged in', async () => {
    const member = await createMember(t.app, church);
    const otherSession = (await login(member.email, member.password)).json();
    const current = (await login(member.email, member.password)).json();
    const headers = { host: church.host, authorization: `Bearer ${current.token}` };

    const wrong = await post(t.app, '/api/v1/user/alterar-senha', {
      headers: { ...headers, 'accept-language': 'en' },
      payload: { senhaAtual: 'Wrong@1234', novaSenha: 'Nova@Senha1', confirmarSenha: 'Nova@Senha1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'WRONG_CURRENT_PASSWORD',
      message: 'The current password is wrong.',
      fields: { senhaAtual: 'The current password is wrong.' },
    });
    const mismatch = await post(t.app, '/api/v1/user/alterar-senha', {
      headers,
      payload: { senhaAtual: member.password, novaSenha: 'Nova@Senha1', confirmarSenha: 'Nova@Senha9' },
    });
    expect(mismatch.json().fields).toEqual({ confirmarSenha: 'As senhas precisam ser iguais' });

    const ok = await post(t.app, '/api/v1/user/alterar-senha', {
      headers,
      payload: { senhaAtual: member.password, novaSenha: 'Nova@Senha1', confirmarSenha: 'Nova@Senha1' },
    });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json();
    const meFresh = await t.app.inject({ url: '/api/v1/me', headers: { host: church.host, authorization: `Bearer ${fresh.token}` } });
    expect(meFresh.statusCode).toBe(200);
    const meOld = await t.app.inject({ url: '/api/v1/me', headers: { host: church.host, authorization: `Bearer ${otherSession.token}` } });
    expect(meOld.statusCode).toBe(401);
    expect((await send('/security/token/refresh', { refreshToken: otherSession.refreshToken })).statusCode).toBe(401);
    expect((await send('/security/token/refresh', { refreshToken: fresh.refreshToken })).statusCode).toBe(200);
    expect((await login(member.email, 'Nova@Senha1')).statusCode).toBe(200);
  });

  it('change password: 20 wrong current passwords at once with one token reach the check at most 5 times', async () => {
    const member = await createMember(t.app, church);
    const headers = { host: church.host, authorization: `Bearer ${member.token}` };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(t.app, '/api/v1/user/alterar-senha', {
          headers,
          payload: { senhaAtual: `Wrong@${i}000`, novaSenha: 'Nova@Senha1', confirmarSenha: 'Nova@Senha1' },
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('change password needs a login', async () => {
    const res = await send('/user/alterar-senha', { senhaAtual: 'x', novaSenha: 'Nova@Senha1', confirmarSenha: 'Nova@Senha1' });
    expect(res.statusCode).toBe(401);
  });

  it('activation: e-mail for an inactive account, link activates once, then login works', async () => {
    const member = await createMember(t.app, church, { active: false });
    const url = `/security/solicitar-verificacao-email/?igreja=${church.id}&email=${encodeURIComponent(member.email)}`;
    const res = await send(url, undefined, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    const { link, token, mail } = await lastLink(dataDir, member.email, '/access/activate');
    expect(link.startsWith('http://videira.localhost:3000/access/activate?token=')).toBe(true);
    expect(mail.subject).toBe('Igreja videira: activate your account');

    expect((await send('/security/ativar-conta', { token }, {}, other.host)).statusCode).toBe(400);
    expect((await send('/security/ativar-conta', { token })).statusCode).toBe(200);
    const reused = await send('/security/ativar-conta', { token }, { 'accept-language': 'pt-BR' });
    expect(reused.json()).toEqual({
      code: 'ACTIVATION_TOKEN_INVALID',
      message: 'Este link de ativação é inválido ou expirou. Peça um novo.',
    });
    expect((await login(member.email, member.password)).statusCode).toBe(200);
  });

  it('activation request past the per-address limit: the same answer, and no further e-mail', async () => {
    const inactive = await createMember(t.app, church, { active: false });
    const url = `/security/solicitar-verificacao-email/?igreja=${church.id}&email=${encodeURIComponent(inactive.email)}`;
    const mails = async () => (await readOutbox(dataDir)).filter((m) => m.to.includes(inactive.email)).length;
    for (let i = 0; i < 5; i++) expect((await send(url, undefined)).statusCode).toBe(200);
    expect(await mails()).toBe(3);
  });

  it('activation request: igreja must be the host, unknown e-mail 404, active account gets no e-mail', async () => {
    const active = await createMember(t.app, church);
    const inactive = await createMember(t.app, church, { active: false });
    const wrongChurch = await send(
      `/security/solicitar-verificacao-email/?igreja=${other.id}&email=${encodeURIComponent(inactive.email)}`,
      undefined,
    );
    expect(wrongChurch.statusCode).toBe(404);
    const unknown = await send(`/security/solicitar-verificacao-email/?igreja=${church.id}&email=ninguem%40test.local`, undefined);
    expect(unknown.json().code).toBe('EMAIL_NOT_FOUND');
    const countBefore = (await readOutbox(dataDir)).filter((m) => m.to === active.email).length;
    const ok = await send(
      `/security/solicitar-verificacao-email/?igreja=${church.id}&email=${encodeURIComponent(active.email)}`,
      undefined,
    );
    expect(ok.statusCode).toBe(200);
    expect((await readOutbox(dataDir)).filter((m) => m.to === active.email).length).toBe(countBefore);
  });

  it('login of an inactive account with the right password sends the promised activation e-mail', async () => {
    const member = await createMember(t.app, church, { active: false });
    expect((await login(member.email, member.password)).statusCode).toBe(403);
    const { link } = await lastLink(dataDir, member.email, '/access/activate');
    expect(link).toContain('videira.localhost');
  });

  it('a reset link also activates the account (it proves the mailbox)', async () => {
    const member = await createMember(t.app, church, { active: false });
    await send('/security/recuperar-senha', { email: member.email });
    const { token } = await lastLink(dataDir, member.email, '/access/reset-password');
    await send('/security/redefinir-senha', { token, senha: 'Nova@Senha1', confirmarSenha: 'Nova@Senha1' });
    expect((await login(member.email, 'Nova@Senha1')).statusCode).toBe(200);
  });
});
