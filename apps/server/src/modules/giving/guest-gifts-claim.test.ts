import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { conta } from '../accounts/accounts.schema.ts';
import { lastLink, post, registrationBody } from '../accounts/accounts.test-helpers.ts';
import { createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { igrejaPagamentoConfig } from '../payments/payments.schema.ts';
import { doacaoConvidado } from './giving.schema.ts';

const PASSWORD = 'Senha@123';

/**
 * Guest gifts follow an account only when its owner proved the address: registering with someone's e-mail needs no
 * proof, so such an account must neither download nor erase the gifts that person gave as a guest.
 */
describe('guest gifts: claimed only by an account with a verified e-mail', () => {
  let t: TestApp;
  let church: PayingChurch;
  let dataDir: string;

  const send = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    post(t.app, `/api/v1${url}`, { headers: { host: church.host, 'accept-language': 'en', ...headers }, payload });
  const giveAsGuest = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pagamento/',
      headers: { host: church.host, 'idempotency-key': randomUUID() },
      payload: {
        igreja: church.id,
        metodoPagamento: 'pix',
        motivos: [{ id: church.reasons.oferta, valor: 2_500 }],
        dadosUsuarioNaoCadastrado: { nome: 'Lúcia', sobrenome: 'Prado', email, cpf: '52998224725', pais: 'br' },
      },
    });
    expect(res.statusCode).toBe(201);
  };
  /** Registers through the API (no proof of the address), as anyone may. */
  const register = async (email: string) => {
    const res = await send(`/igreja/${church.id}/usuario/`, registrationBody({ email, senha: PASSWORD, confirmarSenha: PASSWORD }));
    expect(res.statusCode).toBe(201);
    const [account] = await t.app.database.db.select({ id: conta.id }).from(conta).where(eq(conta.email, email));
    return { contaId: account!.id, headers: { host: church.host, authorization: `Bearer ${res.json().token as string}` } };
  };
  const exportOf = async (who: { contaId: number; headers: Record<string, string> }) => {
    const res = await t.app.inject({ url: `/api/v1/user/${who.contaId}/meus-dados?igreja=${church.id}`, headers: who.headers });
    expect(res.statusCode).toBe(200);
    return res.json().igrejas.find((i: { igreja: { id: number } }) => i.igreja.id === church.id).dados.doacoesComoConvidado as unknown[];
  };
  const deleteAccount = async (who: { contaId: number; headers: Record<string, string> }, senha: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/${who.contaId}/pedido-exclusao?igreja=${church.id}`,
      headers: who.headers,
      payload: { senha },
    });
    expect(res.statusCode).toBe(200);
  };
  const guestRows = (email: string) => t.app.database.db.select().from(doacaoConvidado).where(eq(doacaoConvidado.email, email));

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congrega-guest-claim-'));
    t = await createTestApp({ dataDir });
    church = await createPayingChurch(t.app, 'doacao-reclamada');
    await t.app.database.db
      .update(igrejaPagamentoConfig)
      .set({ flagDoacaoConvidado: true })
      .where(eq(igrejaPagamentoConfig.igrejaId, church.id));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('an account registered with a guest’s e-mail it never proved gets none of their gifts, and its deletion leaves them', async () => {
    const email = `lucia-${randomUUID().slice(0, 8)}@example.com`;
    await giveAsGuest(email);
    const impostor = await register(email);
    expect(await exportOf(impostor)).toEqual([]);
    await deleteAccount(impostor, PASSWORD);
    expect(await guestRows(email)).toHaveLength(1);
  });

  it('once the owner spent a link mailed to the address (password reset), the export has the gifts and the deletion erases them', async () => {
    const email = `lucia-${randomUUID().slice(0, 8)}@example.com`;
    await giveAsGuest(email);
    await register(email);
    expect((await send('/security/recuperar-senha', { email })).statusCode).toBe(200);
    const { token } = await lastLink(dataDir, email, '/access/reset-password');
    const newPassword = 'Nova@Senha1';
    expect((await send('/security/redefinir-senha', { token, senha: newPassword, confirmarSenha: newPassword })).statusCode).toBe(200);
    const login = await send('/security/login_check', { username: email, password: newPassword });
    expect(login.statusCode).toBe(200);
    const [account] = await t.app.database.db.select({ id: conta.id }).from(conta).where(eq(conta.email, email));
    const owner = { contaId: account!.id, headers: { host: church.host, authorization: `Bearer ${login.json().token as string}` } };
    expect(await exportOf(owner)).toMatchObject([{ email, nome: 'Lúcia', total: 2_500 }]);
    await deleteAccount(owner, newPassword);
    expect(await guestRows(email)).toHaveLength(0);
  });
});
