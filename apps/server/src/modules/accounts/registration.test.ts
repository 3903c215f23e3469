import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { congregacao } from '../church/church.schema.ts';
import { campoPersonalizado } from './accounts.schema.ts';
import { freshIp, post, registrationBody } from './accounts.test-helpers.ts';

type Messages = { 'pt-BR': string; en: string; es: string };
const LANGS = ['pt-BR', 'en', 'es'] as const;

const REQUIRED: Messages = { 'pt-BR': 'Esse campo é obrigatório.', en: 'This field is required.', es: 'Este campo es obligatorio.' };
const CPF: Messages = { 'pt-BR': 'CPF inválido.', en: 'Invalid CPF number.', es: 'Número de CPF inválido.' };
const PHONE: Messages = {
  'pt-BR': 'Telefone inválido. Use o formato +55 DDD 9XXXX-YYYY.',
  en: 'Invalid phone number. Use the format +55 DDD 9XXXX-YYYY.',
  es: 'Teléfono inválido. Usa el formato +55 DDD 9XXXX-YYYY.',
};
const CEP: Messages = { 'pt-BR': 'CEP Inválido', en: 'Invalid zipcode', es: 'Código postal inválido' };
const BIRTHDATE: Messages = { 'pt-BR': 'Data de nascimento inválida', en: 'Invalid date of birth', es: 'Fecha de nacimiento inválida' };
const DATE_FORMAT: Messages = { 'pt-BR': 'Formato de data inválido', en: 'Invalid date format', es: 'Formato de fecha inválido' };
const PASSWORD: Messages = {
  'pt-BR':
    'A senha precisa ter no mínimo 8 caracteres, com letra minúscula, letra maiúscula, número e um dos caracteres especiais @ $ ! % * ? & # / . (somente letras, números e esses caracteres).',
  en: 'The password needs at least 8 characters, with a lowercase letter, an uppercase letter, a digit and one of the specials @ $ ! % * ? & # / . (only letters, digits and those specials).',
  es: 'La contraseña necesita al menos 8 caracteres, con una minúscula, una mayúscula, un número y uno de los caracteres especiales @ $ ! % * ? & # / . (solo letras, números y esos caracteres).',
};
const CONFIRM: Messages = {
  'pt-BR': 'As senhas precisam ser iguais',
  en: 'Passwords must be the same',
  es: 'Las contraseñas deben ser iguales',
};
const EMAIL: Messages = {
  'pt-BR': 'Informe um e-mail válido.',
  en: 'Enter a valid e-mail address.',
  es: 'Ingresa un correo electrónico válido.',
};

/** Bad profile values of spec section 5: [case, field reported, payload change, expected message]. */
const PROFILE_CASES: Array<[string, string, Record<string, unknown>, Messages]> = [
  ['missing first name', 'nome', { nome: undefined }, REQUIRED],
  ['blank surname', 'sobrenome', { sobrenome: '   ' }, REQUIRED],
  ['CPF with a wrong check digit', 'cpf', { cpf: '529.982.247-24' }, CPF],
  ['CPF of repeated digits', 'cpf', { cpf: '111.111.111-11' }, CPF],
  ['CPF too short', 'cpf', { cpf: '1234567890' }, CPF],
  ['phone without the 9-digit number', 'telefone', { telefone: '11 8765-4321' }, PHONE],
  ['phone of another country', 'telefone', { telefone: '+1 212 555 0100' }, PHONE],
  ['CEP with 7 digits', 'cep', { cep: '01310-10' }, CEP],
  ['CEP with letters', 'cep', { cep: 'ABCDE-123' }, CEP],
  ['birthdate in the future', 'dataNascimento', { dataNascimento: '2999-01-01' }, BIRTHDATE],
  ['birthdate today', 'dataNascimento', { dataNascimento: new Date().toISOString().slice(0, 10) }, BIRTHDATE],
  ['birthdate that does not exist', 'dataNascimento', { dataNascimento: '1990-02-30' }, DATE_FORMAT],
  ['birthdate in the wrong format', 'dataNascimento', { dataNascimento: '31/12/1990' }, DATE_FORMAT],
  ['wedding date in the wrong format', 'dataCasamento', { dataCasamento: '2010-13-01' }, DATE_FORMAT],
];

/** Registration-only rules (credentials). */
const CREDENTIAL_CASES: Array<[string, string, Record<string, unknown>, Messages]> = [
  ['password too short', 'senha', { senha: 'Ab1@', confirmarSenha: 'Ab1@' }, PASSWORD],
  ['password without uppercase', 'senha', { senha: 'senha@123', confirmarSenha: 'senha@123' }, PASSWORD],
  ['password without a special', 'senha', { senha: 'Senha1234', confirmarSenha: 'Senha1234' }, PASSWORD],
  ['password with a special outside the set', 'senha', { senha: 'Senha-123', confirmarSenha: 'Senha-123' }, PASSWORD],
  ['confirmation differs', 'confirmarSenha', { confirmarSenha: 'Senha@124' }, CONFIRM],
  ['e-mail without domain', 'email', { email: 'ana@' }, EMAIL],
  ['e-mail with a space', 'email', { email: 'an a@test.local' }, EMAIL],
  ['missing e-mail', 'email', { email: undefined }, REQUIRED],
  ['missing password', 'senha', { senha: undefined, confirmarSenha: undefined }, REQUIRED],
];

describe('registration and profile update', () => {
  let t: TestApp;
  let church: TestChurch;
  let other: TestChurch;
  const url = () => `/api/v1/igreja/${church.id}/usuario/`;

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'videira');
    other = await createChurch(t.app, 'grace', { idioma: 'en' });
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, unknown>, lang: string = 'pt-BR', extra: Record<string, string> = {}) =>
    post(t.app, url(), { headers: { host: church.host, 'accept-language': lang, ...extra }, payload, ip: freshIp() });

  describe.each(LANGS)('refuses bad values in %s', (lang) => {
    it.each([...PROFILE_CASES, ...CREDENTIAL_CASES])('registration: %s', async (_name, field, change, messages) => {
      const res = await register(registrationBody(change), lang);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fields[field]).toBe(messages[lang]);
    });

    it.each(PROFILE_CASES)('profile update: %s', async (_name, field, change, messages) => {
      const member = await createMember(t.app, church);
      const payload = { nome: 'Ana', sobrenome: 'Souza', ...change };
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/usuario/',
        headers: { ...member.headers, 'accept-language': lang },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(messages[lang]);
    });
  });

  it('refuses unknown fields on registration and on profile update', async () => {
    const res = await register(registrationBody({ flagAdmin: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    const member = await createMember(t.app, church);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/usuario/',
      headers: member.headers,
      payload: { nome: 'A', sobrenome: 'B', idIgreja: other.id },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().code).toBe('VALIDATION_FAILED');
  });

  it('registers a visitor: 201, logged in (token + HttpOnly cookie), profile stored normalized', async () => {
    const body = registrationBody({
      email: 'Nova.Membro@Test.Local',
      cpf: '529.982.247-25',
      cep: '01310-100',
      telefone: '+55 11 98765-4321',
      dataNascimento: '1990-05-20',
      estadoCivil: 'casado',
      sexo: 'F',
      quantidadeFilhos: '2',
      pais: 'BR',
    });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const result = res.json();
    expect(result.usuario).toMatchObject({
      idIgreja: church.id,
      email: 'nova.membro@test.local',
      cpf: '52998224725',
      cep: '01310100',
      quantidadeFilhos: 2,
    });
    expect(result.token).toEqual(expect.any(String));
    expect(String(res.headers['set-cookie'])).toContain(`congrega_refresh=${result.refreshToken}`);
    const me = await t.app.inject({ url: '/api/v1/me', headers: { host: church.host, authorization: `Bearer ${result.token}` } });
    expect(me.json()).toMatchObject({ email: 'nova.membro@test.local', flagAtivo: true });
  });

  it('blank optional fields are stored as empty', async () => {
    const res = await register(registrationBody({ cpf: '', cep: '', telefone: ' ', dataNascimento: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().usuario).toMatchObject({ cpf: null, cep: null, telefone: null, dataNascimento: null });
  });

  it('409 EMAIL_IN_USE when the e-mail already has a provider account (any letter case)', async () => {
    const existing = await createMember(t.app, other, { email: 'ja.existe@test.local' });
    for (const [lang, text] of [
      ['pt-BR', 'Este e-mail já está cadastrado.'],
      ['en', 'This e-mail is already registered.'],
      ['es', 'Este correo electrónico ya está registrado.'],
    ] as const) {
      const res = await register(registrationBody({ email: existing.email.toUpperCase() }), lang);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'EMAIL_IN_USE', message: text });
    }
  });

  it('a logged-in account without a client account here gets one from the profile only', async () => {
    const elsewhere = await createMember(t.app, other);
    const login = await post(t.app, '/api/v1/security/login_check', {
      headers: { host: church.host },
      payload: { username: elsewhere.email, password: elsewhere.password },
    });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().token}` };
    const res = await register({ nome: 'Carlos', sobrenome: 'Lima' }, 'pt-BR', headers);
    expect(res.statusCode).toBe(201);
    expect(res.json().usuario).toMatchObject({ nome: 'Carlos', email: elsewhere.email, idIgreja: church.id });
    expect(res.json().token).toBeUndefined();
    const again = await register({ nome: 'Carlos', sobrenome: 'Lima' }, 'pt-BR', headers);
    expect(again.statusCode).toBe(409);
  });

  it('409 CPF_IN_USE within one church, with the field named; the same CPF is fine at another church', async () => {
    const first = await register(registrationBody({ cpf: '111.444.777-35' }));
    expect(first.statusCode).toBe(201);
    const second = await register(registrationBody({ cpf: '11144477735' }), 'en');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'CPF_IN_USE',
      message: 'This CPF cannot be used. If it is yours, please contact the church office.',
      fields: { cpf: 'This CPF cannot be used. If it is yours, please contact the church office.' },
    });
    const elsewhere = await post(t.app, `/api/v1/igreja/${other.id}/usuario/`, {
      headers: { host: other.host },
      payload: registrationBody({ cpf: '111.444.777-35' }),
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('congregacaoId must belong to this church', async () => {
    const [mine] = await t.app.database.db.insert(congregacao).values({ igrejaId: church.id, nome: 'Centro' }).returning();
    const [theirs] = await t.app.database.db.insert(congregacao).values({ igrejaId: other.id, nome: 'Downtown' }).returning();
    const bad = await register(registrationBody({ congregacaoId: theirs!.id }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ congregacaoId: 'O campo não é válido.' });
    const ok = await register(registrationBody({ congregacaoId: mine!.id }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().usuario.congregacaoId).toBe(mine!.id);
  });

  it('enforces the church custom fields: required, known keys, option lists', async () => {
    const church2 = await createChurch(t.app, 'campos');
    await t.app.database.db.insert(campoPersonalizado).values([
      { igrejaId: church2.id, chave: 'batizado', rotulo: 'Batizado?', tipo: 'select', opcoes: ['Sim', 'Não'], flagObrigatorio: true },
      { igrejaId: church2.id, chave: 'dataBatismo', rotulo: 'Data do batismo', tipo: 'date' },
    ]);
    const send = (campos?: Record<string, string>) =>
      post(t.app, `/api/v1/igreja/${church2.id}/usuario/`, {
        headers: { host: church2.host },
        payload: registrationBody({ camposPersonalizados: campos }),
      });
    const missing = await send();
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ 'camposPersonalizados.batizado': 'Esse campo é obrigatório.' });
    const wrong = await send({ batizado: 'Talvez', dataBatismo: '2020-02-31', cor: 'azul' });
    expect(wrong.json().fields).toEqual({
      'camposPersonalizados.batizado': 'O campo não é válido.',
      'camposPersonalizados.dataBatismo': 'Formato de data inválido',
      'camposPersonalizados.cor': 'O campo não é válido.',
    });
    const ok = await send({ batizado: 'Sim', dataBatismo: '2020-02-20' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().usuario.camposPersonalizados).toEqual({ batizado: 'Sim', dataBatismo: '2020-02-20' });
  });

  it("the path's church must be the host church", async () => {
    const res = await post(t.app, `/api/v1/igreja/${other.id}/usuario/`, { headers: { host: church.host }, payload: registrationBody() });
    expect(res.statusCode).toBe(404);
  });
});
