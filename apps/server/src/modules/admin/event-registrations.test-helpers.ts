import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Response as InjectResponse } from 'light-my-request';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buy, createEvent, type TestEvent } from '../events/events.fixtures.ts';
import { eventoBilhete, eventoIngresso, eventoInscricao } from '../events/events.schema.ts';
import { createPayer, createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { cardToken } from './finance.test-helpers.ts';

/**
 * Test-only world of an event's registrations in the staff console: two paying churches, a church admin (events,
 * no money), a church admin who is also a treasurer (refunds), an event with two ticket types (one asking a
 * required choice), purchases by card (confirmed) and Pix (pending), and the console's calls.
 */
export interface RegistrationsWorld {
  t: TestApp;
  videira: PayingChurch;
  grace: PayingChurch;
  admin: StaffSession;
  treasurer: StaffSession;
  payer: TestMember;
  /** Creates an event of videira: Adulto R$100 (required "Camiseta": P/M/G) and Criança R$50. */
  event(titulo?: string): Promise<TestEvent>;
  /** A card purchase of `n` Adulto tickets (confirmed) by `member`, holders named `names`: its registration id. */
  byCard(event: TestEvent, member: TestMember, names: string[], shirt?: string): Promise<number>;
  /** A Pix purchase of one Criança ticket (pending) by `member`: its registration id. */
  byPix(event: TestEvent, member: TestMember, name: string): Promise<number>;
  call(
    s: StaffSession,
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
    key?: string | null,
  ): Promise<InjectResponse>;
  stock(event: TestEvent): Promise<{ vendidos: number; reservados: number }[]>;
  registration(id: number): Promise<typeof eventoInscricao.$inferSelect>;
  tickets(id: number): Promise<(typeof eventoBilhete.$inferSelect)[]>;
}

export async function createRegistrationsWorld(): Promise<RegistrationsWorld> {
  const t = await createTestApp();
  const app = t.app;
  const videira = await createPayingChurch(app, 'videira');
  const grace = await createPayingChurch(app, 'grace');
  const admin = await staffLogin(app, await createMember(app, videira, { roles: ['ROLE_ADMIN'] }), { totp: true });
  const tm = await createMember(app, videira);
  await grantPreset(app, videira, tm, 'church_admin');
  await grantPreset(app, videira, tm, 'finance');
  const treasurer = await staffLogin(app, tm, { totp: true });
  const payer = await createPayer(app, videira);

  const event = (titulo = 'Retiro') =>
    createEvent(app, videira, {
      titulo,
      tickets: [
        { nome: 'Adulto', valor: 10_000, perguntas: [{ texto: 'Camiseta', tipo: 'escolha', opcoes: ['P', 'M', 'G'], obrigatoria: true }] },
        { nome: 'Criança', valor: 5_000 },
      ],
    });
  const registrationOf = async (paymentId: number) =>
    (await app.database.db.select().from(eventoInscricao).where(eq(eventoInscricao.idPagamento, paymentId)))[0]!.id;

  const byCard = async (e: TestEvent, member: TestMember, names: string[], shirt = 'M') => {
    const res = await buy(app, videira, e, member, {
      ingressos: [
        {
          id: e.tickets[0]!.id,
          quantidade: names.length,
          titulares: names.map((nome) => ({ nome, respostas: [{ pergunta: e.tickets[0]!.perguntas[0]!, resposta: shirt }] })),
        },
      ],
      valorTotal: 10_000 * names.length,
      metodoPagamento: 'cartao_credito',
      cartao: { token: await cardToken(app, videira, member) },
    });
    if (res.statusCode !== 201 || res.json().inscricao.status !== 'confirmada') throw new Error(`card ${res.statusCode} ${res.body}`);
    return registrationOf(res.json().pagamento.id);
  };
  const byPix = async (e: TestEvent, member: TestMember, nome: string) => {
    const res = await buy(app, videira, e, member, {
      ingressos: [{ id: e.tickets[1]!.id, quantidade: 1, titulares: [{ nome, respostas: [] }] }],
      valorTotal: 5_000,
      metodoPagamento: 'pix',
    });
    if (res.statusCode !== 201) throw new Error(`pix ${res.statusCode} ${res.body}`);
    return registrationOf(res.json().pagamento.id);
  };

  return {
    t,
    videira,
    grace,
    admin,
    treasurer,
    payer,
    event,
    byCard,
    byPix,
    call: (s, method, url, payload, key = randomUUID()) =>
      app.inject({
        method,
        url: `/api/v1/admin/${url}`,
        headers: { ...s.headers, 'accept-language': 'en', ...(key ? { 'idempotency-key': key } : {}) },
        ...(payload ? { payload } : {}),
      }),
    stock: async (e) =>
      Promise.all(
        e.tickets.map(async (k) => {
          const [row] = await app.database.db.select().from(eventoIngresso).where(eq(eventoIngresso.id, k.id));
          return { vendidos: row!.vendidos, reservados: row!.reservados };
        }),
      ),
    registration: async (id) => (await app.database.db.select().from(eventoInscricao).where(eq(eventoInscricao.id, id)))[0]!,
    tickets: (id) => app.database.db.select().from(eventoBilhete).where(eq(eventoBilhete.inscricaoId, id)).orderBy(eventoBilhete.id),
  };
}
