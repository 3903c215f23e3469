import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createChurch, createMember } from '../../test/fixtures.ts';
import { describeIsolation, type IsolationWorld, type Probe } from '../../test/isolation.ts';
import { createTestApp } from '../../test/test-app.ts';
import { organizacao } from '../church/church.schema.ts';
import { notificacao } from '../notifications/notifications.schema.ts';
import { campoPersonalizado, usuario } from './accounts.schema.ts';
import { lastLink, post } from './accounts.test-helpers.ts';
import { findClientAccountTx } from './client-account.repository.ts';

type Seed = { refreshB: string };
type P = Probe<Seed>;
const B_CPF = '52998224725';
let dataDir = '';

const get = (url: P['url'], as: P['as']): P => ({ url: (s, w) => `/api/v1${url(s, w)}`, as });
const send = (method: 'POST' | 'PUT', url: P['url'], body: P['body'], as: P['as']): P => ({
  method,
  url: (s, w) => `/api/v1${url(s, w)}`,
  body,
  as,
});
const B_TOKEN = ['memberBOnA'] as const;
const A_MEMBER = ['memberA'] as const;
const VISITOR = ['visitorA'] as const;

/**
 * Cross-tenant probes: every account endpoint called on church A's host with church B's ids, tokens or
 * links. Nothing of B may come back and nothing of B may change.
 */
describeIsolation<Seed>(
  'accounts',
  {
    async app() {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congrega-isolation-'));
      const t = await createTestApp({ dataDir });
      return { ...t, close: async () => (await t.close(), await fs.rm(dataDir, { recursive: true, force: true })) };
    },
    async world(app): Promise<IsolationWorld> {
      const a = await createChurch(app, 'igreja-a');
      const [org] = await app.database.db.insert(organizacao).values({ slug: 'org-b', nome: 'Org B' }).returning();
      const b = await createChurch(app, 'igreja-b', { organizacaoId: org!.id });
      await createChurch(app, 'igreja-b2', { organizacaoId: org!.id });
      const memberA = await createMember(app, a);
      const staffA = await createMember(app, a, { roles: ['ROLE_ADMIN'] });
      const memberB = await createMember(app, b, { roles: ['ROLE_ADMIN'], nome: 'SegredoB' });
      return { app, a, b, memberA, staffA, memberB };
    },
    async seed({ app, b, memberB }) {
      const db = app.database.db;
      await db.update(usuario).set({ cpf: B_CPF }).where(eq(usuario.id, memberB.usuarioId));
      await db.insert(campoPersonalizado).values({ igrejaId: b.id, chave: 'campoB', rotulo: 'Campo de B' });
      await db
        .insert(notificacao)
        .values({ igrejaId: b.id, igrejaOrigemCodigo: b.codigo, titulo: 'Aviso de B', corpo: 'B', tipo: 'EVENTO' });
      const login = await post(app, '/api/v1/security/login_check', {
        headers: { host: b.host },
        payload: { username: memberB.email, password: memberB.password },
      });
      return { refreshB: login.json().refreshToken };
    },
    probes: [
      // B's access token is refused on A's host by every bearer endpoint.
      get(() => '/me', B_TOKEN),
      get((_, w) => `/user/${w.memberB.contaId}/usuario?cliente=${w.a.id}`, B_TOKEN),
      get((_, w) => `/user/${w.memberB.contaId}/documento`, B_TOKEN),
      get((_, w) => `/user/${w.memberB.contaId}/role?cliente=${w.a.id}`, B_TOKEN),
      get((_, w) => `/user/${w.memberB.contaId}/campo-personalizado?igreja=${w.a.id}`, B_TOKEN),
      get((_, w) => `/igreja/${w.a.id}/notificacao/`, B_TOKEN),
      send(
        'PUT',
        () => '/usuario/',
        () => ({ nome: 'X', sobrenome: 'Y' }),
        B_TOKEN,
      ),
      send(
        'POST',
        () => '/user/alterar-senha',
        (_, w) => ({ senhaAtual: w.memberB.password, novaSenha: 'Nova@Senha1', confirmarSenha: 'Nova@Senha1' }),
        B_TOKEN,
      ),
      send(
        'POST',
        () => '/usuario/troca-igreja',
        (_, w) => ({ igreja: w.b.id }),
        B_TOKEN,
      ),
      send(
        'POST',
        (_, w) => `/igreja/${w.a.id}/usuario/`,
        () => ({ nome: 'X', sobrenome: 'Y' }),
        B_TOKEN,
      ),
      // B's church ids in paths and queries on A's host answer 404, to A's member and to visitors.
      { ...get((_, w) => `/igreja/${w.b.id}/usuario/?email=${encodeURIComponent(w.memberB.email)}`, VISITOR), visitorStatus: 404 },
      get((_, w) => `/user/${w.memberA.contaId}/usuario?cliente=${w.b.id}`, A_MEMBER),
      get((_, w) => `/user/${w.memberA.contaId}/usuario?organizacao=org-b`, A_MEMBER),
      get((_, w) => `/user/${w.memberA.contaId}/documento?cliente=${w.b.id}`, A_MEMBER),
      get((_, w) => `/user/${w.memberA.contaId}/documento?organizacao=org-b`, A_MEMBER),
      get((_, w) => `/user/${w.memberA.contaId}/role?cliente=${w.b.id}`, A_MEMBER),
      get((_, w) => `/user/${w.memberA.contaId}/role?organizacao=org-b`, A_MEMBER),
      get((_, w) => `/user/${w.memberA.contaId}/campo-personalizado?igreja=${w.b.id}`, A_MEMBER),
      { ...get((_, w) => `/igreja/${w.b.id}/campo-personalizado/`, VISITOR), visitorStatus: 404 },
      get((_, w) => `/igreja/${w.b.id}/notificacao/`, A_MEMBER),
      {
        ...send(
          'POST',
          (_, w) => `/igreja/${w.b.id}/usuario/`,
          () => ({ nome: 'X', sobrenome: 'Y', email: 'x@test.local', senha: 'Senha@123', confirmarSenha: 'Senha@123' }),
          VISITOR,
        ),
        visitorStatus: 404,
      },
      {
        ...send(
          'POST',
          (_, w) => `/security/solicitar-verificacao-email/?igreja=${w.b.id}&email=${encodeURIComponent(w.memberB.email)}`,
          undefined,
          VISITOR,
        ),
        visitorStatus: 404,
      },
      send(
        'POST',
        () => '/usuario/troca-igreja',
        (_, w) => ({ igreja: w.b.id }),
        A_MEMBER,
      ),
    ],
    secrets: (_, { b }) => ['SegredoB', B_CPF, 'campoB', 'Aviso de B', b.codigo],
    unchanged: async (_, { app, b }) => {
      const db = app.database.db;
      const members = await db
        .select({ id: usuario.id, nome: usuario.nome, cpf: usuario.cpf, email: usuario.email })
        .from(usuario)
        .where(eq(usuario.igrejaId, b.id));
      expect(members).toMatchObject([{ nome: 'SegredoB', cpf: B_CPF }]);
      return {
        members,
        fields: await db.select().from(campoPersonalizado).where(eq(campoPersonalizado.igrejaId, b.id)),
        notifications: await db.select().from(notificacao).where(eq(notificacao.igrejaId, b.id)),
      };
    },
    tables: [usuario, campoPersonalizado, notificacao],
  },
  (ctx) => {
    const onA = (token?: string) => ({ host: ctx.world.a.host, ...(token ? { authorization: `Bearer ${token}` } : {}) });
    const getA = (url: string, token?: string) => ctx.app.inject({ url: `/api/v1${url}`, headers: onA(token) });

    it("B's member logging in on A's host (shared account) sees nothing of B", async () => {
      const { app, a, memberB } = ctx.world;
      const login = await post(app, '/api/v1/security/login_check', {
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
      for (const res of responses) ctx.noSecrets(res.body);
    });

    it("B's refresh token, reset link and church-switch code do nothing on A's host", async () => {
      const { app, b, memberB } = ctx.world;
      const { refreshB } = ctx.seed;
      expect((await post(app, '/api/v1/security/token/refresh', { headers: onA(), payload: { refreshToken: refreshB } })).statusCode).toBe(
        401,
      );
      expect((await post(app, '/api/v1/security/logout', { headers: onA(), payload: { refreshToken: refreshB } })).statusCode).toBe(204);
      // Still alive at B: the probe on A neither spent nor revoked it.
      const stillValid = await post(app, '/api/v1/security/token/refresh', {
        headers: { host: b.host },
        payload: { refreshToken: refreshB },
      });
      expect(stillValid.statusCode).toBe(200);

      await post(app, '/api/v1/security/recuperar-senha', { headers: { host: b.host }, payload: { email: memberB.email } });
      const { token } = await lastLink(dataDir, memberB.email, '/access/reset-password');
      const reset = await post(app, '/api/v1/security/redefinir-senha', {
        headers: onA(),
        payload: { token, senha: 'Nova@Senha1', confirmarSenha: 'Nova@Senha1' },
      });
      expect(reset.statusCode).toBe(400);
      expect(reset.json().code).toBe('RESET_TOKEN_INVALID');

      const switched = await post(app, '/api/v1/usuario/troca-igreja', {
        headers: { host: b.host, authorization: `Bearer ${stillValid.json().token}` },
        payload: { igreja: b.id },
      });
      const { codigo } = switched.json();
      const exchange = await post(app, '/api/v1/security/token/troca', { headers: onA(), payload: { codigo } });
      expect(exchange.statusCode).toBe(400);
      expect(exchange.json().code).toBe('EXCHANGE_CODE_INVALID');
    });

    it("profile update on A's host changes only A's client account", async () => {
      const { app, a, b, memberA, memberB } = ctx.world;
      const res = await app.inject({
        method: 'PUT',
        url: '/api/v1/usuario/',
        headers: onA(memberA.token),
        payload: { nome: 'Novo', sobrenome: 'Nome', cpf: B_CPF },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().idIgreja).toBe(a.id);
      expect(await app.database.withChurch(b.id, (tx) => findClientAccountTx(tx, b.id, memberB.contaId))).toMatchObject({
        nome: 'SegredoB',
        cpf: B_CPF,
      });
    });

    it("A's scope cannot read B's client account even by account id", async () => {
      const { a, memberB } = ctx.world;
      expect(await ctx.app.database.withChurch(a.id, (tx) => findClientAccountTx(tx, a.id, memberB.contaId))).toBeUndefined();
    });
  },
);
