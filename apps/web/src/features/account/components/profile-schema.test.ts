import type { TClientAccount } from '@congrega/contract/user';
import { describe, expect, it } from 'vitest';
import type { TCustomField } from '../api/custom-fields.ts';
import { buildProfileSchema, customDefaults, profileDefaults, type ProfileFormValues } from './profile-schema.ts';

const empty = (overrides: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  ...profileDefaults(null, 'pt-BR'),
  nome: 'Ana',
  sobrenome: 'Souza',
  ...overrides,
});

/** The first message key per field, as the form shows them. */
function firstErrors(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('registration schema', () => {
  const schema = buildProfileSchema('register', 'pt-BR', []);

  it('reports one message per field for each bad value', () => {
    const result = schema.safeParse(
      empty({
        nome: '',
        email: 'not-an-email',
        senha: 'abc',
        confirmarSenha: 'abd',
        cpf: '111.111.111-11',
        telefone: '1234',
        cep: '123',
        dataNascimento: '01/01/2999',
        dataCasamento: '31/02/2020',
      }),
    );
    expect(firstErrors(result)).toEqual({
      nome: 'validation.required',
      email: 'validation.email',
      senha: 'validation.password',
      confirmarSenha: 'validation.confirmPassword',
      cpf: 'validation.cpf',
      telefone: 'validation.phone',
      cep: 'validation.cep',
      dataNascimento: 'validation.birthdate',
      dataCasamento: 'validation.dateFormat',
    });
  });

  it('requires e-mail, password and confirmation', () => {
    expect(firstErrors(schema.safeParse(empty()))).toEqual({
      email: 'validation.required',
      senha: 'validation.required',
      confirmarSenha: 'validation.required',
    });
  });

  it('outputs the API body: ISO dates, normalised CPF and CEP, blanks left out', () => {
    const result = schema.safeParse(
      empty({
        email: 'Ana@Example.com',
        senha: 'Boa@Senha1',
        confirmarSenha: 'Boa@Senha1',
        dataNascimento: '25/12/1990',
        cpf: '529.982.247-25',
        cep: '01310-100',
        quantidadeFilhos: '2',
      }),
    );
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      email: 'ana@example.com',
      dataNascimento: '1990-12-25',
      cpf: '52998224725',
      cep: '01310100',
      quantidadeFilhos: 2,
      camposPersonalizados: {},
    });
    expect(result.data?.telefone).toBeUndefined(); // left out of the JSON body
  });

  it('reads dates in the locale format (month first in English)', () => {
    const en = buildProfileSchema('register', 'en', []);
    const ok = en.safeParse(empty({ email: 'a@b.co', senha: 'Boa@Senha1', confirmarSenha: 'Boa@Senha1', dataNascimento: '12/25/1990' }));
    expect(ok.data).toMatchObject({ dataNascimento: '1990-12-25' });
  });
});

describe('profile edit schema', () => {
  const fields: TCustomField[] = [
    { id: 1, chave: 'batismo', rotulo: 'Batismo', tipo: 'date', opcoes: [], flagObrigatorio: false },
    { id: 2, chave: 'ministerio', rotulo: 'Ministério', tipo: 'select', opcoes: ['Louvor', 'Infantil'], flagObrigatorio: true },
  ];
  const schema = buildProfileSchema('edit', 'pt-BR', fields);

  it('leaves e-mail and password out of the body', () => {
    const result = schema.safeParse(
      empty({ email: 'x@y.z', senha: 'whatever', camposPersonalizados: { batismo: '', ministerio: 'Louvor' } }),
    );
    expect(result.success).toBe(true);
    expect(result.data).not.toHaveProperty('email');
    expect(result.data).not.toHaveProperty('senha');
    expect(result.data).toMatchObject({ camposPersonalizados: { ministerio: 'Louvor' } });
  });

  it('checks custom fields by their definition', () => {
    const result = schema.safeParse(empty({ camposPersonalizados: { batismo: '2020-01-01', ministerio: '' } }));
    expect(firstErrors(result)).toEqual({
      'camposPersonalizados.batismo': 'validation.dateFormat',
      'camposPersonalizados.ministerio': 'validation.required',
    });
  });

  it('shows stored values in the form, dates in the locale format', () => {
    const client = {
      nome: 'Ana',
      sobrenome: 'S',
      email: 'a@b.co',
      dataNascimento: '1990-12-25',
      quantidadeFilhos: 0,
      pais: 'BR',
      camposPersonalizados: { batismo: '2001-05-20' },
    } as unknown as TClientAccount;
    const values = profileDefaults(client, 'en');
    expect(values).toMatchObject({ dataNascimento: '12/25/1990', quantidadeFilhos: '0', pais: 'BR', telefone: '' });
    expect(customDefaults(client, fields, 'pt-BR')).toEqual({ batismo: '20/05/2001', ministerio: '' });
  });
});
