import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('profile update (PUT /usuario/)', () => {
  let t: TestApp;
  let church: TestChurch;
  let other: TestChurch;

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'videira');
    other = await createChurch(t.app, 'grace', { idioma: 'en' });
  });
  afterAll(() => t.close());

  it('updates the profile of the caller at the host church', async () => {
    const member = await createMember(t.app, church);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/usuario/',
      headers: member.headers,
      payload: { nome: 'Maria', sobrenome: 'Clara', cpf: '390.533.447-05', ocupacao: 'professor', tipoSanguineo: 'O+' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: member.usuarioId, nome: 'Maria', cpf: '39053344705', tipoSanguineo: 'O+' });
    const taken = await createMember(t.app, church);
    const conflict = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/usuario/',
      headers: taken.headers,
      payload: { nome: 'X', sobrenome: 'Y', cpf: '39053344705' },
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('CPF_IN_USE');
    const same = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/usuario/',
      headers: member.headers,
      payload: { nome: 'Maria', sobrenome: 'C', cpf: '39053344705' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('limits CPF claims that hit another member, so the profile is no CPF lookup service', async () => {
    const cpf = (base: string) => {
      const digits = base.split('').map(Number);
      for (const len of [9, 10]) {
        const sum = digits.slice(0, len).reduce((acc, d, i) => acc + d * (len + 1 - i), 0);
        digits.push(((sum * 10) % 11) % 10);
      }
      return digits.join('');
    };
    const held = ['111444777', '222555888', '333666999', '444777111', '555888222', '666999333'].map(cpf);
    for (const value of held) {
      const holder = await createMember(t.app, church);
      await t.app.inject({
        method: 'PUT',
        url: '/api/v1/usuario/',
        headers: holder.headers,
        payload: { nome: 'H', sobrenome: 'H', cpf: value },
      });
    }
    const prober = await createMember(t.app, church);
    const claim = (value: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/usuario/',
        headers: { ...prober.headers, 'accept-language': 'en' },
        payload: { nome: 'P', sobrenome: 'Q', cpf: value },
      });
    for (const value of held.slice(0, 5)) expect((await claim(value)).statusCode).toBe(409);
    const limited = await claim(held[5]!);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
    // A free CPF is refused too while the limit holds: the answer no longer tells taken from free.
    expect((await claim(cpf('777111444'))).statusCode).toBe(429);
    // Saving the profile without claiming a new CPF still works.
    const plain = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/usuario/',
      headers: prober.headers,
      payload: { nome: 'P', sobrenome: 'R' },
    });
    expect(plain.statusCode).toBe(200);
  });

  it('profile update needs a login and a client account at this church', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/usuario/',
      headers: { host: church.host },
      payload: { nome: 'A', sobrenome: 'B' },
    });
    expect(anonymous.statusCode).toBe(401);
    const elsewhere = await createMember(t.app, other);
    const token = await t.app.accessTokens.sign({
      contaId: elsewhere.contaId,
      sessionVersion: 0,
      churchId: church.id,
      sessionId: randomUUID(),
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/usuario/',
      headers: { host: church.host, authorization: `Bearer ${token}`, 'accept-language': 'es' },
      payload: { nome: 'A', sobrenome: 'B' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'CLIENT_ACCOUNT_NOT_FOUND', message: 'Aún no estás registrado en esta iglesia.' });
  });
});
