import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('children and addresses', () => {
  let t: TestApp;
  let church: TestChurch;
  let owner: TestMember;
  let other: TestMember;
  const en = (m: TestMember) => ({ ...m.headers, 'accept-language': 'en' });
  const send = (m: TestMember, method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: en(m), ...(payload === undefined ? {} : { payload: payload as object }) });
  const child = { nome: 'Ana', dataNascimento: '2017-05-02', sexo: 'F', alergias: 'Lactose', cuidados: '' };
  const address = {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    estado: 'SP',
  };

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'familia');
    owner = await createMember(t.app, church);
    other = await createMember(t.app, church);
  });
  afterAll(() => t.close());

  it('adds, lists, changes and removes a child', async () => {
    const created = await send(owner, 'POST', `/usuario/${owner.usuarioId}/crianca?igreja=${church.id}`, child);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ nome: 'Ana', dataNascimento: '2017-05-02', sexo: 'F', alergias: 'Lactose', cuidados: null });
    const id = created.json().id;
    const list = await send(owner, 'GET', `/user/${owner.contaId}/crianca?cliente=${church.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().criancas).toEqual([created.json()]);
    const changed = await send(owner, 'PUT', `/usuario/${owner.usuarioId}/crianca/${id}`, { ...child, nome: 'Ana Clara', sexo: '' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, nome: 'Ana Clara', sexo: null });
    expect(Date.parse(changed.json().dataUltimaAlteracao)).toBeGreaterThan(Date.parse(created.json().dataUltimaAlteracao));
    expect((await send(owner, 'DELETE', `/usuario/${owner.usuarioId}/crianca/${id}`)).statusCode).toBe(204);
    expect((await send(owner, 'DELETE', `/usuario/${owner.usuarioId}/crianca/${id}`)).json().code).toBe('CHILD_NOT_FOUND');
    expect((await send(owner, 'GET', `/user/${owner.contaId}/crianca?cliente=${church.id}`)).json()).toEqual({ criancas: [] });
  });

  it("answers 404 for someone else's children, ids and church", async () => {
    const id = (await send(owner, 'POST', `/usuario/${owner.usuarioId}/crianca?igreja=${church.id}`, child)).json().id;
    // Another member naming the owner's client account or the owner's child through their own.
    expect((await send(other, 'GET', `/user/${owner.contaId}/crianca?cliente=${church.id}`)).statusCode).toBe(404);
    expect((await send(other, 'PUT', `/usuario/${owner.usuarioId}/crianca/${id}`, child)).statusCode).toBe(404);
    expect((await send(other, 'DELETE', `/usuario/${owner.usuarioId}/crianca/${id}`)).statusCode).toBe(404);
    const viaOwn = await send(other, 'PUT', `/usuario/${other.usuarioId}/crianca/${id}`, child);
    expect(viaOwn.statusCode).toBe(404);
    expect(viaOwn.json().code).toBe('CHILD_NOT_FOUND');
    expect((await send(other, 'POST', `/usuario/${owner.usuarioId}/crianca?igreja=${church.id}`, child)).statusCode).toBe(404);
    expect((await send(owner, 'POST', `/usuario/${owner.usuarioId}/crianca?igreja=999999`, child)).json().code).toBe('CHURCH_NOT_FOUND');
    expect((await send(owner, 'GET', `/user/${owner.contaId}/crianca?cliente=999999`)).json().code).toBe('CHURCH_NOT_FOUND');
    const visitor = await t.app.inject({
      url: `/api/v1/user/${owner.contaId}/crianca?cliente=${church.id}`,
      headers: { host: church.host },
    });
    expect(visitor.statusCode).toBe(401);
    const still = (await send(owner, 'GET', `/user/${owner.contaId}/crianca?cliente=${church.id}`)).json().criancas;
    expect(still.map((c: { id: number }) => c.id)).toContain(id);
  });

  it.each([
    ['missing name', { dataNascimento: '2017-01-01' }, 'nome', 'This field is required.'],
    ['blank name', { nome: '  ', dataNascimento: '2017-01-01' }, 'nome', 'This field is required.'],
    ['too long name', { nome: 'n'.repeat(101), dataNascimento: '2017-01-01' }, 'nome', 'Use at most 100 characters.'],
    ['future birthdate', { nome: 'Bia', dataNascimento: '2999-01-01' }, 'dataNascimento', 'Invalid date of birth'],
    ['malformed birthdate', { nome: 'Bia', dataNascimento: '01/02/2017' }, 'dataNascimento', 'Invalid date format'],
    ['wrong sex', { nome: 'Bia', dataNascimento: '2017-01-01', sexo: 'X' }, 'sexo', 'The field is not valid.'],
    ['too long notes', { nome: 'Bia', dataNascimento: '2017-01-01', cuidados: 'c'.repeat(501) }, 'cuidados', 'Use at most 500 characters.'],
    [
      'control characters',
      { nome: 'Bi\u0000a', dataNascimento: '2017-01-01' },
      'nome',
      'The text contains characters that are not allowed.',
    ],
    ['unknown field', { nome: 'Bia', dataNascimento: '2017-01-01', usuarioId: 1 }, 'usuarioId', 'Unexpected field.'],
  ])('refuses a child with %s', async (_n, payload, field, message) => {
    const res = await send(owner, 'POST', `/usuario/${owner.usuarioId}/crianca?igreja=${church.id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
  });

  it('adds, lists, changes and removes an address (CEP stored without the dash)', async () => {
    const created = await send(owner, 'POST', `/usuario/${owner.usuarioId}/endereco`, address);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ pais: 'BR', cep: '01310100', logradouro: 'Avenida Paulista', complemento: null });
    const id = created.json().id;
    expect((await send(owner, 'GET', `/user/${owner.contaId}/endereco?cliente=${church.id}`)).json().enderecos).toEqual([created.json()]);
    const abroad = await send(owner, 'PUT', `/usuario/${owner.usuarioId}/endereco/${id}`, {
      ...address,
      pais: 'us',
      cep: '90210',
      cidade: 'Beverly Hills',
      estado: 'CA',
    });
    expect(abroad.statusCode).toBe(200);
    expect(abroad.json()).toMatchObject({ pais: 'US', cep: '90210', cidade: 'Beverly Hills' });
    expect((await send(other, 'DELETE', `/usuario/${other.usuarioId}/endereco/${id}`)).json().code).toBe('ADDRESS_NOT_FOUND');
    expect((await send(other, 'GET', `/user/${owner.contaId}/endereco?cliente=${church.id}`)).statusCode).toBe(404);
    expect((await send(owner, 'DELETE', `/usuario/${owner.usuarioId}/endereco/${id}`)).statusCode).toBe(204);
  });

  it.each([
    ['invalid CEP', { ...address, cep: '0131010' }, 'cep', 'Invalid zipcode'],
    ['missing street', { ...address, logradouro: undefined }, 'logradouro', 'This field is required.'],
    ['missing city', { ...address, cidade: '' }, 'cidade', 'This field is required.'],
    ['bad country', { ...address, pais: 'Brasil' }, 'pais', 'The field is not valid.'],
    ['bad foreign postcode', { ...address, pais: 'US', cep: '9@210' }, 'cep', 'The field is not valid.'],
    ['unknown field', { ...address, lat: 1 }, 'lat', 'Unexpected field.'],
  ])('refuses an address with %s', async (_n, payload, field, message) => {
    const res = await send(owner, 'POST', `/usuario/${owner.usuarioId}/endereco`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
  });
});
