import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { organizacao } from '../church/church.schema.ts';
import { notificacao } from '../notifications/notifications.schema.ts';
import { campoPersonalizado, usuario } from './accounts.schema.ts';
import { lastLink, post } from './accounts.test-helpers.ts';
import { findClientAccount } from './client-account.repository.ts';

/**
 * Cross-tenant probes: every account endpoint called on church A's host with church B's ids, tokens or
 * links. Nothing of B may come back and nothing of B may change.
 */
describe('accounts: church isolation', () => {
  let t: TestApp;
  let dataDir: string;
  let a: TestChurch;
  let b: TestChurch;
  let memberA: TestMember;
  let memberB: TestMember;
  let refreshB: string;
  const B_CPF = '52998224725';

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congrega-isolation-'));
    t = await createTestApp({ dataDir });
    a = await createChurch(t.app, 'igreja-a');
    const [org] = await t.app.database.db.insert(organizacao).values({ slug: 'org-b', nome: 'Org B' }).returning();
    b = await createChurch(t.app, 'igreja-b', { organizacaoId: org!.id });
    await createChurch(t.app, 'igreja-b2', { organizacaoId: org!.id });
    memberA = await createMember(t.app, a);
    memberB = await createMember(t.app, b, { roles: ['ROLE_ADMIN'], nome: 'SegredoB' });
    await t.app.database.db.update(usuario).set({ cpf: B_CPF }).where(eq(usuario.id, memberB.usuarioId));
    await t.app.database.db.insert(campoPersonalizado).values({ igrejaId: b.id, chave: 'campoB', rotulo: 'Campo de B' });
    await t.app.database.db
      .insert(notificacao)
      .values({ igrejaId: b.id, igrejaOrigemCodigo: b.codigo, titulo: 'Aviso de B', corpo: 'B', tipo: 'EVENTO' });
    const login = await post(t.app, '/api/v1/security/login_check', {
      headers: { host: b.host },
      payload: { username: memberB.email, password: memberB.password },
    });
    refreshB = login.json().refreshToken;
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const onA = (token?: string) => ({ host: a.host, ...(token ? { authorization: `Bearer ${token}` } : {}) });
  const getA = (url: string, token?: string) => t.app.inject({ url: `/api/v1${url}`, headers: onA(token) });
  const noB = (body: string) => {
    expect(body).not.toContain('SegredoB');
    expect(body).not.toContain(B_CPF);
    expect(body).not.toContain('campoB');
    expect(body).not.toContain('Aviso de B');
    expect(body).not.toContain(b.codigo);
  };

  it("B's access token is refused on A's host by every bearer endpoint", async () => {
    const calls = [
      getA('/me', memberB.token),
      getA(`/user/${memberB.contaId}/usuario?cliente=${a.id}`, memberB.token),
      getA(`/user/${memberB.contaId}/documento`, memberB.token),
      getA(`/user/${memberB.contaId}/role?cliente=${a.id}`, memberB.token),
      getA(`/user/${memberB.contaId}/campo-personalizado?igreja=${a.id}`, memberB.token),
      getA(`/igreja/${a.id}/notificacao/`, memberB.token),
      t.app.inject({ method: 'PUT', url: '/api/v1/usuario/', headers: onA(memberB.token), payload: { nome: 'X', sobrenome: 'Y' } }),
      post(t.app, '/api/v1/user/alterar-senha', {
        headers: onA(memberB.token),
        payload: { senhaAtual: memberB.password, novaSenha: 'Nova@Senha1', confirmarSenha: 'Nova@Senha1' },
      }),
      post(t.app, '/api/v1/usuario/troca-igreja', { headers: onA(memberB.token), payload: { igreja: b.id } }),
      post(t.app, `/api/v1/igreja/${a.id}/usuario/`, { headers: onA(memberB.token), payload: { nome: 'X', sobrenome: 'Y' } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      noB(res.body);
    }
  });

  it("B's church ids in paths and queries on A's host answer 404", async () => {
    const calls = [
      getA(`/igreja/${b.id}/usuario/?email=${encodeURIComponent(memberB.email)}`),
      getA(`/user/${memberA.contaId}/usuario?cliente=${b.id}`, memberA.token),
      getA(`/user/${memberA.contaId}/usuario?organizacao=org-b`, memberA.token),
      getA(`/user/${memberA.contaId}/documento?cliente=${b.id}`, memberA.token),
      getA(`/user/${memberA.contaId}/documento?organizacao=org-b`, memberA.token),
      getA(`/user/${memberA.contaId}/role?cliente=${b.id}`, memberA.token),
      getA(`/user/${memberA.contaId}/role?organizacao=org-b`, memberA.token),
      getA(`/user/${memberA.contaId}/campo-personalizado?igreja=${b.id}`, memberA.token),
      getA(`/igreja/${b.id}/campo-personalizado/`),
      getA(`/igreja/${b.id}/notificacao/`, memberA.token),
      post(t.app, `/api/v1/igreja/${b.id}/usuario/`, {
        headers: onA(),
        payload: { nome: 'X', sobrenome: 'Y', email: 'x@test.local', senha: 'Senha@123', confirmarSenha: 'Senha@123' },
      }),
      post(t.app, `/api/v1/security/solicitar-verificacao-email/?igreja=${b.id}&email=${encodeURIComponent(memberB.email)}`, {
        headers: onA(),
      }),
      post(t.app, '/api/v1/usuario/troca-igreja', { headers: onA(memberA.token), payload: { igreja: b.id } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      noB(res.body);
    }
  });

  it("B's member logging in on A's host (shared account) sees nothing of B", async () => {
    const login = await post(t.app, '/api/v1/security/login_check', {
      headers: onA(),
      payload: { username: memberB.email, password: memberB.password },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().token;
    const responses = await Promise.all([
      getA(`/user/${memberB.contaId}/usuario?cliente=${a.id}`, token),
      getA(`/user/${memberB.contaId}/documento`, token),
      getA(`/user/${memberB.contaId}/role?cliente=${a.id}`, token),
      getA(`/igreja/${a.id}/notificacao/`, token),
      getA(`/user/?email=${encodeURIComponent(memberB.email)}`),
    ]);
    expect(responses[0]!.json()).toEqual({ usuarios: [] });
    expect(responses[1]!.json()).toEqual({ documentos: [] });
    expect(responses[2]!.json()).toEqual({ userIgrejaRoles: [] });
    expect(responses[3]!.json()).toMatchObject({ notificacoes: [], total: 0 });
    expect(responses[4]!.json()).toEqual({ id: memberB.contaId, email: memberB.email, flagAtivo: true });
    for (const res of responses) noB(res.body);
  });

  it("B's refresh token, reset link and church-switch code do nothing on A's host", async () => {
    expect((await post(t.app, '/api/v1/security/token/refresh', { headers: onA(), payload: { refreshToken: refreshB } })).statusCode).toBe(
      401,
    );
    expect((await post(t.app, '/api/v1/security/logout', { headers: onA(), payload: { refreshToken: refreshB } })).statusCode).toBe(204);
    // Still alive at B: the probe on A neither spent nor revoked it.
    const stillValid = await post(t.app, '/api/v1/security/token/refresh', {
      headers: { host: b.host },
      payload: { refreshToken: refreshB },
    });
    expect(stillValid.statusCode).toBe(200);

    await post(t.app, '/api/v1/security/recuperar-senha', { headers: { host: b.host }, payload: { email: memberB.email } });
    const { token } = await lastLink(dataDir, memberB.email, '/access/reset-password');
    const reset = await post(t.app, '/api/v1/security/redefinir-senha', {
      headers: onA(),
      payload: { token, senha: 'Nova@Senha1', confirmarSenha: 'Nova@Senha1' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().code).toBe('RESET_TOKEN_INVALID');

    const switched = await post(t.app, '/api/v1/usuario/troca-igreja', {
      headers: { host: b.host, authorization: `Bearer ${stillValid.json().token}` },
      payload: { igreja: b.id },
    });
    const { codigo } = switched.json();
    const exchange = await post(t.app, '/api/v1/security/token/troca', { headers: onA(), payload: { codigo } });
    expect(exchange.statusCode).toBe(400);
    expect(exchange.json().code).toBe('EXCHANGE_CODE_INVALID');
  });

  it("profile update on A's host changes only A's client account", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/usuario/',
      headers: onA(memberA.token),
      payload: { nome: 'Novo', sobrenome: 'Nome', cpf: B_CPF },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().idIgreja).toBe(a.id);
    const bAccount = await findClientAccount(t.app.database, b.id, memberB.contaId);
    expect(bAccount).toMatchObject({ nome: 'SegredoB', cpf: B_CPF });
  });

  it("row-level security: A's scope cannot read B's client accounts even by account id", async () => {
    expect(await findClientAccount(t.app.database, a.id, memberB.contaId)).toBeUndefined();
    const leaked = await t.app.database.withChurch(a.id, (tx) => tx.select().from(usuario).where(eq(usuario.igrejaId, b.id)));
    expect(leaked).toEqual([]);
  });
});
