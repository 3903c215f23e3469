import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshIp, post, registrationBody } from './accounts.test-helpers.ts';

/**
 * The account use cases run in the caller's church transaction, one per use case (modules/README.md): the
 * repositories take it, none opens its own. Counted with app.database.stats; the session check of a request with a
 * bearer token runs on the owner connection, not in a church transaction.
 */
describe('accounts: one church transaction per use case', () => {
  let t: TestApp;
  let church: TestChurch;

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'videira');
  });
  afterAll(() => t.close());

  async function transactions(run: () => Promise<{ statusCode: number }>, status = 200): Promise<number> {
    const before = t.app.database.stats.churchTransactions;
    const res = await run();
    expect(res.statusCode).toBe(status);
    return t.app.database.stats.churchTransactions - before;
  }

  it('a profile update: the caller, the church rules (congregation, custom fields, CPF) and the write', async () => {
    const member = await createMember(t.app, church);
    const update = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/usuario/',
        headers: member.headers,
        payload: { nome: 'Rute', sobrenome: 'Lima', cpf: '390.533.447-05' },
      });
    expect(await transactions(update)).toBe(1);
  });

  it('a registration, by a visitor (with its session) and by a logged-in caller new to the church', async () => {
    const visitor = () =>
      post(t.app, `/api/v1/igreja/${church.id}/usuario/`, { headers: { host: church.host }, payload: registrationBody(), ip: freshIp() });
    expect(await transactions(visitor, 201)).toBe(1);

    const elsewhere = await createChurch(t.app, 'graca');
    const member = await createMember(t.app, elsewhere);
    const token = await t.app.accessTokens.sign({
      contaId: member.contaId,
      sessionVersion: 0,
      churchId: church.id,
      sessionId: randomUUID(),
    });
    const join = () =>
      post(t.app, `/api/v1/igreja/${church.id}/usuario/`, {
        headers: { host: church.host, authorization: `Bearer ${token}` },
        payload: { nome: 'Davi', sobrenome: 'Rocha' },
        ip: freshIp(),
      });
    expect(await transactions(join, 201)).toBe(1);
  });

  it('login, refresh and logout each store or spend their refresh token in one transaction', async () => {
    const member = await createMember(t.app, church);
    let pair = { token: '', refreshToken: '' };
    const login = async () => {
      const res = await post(t.app, '/api/v1/security/login_check', {
        headers: { host: church.host },
        payload: { username: member.email, password: member.password },
        ip: freshIp(),
      });
      pair = res.json();
      return res;
    };
    expect(await transactions(login)).toBe(1);
    const cookie = () => ({ host: church.host, cookie: `congrega_refresh=${pair.refreshToken}` });
    const refresh = async () => {
      const res = await post(t.app, '/api/v1/security/token/refresh', { headers: cookie() });
      pair = res.json();
      return res;
    };
    expect(await transactions(refresh)).toBe(1);
    expect(await transactions(() => post(t.app, '/api/v1/security/token/logout', { headers: cookie() }), 204)).toBe(1);
  });

  it("the church's custom fields and the caller's client accounts", async () => {
    const member = await createMember(t.app, church);
    const fields = () =>
      t.app.inject({ url: `/api/v1/user/${member.contaId}/campo-personalizado?igreja=${church.id}`, headers: member.headers });
    expect(await transactions(fields)).toBe(1);
    const accounts = () => t.app.inject({ url: `/api/v1/user/${member.contaId}/usuario?cliente=${church.id}`, headers: member.headers });
    expect(await transactions(accounts)).toBe(1);
  });
});
