import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { describeIsolation, type Probe } from '../../test/isolation.ts';
import { usuarioCrianca, usuarioEndereco } from './household.schema.ts';

type Seed = { childId: number; addressId: number };
const child = { nome: 'Filha da sul', dataNascimento: '2018-03-04', alergias: 'amendoim' };
const address = { pais: 'BR', cep: '30140071', logradouro: 'Rua Secreta da sul', cidade: 'Belo Horizonte' };
const row = (method: Probe<Seed>['method'], kind: 'crianca' | 'endereco', body?: object): Probe<Seed> => ({
  method,
  url: (s, { memberB }) => `/api/v1/usuario/${memberB.usuarioId}/${kind}/${kind === 'crianca' ? s.childId : s.addressId}`,
  ...(body ? { body: () => body } : {}),
});

/** Church B's children and addresses named on church A's host: nothing of B ever comes back or changes. */
describeIsolation<Seed>('children and addresses', {
  async seed({ app, b, memberB }) {
    const c = await app.inject({
      method: 'POST',
      url: `/api/v1/usuario/${memberB.usuarioId}/crianca?igreja=${b.id}`,
      headers: memberB.headers,
      payload: child,
    });
    const a = await app.inject({
      method: 'POST',
      url: `/api/v1/usuario/${memberB.usuarioId}/endereco`,
      headers: memberB.headers,
      payload: address,
    });
    return { childId: c.json().id, addressId: a.json().id };
  },
  probes: [
    row('PUT', 'crianca', { nome: 'invadido', dataNascimento: '2019-01-01' }),
    row('DELETE', 'crianca'),
    row('PUT', 'endereco', { ...address, logradouro: 'invadido' }),
    row('DELETE', 'endereco'),
    { url: (_, { b, memberB }) => `/api/v1/user/${memberB.contaId}/crianca?cliente=${b.id}` },
    { url: (_, { b, memberB }) => `/api/v1/user/${memberB.contaId}/endereco?cliente=${b.id}` },
    { method: 'POST', url: (_, { b, memberB }) => `/api/v1/usuario/${memberB.usuarioId}/crianca?igreja=${b.id}`, body: () => child },
    { method: 'POST', url: (_, { memberB }) => `/api/v1/usuario/${memberB.usuarioId}/endereco`, body: () => address },
  ],
  secrets: () => ['Filha da sul', 'amendoim', 'Rua Secreta da sul'],
  lists: [
    {
      url: (_, { a, memberA }) => `/api/v1/user/${memberA.contaId}/crianca?cliente=${a.id}`,
      check: (res) => expect(res.json()).toEqual({ criancas: [] }),
    },
    {
      url: (_, { a, memberA }) => `/api/v1/user/${memberA.contaId}/endereco?cliente=${a.id}`,
      check: (res) => expect(res.json()).toEqual({ enderecos: [] }),
    },
  ],
  unchanged: async (_, { app, b }) => {
    const children = await app.database.db.select().from(usuarioCrianca).where(eq(usuarioCrianca.igrejaId, b.id));
    const addresses = await app.database.db.select().from(usuarioEndereco).where(eq(usuarioEndereco.igrejaId, b.id));
    expect(children).toMatchObject([{ nome: 'Filha da sul' }]);
    expect(addresses).toMatchObject([{ logradouro: 'Rua Secreta da sul' }]);
    return [children, addresses];
  },
  tables: [usuarioCrianca, usuarioEndereco],
});
