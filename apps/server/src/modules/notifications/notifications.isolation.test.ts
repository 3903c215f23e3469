import { expect } from 'vitest';
import { describeIsolation } from '../../test/isolation.ts';
import { inscricaoPush, notificacao, notificacaoAbertura } from './notifications.schema.ts';
import { browserSubscription } from './push.test-helpers.ts';

const subA = browserSubscription('https://push.example.test/a');
const subB = browserSubscription('https://push.example.test/b');

/**
 * Church B's notifications, push subscriptions and opens probed from church A's host, with A's and B's tokens:
 * nothing of B comes back, and B's subscription survives A's unsubscribe of its endpoint.
 */
describeIsolation('notifications', {
  async seed({ app, a, b, memberB }) {
    const now = new Date();
    const row = { corpo: 'x', dataCadastro: now, dataUltimaAlteracao: now };
    const [, secretB] = await app.database.db
      .insert(notificacao)
      .values([
        { ...row, igrejaId: a.id, igrejaOrigemCodigo: a.codigo, titulo: 'Aviso de A', tipo: 'NOTICIA' },
        { ...row, igrejaId: b.id, igrejaOrigemCodigo: b.codigo, titulo: 'Segredo de B', tipo: 'NOTICIA' },
        { ...row, igrejaId: b.id, usuarioId: memberB.usuarioId, igrejaOrigemCodigo: b.codigo, titulo: 'Pessoal de B', tipo: 'EVENTO' },
      ])
      .returning();
    await app.database.db
      .insert(inscricaoPush)
      .values({ igrejaId: b.id, usuarioId: memberB.usuarioId, endpoint: subB.endpoint, p256dh: subB.keys.p256dh, auth: subB.keys.auth });
    await app.database.db.insert(notificacaoAbertura).values({ igrejaId: b.id, notificacaoId: secretB!.id, usuarioId: memberB.usuarioId });
    return { notificationB: secretB!.id };
  },
  probes: [
    // A's member (or staff) naming church B: 404; B's token is refused on A's host, naming A or B.
    { url: (_, { b }) => `/api/v1/igreja/${b.id}/notificacao/`, as: ['memberA', 'staffA', 'visitorA', 'memberBOnA'] },
    { url: (_, { a }) => `/api/v1/igreja/${a.id}/notificacao/`, as: ['visitorA', 'memberBOnA'] },
    { url: (_, { b }) => `/api/v1/igreja/${b.id}/notificacao/push/chave` },
    {
      method: 'POST',
      url: (_, { b }) => `/api/v1/igreja/${b.id}/notificacao/push/inscricao`,
      body: () => ({ endpoint: subA.endpoint, keys: subA.keys }),
    },
    // B's notification opened on A's host: as missing.
    { method: 'POST', url: ({ notificationB }, { a }) => `/api/v1/igreja/${a.id}/notificacao/${notificationB}/abertura` },
    // B's endpoint unsubscribed on A's host: A has no such subscription, so nothing happens (and B's stays).
    {
      method: 'DELETE',
      url: (_, { a }) => `/api/v1/igreja/${a.id}/notificacao/push/inscricao`,
      body: () => ({ endpoint: subB.endpoint }),
      as: ['memberA', 'staffA'],
      status: 204,
      code: null,
    },
  ],
  secrets: (_, { b }) => ['de B', b.codigo, subB.keys.p256dh],
  lists: [
    {
      url: (_, { a }) => `/api/v1/igreja/${a.id}/notificacao/`,
      check: (res) => expect(res.json().notificacoes.map((n: { titulo: string }) => n.titulo)).toEqual(['Aviso de A']),
    },
  ],
  unchanged: (_, { app, b }) =>
    app.database.withChurch(b.id, async (tx) => [
      await tx.select().from(notificacao),
      await tx.select().from(inscricaoPush),
      await tx.select().from(notificacaoAbertura),
    ]),
  tables: [notificacao, inscricaoPush, notificacaoAbertura],
});
