import { expect } from 'vitest';
import { describeIsolation } from '../../test/isolation.ts';
import { notificacao } from './notifications.schema.ts';

/** Church B's notifications probed from church A's host, with A's and B's tokens: nothing of B comes back. */
describeIsolation('notifications', {
  async seed({ app, a, b, memberB }) {
    const now = new Date();
    const row = { corpo: 'x', dataCadastro: now, dataUltimaAlteracao: now };
    await app.database.db.insert(notificacao).values([
      { ...row, igrejaId: a.id, igrejaOrigemCodigo: a.codigo, titulo: 'Aviso de A', tipo: 'NOTICIA' },
      { ...row, igrejaId: b.id, igrejaOrigemCodigo: b.codigo, titulo: 'Segredo de B', tipo: 'NOTICIA' },
      { ...row, igrejaId: b.id, usuarioId: memberB.usuarioId, igrejaOrigemCodigo: b.codigo, titulo: 'Pessoal de B', tipo: 'EVENTO' },
    ]);
    return {};
  },
  probes: [
    // A's member (or staff) naming church B: 404; B's token is refused on A's host, naming A or B.
    { url: (_, { b }) => `/api/v1/igreja/${b.id}/notificacao/`, as: ['memberA', 'staffA', 'visitorA', 'memberBOnA'] },
    { url: (_, { a }) => `/api/v1/igreja/${a.id}/notificacao/`, as: ['visitorA', 'memberBOnA'] },
  ],
  secrets: (_, { b }) => ['de B', b.codigo],
  lists: [
    {
      url: (_, { a }) => `/api/v1/igreja/${a.id}/notificacao/`,
      check: (res) => expect(res.json().notificacoes.map((n: { titulo: string }) => n.titulo)).toEqual(['Aviso de A']),
    },
  ],
  unchanged: (_, { app, b }) => app.database.withChurch(b.id, (tx) => tx.select().from(notificacao)),
  tables: [notificacao],
});
