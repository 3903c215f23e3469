import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { describeIsolation, type Who } from '../../test/isolation.ts';
import { buy, createEvent, holders } from './events.fixtures.ts';
import { evento, eventoBilhete, eventoConteudo, eventoIngresso, eventoInscricao, eventoPergunta } from './events.schema.ts';
import { eventoListaEspera } from './waitlist.schema.ts';

type Seed = { eventId: number; ticketTypeId: number; soldOutTypeId: number; ticketId: number; code: string };
const waitlistUrl = (userId: number, s: Seed) => `/api/v1/usuario/${userId}/evento/${s.eventId}/ingresso/${s.soldOutTypeId}/lista-espera`;
const withVisitor: readonly Who[] = ['memberA', 'staffA', 'visitorA', 'memberBOnA'];
/** Public routes (no bearer read): B's token is not looked at, so it gets what anyone gets. */
const publicRoute: readonly Who[] = ['memberA', 'staffA', 'visitorA'];

/** Church B's events, tickets and content named on church A's host: nothing of B is read, bought or changed. */
describeIsolation<Seed>('events', {
  async seed({ app, a, b, memberB }) {
    await createEvent(app, a, { titulo: 'Evento de A', flagConvidado: true, tickets: [{ valor: 0 }] });
    const event = await createEvent(app, b, {
      titulo: 'Retiro secreto de B',
      flagConvidado: true,
      tickets: [
        { valor: 0, flagConteudoOnline: true, perguntas: [{ texto: 'Pergunta de B' }] },
        { nome: 'Lotado de B', valor: 0, quantidade: 1, vendidos: 1 },
      ],
      conteudos: [{ titulo: 'Aula exclusiva de B' }],
    });
    const res = await buy(app, b, event, memberB, {
      ingressos: [{ id: event.tickets[0]!.id, quantidade: 1, titulares: holders(1) }],
      valorTotal: 0,
    });
    const ticket = res.json().inscricao.ingressos[0];
    const soldOutTypeId = event.tickets[1]!.id;
    const joined = await app.inject({
      method: 'POST',
      url: `/api/v1/usuario/${memberB.usuarioId}/evento/${event.id}/ingresso/${soldOutTypeId}/lista-espera`,
      headers: memberB.headers,
    });
    expect(joined.statusCode).toBe(201);
    return { eventId: event.id, ticketTypeId: event.tickets[0]!.id, soldOutTypeId, ticketId: ticket.id, code: ticket.codigo };
  },
  code: 'EVENT_NOT_FOUND',
  probes: [
    { url: (s, { a }) => `/api/v1/igreja/${a.slug}/evento/${s.eventId}/`, as: withVisitor, visitorStatus: 404 },
    { url: (s) => `/api/v1/evento/${s.eventId}/calcular-taxas?valor=1000&metodoPagamento=pix`, as: publicRoute, visitorStatus: 404 },
    // B's slug on A's host: the church is A's, whatever the path says.
    { url: (_, { b }) => `/api/v1/igreja/${b.slug}/evento/`, as: publicRoute, visitorStatus: 404, code: 'CHURCH_NOT_FOUND' },
    { url: (s, { b }) => `/api/v1/igreja/${b.slug}/evento/${s.eventId}/`, code: 'CHURCH_NOT_FOUND' },
    {
      method: 'POST',
      url: (s, { memberA }) => `/api/v1/usuario/${memberA.usuarioId}/evento/${s.eventId}/inscricao/`,
      headers: () => ({ 'idempotency-key': randomUUID() }),
      body: (s) => ({ versaoEvento: 1, ingressos: [{ id: s.ticketTypeId, quantidade: 1, titulares: holders(1) }], valorTotal: 0 }),
      code: null,
    },
    {
      method: 'POST',
      url: (s) => `/api/v1/usuario/0/evento/${s.eventId}/inscricao/`,
      headers: () => ({ 'idempotency-key': randomUUID() }),
      body: (s) => ({
        versaoEvento: 1,
        ingressos: [{ id: s.ticketTypeId, quantidade: 1, titulares: holders(1) }],
        valorTotal: 0,
        dadosUsuarioNaoCadastrado: { nome: 'Intruso', sobrenome: 'X', email: 'x@x.test', pais: 'BR' },
      }),
      as: ['visitorA'],
      visitorStatus: 404,
    },
    { url: (_, { memberB }) => `/api/v1/usuario/${memberB.usuarioId}/evento/`, code: null },
    { url: (s, { memberA }) => `/api/v1/usuario/${memberA.usuarioId}/evento/${s.eventId}/inscricao/`, code: null },
    { url: (s, { memberB }) => `/api/v1/usuario/${memberB.usuarioId}/evento/${s.eventId}/inscricao/`, code: null },
    { url: (s, { memberA }) => `/api/v1/usuario/${memberA.usuarioId}/evento/${s.eventId}/inscricao/${s.ticketId}/conteudo/`, code: null },
    { url: (s, { memberB }) => `/api/v1/usuario/${memberB.usuarioId}/evento/${s.eventId}/inscricao/${s.ticketId}/conteudo/`, code: null },
    // B's waitlist: joining or leaving it from A's host finds no such event (and leaves B's line as it is).
    ...(['POST', 'DELETE'] as const).flatMap((method) => [
      {
        method,
        url: (s: Seed, { memberA }: { memberA: { usuarioId: number } }) => waitlistUrl(memberA.usuarioId, s),
        as: ['memberA', 'visitorA', 'memberBOnA'] as const,
      },
      { method, url: (s: Seed, { memberB }: { memberB: { usuarioId: number } }) => waitlistUrl(memberB.usuarioId, s), code: null },
    ]),
  ],
  secrets: (s) => ['Retiro secreto de B', 'Pergunta de B', 'Aula exclusiva de B', s.code],
  lists: [
    {
      url: (_, { a }) => `/api/v1/igreja/${a.slug}/evento/?periodo=todos`,
      as: 'visitorA',
      check: (res) => expect(res.json().eventos.map((e: { titulo: string }) => e.titulo)).toEqual(['Evento de A']),
    },
    {
      url: (_, { memberA }) => `/api/v1/usuario/${memberA.usuarioId}/evento/`,
      check: (res) => expect(res.json()).toEqual({ eventos: [] }),
    },
  ],
  unchanged: async (_, { app, b }) => ({
    types: await app.database.db.select().from(eventoIngresso).where(eq(eventoIngresso.igrejaId, b.id)),
    registrations: await app.database.db.select().from(eventoInscricao).where(eq(eventoInscricao.igrejaId, b.id)),
    tickets: await app.database.db.select().from(eventoBilhete).where(eq(eventoBilhete.igrejaId, b.id)),
    waitlist: await app.database.db.select().from(eventoListaEspera).where(eq(eventoListaEspera.igrejaId, b.id)),
  }),
  tables: [evento, eventoIngresso, eventoPergunta, eventoInscricao, eventoBilhete, eventoConteudo, eventoListaEspera],
});
