import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { organizacao } from '../church/church.schema.ts';
import { campoPersonalizado, tokenAcao, usuario } from './accounts.schema.ts';
import { freshIp, post } from './accounts.test-helpers.ts';
import { hashSecret } from './secret-token.ts';

describe("the caller's account data and church switch", () => {
  let t: TestApp;
  let dataDir: string;
  let sede: TestChurch;
  let filial: TestChurch;
  let outside: TestChurch;
  let member: TestMember;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congrega-user-'));
    t = await createTestApp({ dataDir });
    const [org] = await t.app.database.db.insert(organizacao).values({ slug: 'rede', nome: 'Rede' }).returning();
    sede = await createChurch(t.app, 'sede', { organizacaoId: org!.id });
    filial = await createChurch(t.app, 'filial', { organizacaoId: org!.id });
    outside = await createChurch(t.app, 'fora');
    member = await createMember(t.app, sede, { roles: ['ROLE_ADMIN'] });
    await t.app.database.db.update(usuario).set({ cpf: '52998224725', telefone: '11 98765-4321' }).where(eq(usuario.id, member.usuarioId));
    await t.app.database.db
      .insert(campoPersonalizado)
      .values({ igrejaId: sede.id, chave: 'batizado', rotulo: 'Batizado?', tipo: 'select', opcoes: ['Sim', 'Não'] });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string>, ip = freshIp()) =>
    t.app.inject({ url: `/api/v1${url}`, headers, remoteAddress: ip });

  it('GET /me returns the provider account', async () => {
    const res = await get('/me', member.headers);
    expect(res.json()).toEqual({ id: member.contaId, email: member.email, flagAtivo: true });
    expect((await get('/me', { host: sede.host })).statusCode).toBe(401);
  });

  it('GET /user/?email= finds provider accounts (URL-encoded e-mail), 404 ACCOUNT_NOT_FOUND otherwise', async () => {
    const found = await get(`/user/?email=${encodeURIComponent(member.email.toUpperCase())}`, { host: sede.host });
    expect(found.json()).toEqual({ id: member.contaId, email: member.email, flagAtivo: true });
    const missing = await get('/user/?email=ninguem%40test.local', { host: sede.host, 'accept-language': 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'ACCOUNT_NOT_FOUND', message: 'Account not found.' });
  });

  it('GET /igreja/{client}/usuario/?email= lists id and name at this church, or an empty list', async () => {
    const found = await get(`/igreja/${sede.id}/usuario/?email=${encodeURIComponent(member.email)}`, { host: sede.host });
    expect(found.json()).toEqual({ usuarios: [{ id: member.usuarioId, nome: 'Membro' }] });
    const none = await get(`/igreja/${filial.id}/usuario/?email=${encodeURIComponent(member.email)}`, { host: filial.host });
    expect(none.json()).toEqual({ usuarios: [] });
  });

  it('rate limits e-mail lookups per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) await get(`/user/?email=probe${i}%40test.local`, { host: sede.host }, ip);
    const res = await get('/user/?email=probe%40test.local', { host: sede.host }, ip);
    expect(res.statusCode).toBe(429);
    const alsoChurchLookup = await get(`/igreja/${sede.id}/usuario/?email=probe%40test.local`, { host: sede.host }, ip);
    expect(alsoChurchLookup.statusCode).toBe(429);
  });

  it('lists client accounts, documents and roles for the host church', async () => {
    const usuarios = await get(`/user/${member.contaId}/usuario?cliente=${sede.id}`, member.headers);
    expect(usuarios.json().usuarios).toHaveLength(1);
    expect(usuarios.json().usuarios[0]).toMatchObject({ id: member.usuarioId, idIgreja: sede.id, cpf: '52998224725' });
    const docs = await get(`/user/${member.contaId}/documento`, member.headers);
    expect(docs.json()).toEqual({ documentos: [{ tipo: 'CPF', numero: '52998224725' }] });
    const roles = await get(`/user/${member.contaId}/role?cliente=${sede.id}`, member.headers);
    expect(roles.json()).toEqual({ userIgrejaRoles: [{ role: 'ROLE_ADMIN', igreja: 'SEDE' }] });
  });

  it('a scope query needs exactly one of cliente and organizacao', async () => {
    expect((await get(`/user/${member.contaId}/usuario`, member.headers)).statusCode).toBe(400);
    expect((await get(`/user/${member.contaId}/usuario?cliente=${sede.id}&organizacao=rede`, member.headers)).statusCode).toBe(400);
  });

  it('403 FORBIDDEN for another account id', async () => {
    const someoneElse = await createMember(t.app, sede);
    for (const suffix of [`usuario?cliente=${sede.id}`, 'documento', `role?cliente=${sede.id}`, `campo-personalizado?igreja=${sede.id}`]) {
      const res = await get(`/user/${someoneElse.contaId}/${suffix}`, { ...member.headers, 'accept-language': 'pt-BR' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Você não tem permissão para acessar este recurso.' });
    }
  });

  it('custom field definitions: for the caller and for the registration form', async () => {
    const expected = {
      camposPersonalizados: [
        expect.objectContaining({ chave: 'batizado', tipo: 'select', opcoes: ['Sim', 'Não'], flagObrigatorio: false }),
      ],
    };
    expect((await get(`/user/${member.contaId}/campo-personalizado?igreja=${sede.id}`, member.headers)).json()).toEqual(expected);
    expect((await get(`/igreja/${sede.id}/campo-personalizado/`, { host: sede.host })).json()).toEqual(expected);
  });

  it('switches church: creates the client account there from the profile and hands a one-time code', async () => {
    const res = await post(t.app, '/api/v1/usuario/troca-igreja', { headers: member.headers, payload: { igreja: filial.id } });
    expect(res.statusCode).toBe(200);
    const { url, codigo } = res.json();
    expect(url).toBe(`http://filial.localhost:3000/?token=${codigo}`);

    const wrongHost = await post(t.app, '/api/v1/security/token/troca', {
      headers: { host: sede.host, 'accept-language': 'en' },
      payload: { codigo },
    });
    expect(wrongHost.statusCode).toBe(400);
    expect(wrongHost.json()).toEqual({
      code: 'EXCHANGE_CODE_INVALID',
      message: 'This church switch link is invalid or has expired. Please try again.',
    });

    // The preview names the account without spending the code; only on the code's own church.
    const preview = await post(t.app, '/api/v1/security/token/troca/previa', { headers: { host: filial.host }, payload: { codigo } });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ email: member.email });
    expect(preview.headers['cache-control']).toBe('no-store');
    const previewElsewhere = await post(t.app, '/api/v1/security/token/troca/previa', {
      headers: { host: sede.host },
      payload: { codigo },
    });
    expect(previewElsewhere.json().code).toBe('EXCHANGE_CODE_INVALID');

    const exchanged = await post(t.app, '/api/v1/security/token/troca', { headers: { host: filial.host }, payload: { codigo } });
    expect(exchanged.statusCode).toBe(200);
    expect(String(exchanged.headers['set-cookie'])).toContain('congrega_refresh=');
    const headers = { host: filial.host, authorization: `Bearer ${exchanged.json().token}` };
    const there = await get(`/user/${member.contaId}/usuario?cliente=${filial.id}`, headers);
    expect(there.json().usuarios[0]).toMatchObject({
      idIgreja: filial.id,
      nome: 'Membro',
      cpf: '52998224725',
      telefone: '11 98765-4321',
      congregacaoId: null,
    });
    // Roles are per church: the admin role at the sede does not follow.
    expect((await get(`/user/${member.contaId}/role?cliente=${filial.id}`, headers)).json()).toEqual({ userIgrejaRoles: [] });

    const reused = await post(t.app, '/api/v1/security/token/troca', { headers: { host: filial.host }, payload: { codigo } });
    expect(reused.statusCode).toBe(400);
    const spentPreview = await post(t.app, '/api/v1/security/token/troca/previa', { headers: { host: filial.host }, payload: { codigo } });
    expect(spentPreview.statusCode).toBe(400);
  });

  it('organization scope lists the caller accounts in every church of the organization only', async () => {
    const inOrg = await get(`/user/${member.contaId}/usuario?organizacao=rede`, member.headers);
    expect(
      inOrg
        .json()
        .usuarios.map((u: { idIgreja: number }) => u.idIgreja)
        .sort(),
    ).toEqual([sede.id, filial.id].sort());
    const roles = await get(`/user/${member.contaId}/role?organizacao=rede`, member.headers);
    expect(roles.json()).toEqual({ userIgrejaRoles: [{ role: 'ROLE_ADMIN', igreja: 'SEDE' }] });
    const docs = await get(`/user/${member.contaId}/documento?organizacao=rede`, member.headers);
    expect(docs.json()).toEqual({ documentos: [{ tipo: 'CPF', numero: '52998224725' }] });
    expect((await get(`/user/${member.contaId}/usuario?organizacao=outra`, member.headers)).statusCode).toBe(404);
  });

  it('church switch: only to churches of the same organization; expired codes refused', async () => {
    const outsider = await post(t.app, '/api/v1/usuario/troca-igreja', { headers: member.headers, payload: { igreja: outside.id } });
    expect(outsider.statusCode).toBe(404);
    const lonely = await createMember(t.app, outside);
    const fromOutside = await post(t.app, '/api/v1/usuario/troca-igreja', { headers: lonely.headers, payload: { igreja: sede.id } });
    expect(fromOutside.statusCode).toBe(404);

    const { codigo } = (
      await post(t.app, '/api/v1/usuario/troca-igreja', { headers: member.headers, payload: { igreja: filial.id } })
    ).json();
    await t.app.database.db
      .update(tokenAcao)
      .set({ expiraEm: new Date(Date.now() - 1000) })
      .where(eq(tokenAcao.tokenHash, hashSecret(codigo)));
    const expired = await post(t.app, '/api/v1/security/token/troca', { headers: { host: filial.host }, payload: { codigo } });
    expect(expired.statusCode).toBe(400);
    expect(
      (await post(t.app, '/api/v1/usuario/troca-igreja', { headers: { host: sede.host }, payload: { igreja: filial.id } })).statusCode,
    ).toBe(401);
  });

  it('church switch leaves out a CPF already used at the target church', async () => {
    const [org] = await t.app.database.db.insert(organizacao).values({ slug: 'rede2', nome: 'Rede 2' }).returning();
    const a = await createChurch(t.app, 'rede2a', { organizacaoId: org!.id });
    const b = await createChurch(t.app, 'rede2b', { organizacaoId: org!.id });
    const mover = await createMember(t.app, a);
    const holder = await createMember(t.app, b);
    await t.app.database.db.update(usuario).set({ cpf: '11144477735' }).where(eq(usuario.id, mover.usuarioId));
    await t.app.database.db.update(usuario).set({ cpf: '11144477735' }).where(eq(usuario.id, holder.usuarioId));
    const res = await post(t.app, '/api/v1/usuario/troca-igreja', { headers: mover.headers, payload: { igreja: b.id } });
    expect(res.statusCode).toBe(200);
    const rows = await t.app.database.db
      .select({ contaId: usuario.contaId, cpf: usuario.cpf })
      .from(usuario)
      .where(eq(usuario.igrejaId, b.id));
    expect(rows.find((r) => r.contaId === mover.contaId)?.cpf).toBeNull();
  });
});
