import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { post, readOutbox } from '../accounts/accounts.test-helpers.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { doacaoRecorrente } from '../giving/giving.schema.ts';
import { issueCard } from '../member-card/member-card.fixtures.ts';
import { notificacao } from '../notifications/notifications.schema.ts';
import { createPayingChurch, TEST_CARDS, type PayingChurch } from '../payments/payments.fixtures.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { jpegWithGps, postPrayer, uploadedFile } from '../prayer/prayer.fixtures.ts';
import { filesUnder, findEverywhere } from './account-deletion.test-helpers.ts';

const future = `12/${(new Date().getFullYear() + 3) % 100}`;
const NAME = 'Joaquina';
const SURNAME = 'Xavantesdasilva';
const CPF = '52998224725';
const PHONE = '11987654321';

describe('account deletion', () => {
  let t: TestApp;
  let dataDir: string;
  let church: PayingChurch;
  let second: TestChurch;
  let member: TestMember;
  let tokenAtSecond: string;
  let refreshToken: string;
  let imagePath: string;
  let profilePath: string;
  const api = (m: { headers: Record<string, string> }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...m.headers, 'accept-language': 'en' },
      ...(payload ? { payload: payload as object } : {}),
    });
  const remove = (senha: string, m = member) => api(m, 'POST', `/user/${m.contaId}/pedido-exclusao?igreja=${church.id}`, { senha });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-deletion-'));
    t = await createTestApp({ dataDir });
    church = await createPayingChurch(t.app, 'adeus');
    second = await createChurch(t.app, 'adeus-b');
    member = await createMember(t.app, church, { nome: NAME, email: `joaquina-${randomUUID().slice(0, 6)}@test.local` });
    await t.app.database.db
      .update(usuario)
      .set({ sobrenome: SURNAME, cpf: CPF, telefone: PHONE, pais: 'BR', alergias: `${NAME} alergia` })
      .where(eq(usuario.id, member.usuarioId));
    // The same login at a second church, with a child there.
    const [atSecond] = await t.app.database.db
      .insert(usuario)
      .values({ igrejaId: second.id, contaId: member.contaId, email: member.email, nome: NAME, sobrenome: SURNAME, telefone: PHONE })
      .returning({ id: usuario.id });
    tokenAtSecond = await t.app.accessTokens.sign({
      contaId: member.contaId,
      sessionVersion: 0,
      churchId: second.id,
      sessionId: randomUUID(),
    });
    const secondHeaders = { host: second.host, authorization: `Bearer ${tokenAtSecond}` };
    expect(
      (
        await api({ headers: secondHeaders }, 'POST', `/usuario/${atSecond!.id}/crianca?igreja=${second.id}`, {
          nome: `${NAME} Filha`,
          dataNascimento: '2016-01-01',
        })
      ).statusCode,
    ).toBe(201);

    const login = await post(t.app, '/api/v1/security/login_check', {
      headers: { host: church.host },
      payload: { username: member.email, password: member.password },
    });
    refreshToken = login.json().refreshToken;

    expect(
      (
        await api(member, 'POST', `/usuario/${member.usuarioId}/crianca?igreja=${church.id}`, {
          nome: `${NAME} Júnior`,
          dataNascimento: '2015-02-03',
          alergias: 'glúten',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await api(member, 'POST', `/usuario/${member.usuarioId}/endereco`, {
          cep: '01310100',
          logradouro: 'Rua Xavantesdasilva',
          cidade: 'São Paulo',
        })
      ).statusCode,
    ).toBe(201);
    expect((await api(member, 'POST', `/nota-sermao/?igreja=${church.id}`, { titulo: `Nota de ${NAME}`, texto: PHONE })).statusCode).toBe(
      201,
    );
    const prayer = await postPrayer(
      t.app,
      member.headers,
      { mensagem: `Orem por ${NAME}, telefone ${PHONE}` },
      { data: await jpegWithGps() },
    );
    expect(prayer.statusCode).toBe(201);
    imagePath = prayer.json().imagem;
    expect(fs.existsSync(uploadedFile(dataDir, imagePath))).toBe(true);
    // A profile picture and the member card the church issued.
    const form = new FormData();
    form.append('imagem', new Blob([await jpegWithGps()], { type: 'image/jpeg' }), 'me.jpg');
    const pic = await t.app.inject({
      method: 'POST',
      url: `/api/v1/usuario/${member.usuarioId}/perfil/imagem`,
      headers: member.headers,
      payload: form,
    });
    profilePath = pic.json().imagem;
    expect(fs.existsSync(uploadedFile(dataDir, profilePath))).toBe(true);
    await issueCard(t.app, church, member, { numeroMembro: CPF, responsavel: `Pastor de ${NAME}` });
    await t.app.database.db.insert(notificacao).values({
      igrejaId: church.id,
      usuarioId: member.usuarioId,
      igrejaOrigemCodigo: 'ADEUS',
      titulo: `Olá ${NAME}`,
      corpo: 'x',
      tipo: 'OUTRO',
    });
    // A card gift, recurring, with the card saved: a payment (kept), a saved card and a recurring gift (both at the gateway).
    const token = (
      await api(member, 'POST', `/general/payment/church/${church.id}/card/token`, {
        numero: TEST_CARDS.approved,
        titular: `${NAME} ${SURNAME}`,
        cvv: '123',
        validade: future,
      })
    ).json().token;
    const gift = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pagamento/',
      headers: { ...member.headers, 'idempotency-key': randomUUID() },
      payload: {
        igreja: church.id,
        motivos: [{ id: church.reasons.dizimo, valor: 10_000 }],
        metodoPagamento: 'cartao_credito',
        cartao: { token },
        salvarCartao: true,
        recorrenciaDias: 30,
      },
    });
    expect(gift.statusCode).toBe(201);
    expect(await findEverywhere(t, [NAME, SURNAME])).not.toEqual([]);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['missing password', {}, 'senha', 'This field is required.'],
    ['unknown field', { senha: 'x', motivo: 'y' }, 'motivo', 'Unexpected field.'],
  ])('refuses a %s (400, nothing deleted)', async (_n, payload, field, message) => {
    const res = await api(member, 'POST', `/user/${member.contaId}/pedido-exclusao?igreja=${church.id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [field]: message });
  });

  it("answers 404 for another account's id or another church, 401 to visitors", async () => {
    const other = await createMember(t.app, church);
    expect(
      (await api(other, 'POST', `/user/${member.contaId}/pedido-exclusao?igreja=${church.id}`, { senha: member.password })).statusCode,
    ).toBe(404);
    expect(
      (await api(member, 'POST', `/user/${member.contaId}/pedido-exclusao?igreja=${second.id}`, { senha: member.password })).json().code,
    ).toBe('CHURCH_NOT_FOUND');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/user/${member.contaId}/pedido-exclusao?igreja=${church.id}`,
          headers: { host: church.host },
          payload: { senha: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses a wrong password with its message and deletes nothing', async () => {
    const res = await remove('Wrong@1234');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'WRONG_PASSWORD_DELETION',
      fields: { senha: 'Wrong password. The account was not deleted.' },
    });
    expect((await api(member, 'GET', `/user/${member.contaId}/crianca?cliente=${church.id}`)).json().criancas).toHaveLength(1);
  });

  it('exports everything stored about the member, per church', async () => {
    const res = await api(member, 'GET', `/user/${member.contaId}/meus-dados?igreja=${church.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.conta.email).toBe(member.email);
    expect(body.igrejas.map((i: { igreja: { id: number } }) => i.igreja.id).sort()).toEqual([church.id, second.id].sort());
    const here = body.igrejas.find((i: { igreja: { id: number } }) => i.igreja.id === church.id).dados;
    expect(here.cadastro[0]).toMatchObject({ nome: NAME, cpf: CPF, telefone: PHONE });
    expect(here.criancas).toMatchObject([{ nome: `${NAME} Júnior` }]);
    expect(here.enderecos).toHaveLength(1);
    expect(here.notasSermao).toHaveLength(1);
    expect(here.oracoes[0]).toMatchObject({ tipo: 'pedido', imagem: imagePath });
    expect(here.cadastro[0].imagem).toBe(profilePath);
    expect(here.carteirinhas).toMatchObject([{ numeroMembro: CPF }]);
    expect(here.pagamentos.map((p: { tipo: string }) => p.tipo).sort()).toEqual(['cartaoSalvo', 'pagamento']);
    expect(here.doacoesRecorrentes).toHaveLength(1);
    expect(JSON.stringify(body)).not.toMatch(/tok_sbx|senha/i);
    expect((await api(await createMember(t.app, church), 'GET', `/user/${member.contaId}/meus-dados?igreja=${church.id}`)).statusCode).toBe(
      404,
    );
  });

  it('deletes: sessions end at once, login fails, no personal data is left anywhere but pseudonymised payments', async () => {
    const res = await remove(member.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ excluida: true });

    // Every token ends at once: access tokens at both churches, the refresh token; the password no longer logs in.
    expect((await api(member, 'GET', '/me')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/v1/me', headers: { host: second.host, authorization: `Bearer ${tokenAtSecond}` } })).statusCode,
    ).toBe(401);
    expect(
      (await post(t.app, '/api/v1/security/token/refresh', { headers: { host: church.host }, payload: { refreshToken } })).statusCode,
    ).toBe(401);
    const login = await post(t.app, '/api/v1/security/login_check', {
      headers: { host: church.host, 'accept-language': 'en' },
      payload: { username: member.email, password: member.password },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBe('INVALID_CREDENTIALS');
    expect((await remove(member.password)).statusCode).toBe(401);

    // Nothing names the member in any table: e-mail, name, surname, CPF, phone.
    expect(await findEverywhere(t, [member.email, NAME, SURNAME, CPF, PHONE])).toEqual([]);
    // ...nor in the upload folder (the prayer picture and its variants are gone).
    expect(fs.existsSync(uploadedFile(dataDir, imagePath))).toBe(false);
    expect(fs.existsSync(uploadedFile(dataDir, profilePath))).toBe(false);
    expect(filesUnder(path.join(dataDir, 'uploads'))).toEqual([]);
    for (const file of [...filesUnder(path.join(dataDir, 'uploads')), ...filesUnder(path.join(dataDir, 'media-variants'))]) {
      const content = fs.readFileSync(file, 'latin1');
      for (const needle of [member.email, NAME, CPF, PHONE]) expect(content).not.toContain(needle);
    }
    // The payment is kept, pointing at the pseudonymous client account; the recurring gift is cancelled, its card wiped.
    const payments = await t.app.database.db.select().from(pagamento).where(eq(pagamento.idUsuario, member.usuarioId));
    expect(payments).toHaveLength(1);
    const [pseudonym] = await t.app.database.db.select().from(usuario).where(eq(usuario.id, member.usuarioId));
    expect(pseudonym).toMatchObject({ nome: 'Conta excluída', cpf: null, telefone: null, flagAtivo: false });
    expect(pseudonym!.email).toMatch(/@excluida\.invalid$/);
    const [gift] = await t.app.database.db.select().from(doacaoRecorrente).where(eq(doacaoRecorrente.usuarioId, member.usuarioId));
    expect(gift).toMatchObject({ status: 'cancelada', cartaoToken: '', proximaData: null });

    // The goodbye e-mail went to the address the account had.
    const mails = (await readOutbox(dataDir)).filter((m) => m.to === member.email);
    expect(mails.map((m) => m.subject)).toEqual(['Igreja adeus: your account was deleted']);

    // The address may register again.
    const again = await t.app.inject({ url: `/api/v1/user/?email=${encodeURIComponent(member.email)}`, headers: { host: church.host } });
    expect(again.statusCode).toBe(404);
  });
});
