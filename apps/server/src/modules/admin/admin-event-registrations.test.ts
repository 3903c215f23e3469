import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/fixtures.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { createEvent, type TestEvent } from '../events/events.fixtures.ts';
import { createPayer } from '../payments/payments.fixtures.ts';
import { staffGrant } from './admin.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { checkIn } from './door.test-helpers.ts';
import { createRegistrationsWorld, type RegistrationsWorld } from './event-registrations.test-helpers.ts';

/**
 * An event's registrations in the staff console (issue 32): the list with its filters (status, ticket type, method,
 * paid, checked in), the search by holder or buyer, every holder's answers, counts and revenue per type, the CSV,
 * a registration's detail with its payment's timeline; another church's event answers 404, a grant scoped to one
 * event opens that event only, door staff hold no registrations; bad queries are translated 400s.
 */
let w: RegistrationsWorld;
let event: TestEvent;
let other: TestEvent;
let paidId: number;
let pendingId: number;
let buyer2Email: string;
let scoped: StaffSession;
let door: StaffSession;

beforeAll(async () => {
  w = await createRegistrationsWorld();
  event = await w.event('Retiro');
  other = await w.event('Jantar');
  paidId = await w.byCard(event, w.payer, ['Ana Clara', 'Bento Reis'], 'G');
  const buyer2 = await createPayer(w.t.app, w.videira);
  await w.t.app.database.db.update(usuario).set({ nome: 'Joaquim' }).where(eq(usuario.id, buyer2.usuarioId));
  buyer2Email = buyer2.email;
  pendingId = await w.byPix(event, buyer2, 'Caio Menor');
  await w.byCard(other, w.payer, ['Outra Pessoa']);
  const s = await createMember(w.t.app, w.videira);
  await w.t.app.database.db
    .insert(staffGrant)
    .values({ igrejaId: w.videira.id, usuarioId: s.usuarioId, area: 'events', action: 'view', scopeKind: 'event', scopeId: event.id });
  scoped = await staffLogin(w.t.app, s);
  const d = await createMember(w.t.app, w.videira);
  await grantPreset(w.t.app, w.videira, d, 'door_staff', event.id);
  door = await staffLogin(w.t.app, d);
});
afterAll(() => w.t.close());

const list = (query = '', s: StaffSession = w.admin, e: TestEvent = event) =>
  w.call(s, 'GET', `videira/events/${e.id}/registrations${query}`);
const ids = async (query: string) => (await list(query)).json().itens.map((r: { id: number }) => r.id);

describe('the list', () => {
  it('lists the registrations newest first with buyer, payment, holders and their answers, and the per-type summary', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ evento: { id: event.id, titulo: 'Retiro' }, total: 2, page: 1, moeda: 'BRL' });
    expect(body.itens.map((r: { id: number }) => r.id)).toEqual([pendingId, paidId]);
    const paid = body.itens[1];
    expect(paid).toMatchObject({
      status: 'confirmada',
      pago: true,
      valor: 20_000,
      comprador: { usuarioId: w.payer.usuarioId, email: w.payer.email },
      pagamento: { status: 'aprovado', metodo: 'cartao_credito', estornado: 0 },
    });
    expect(paid.bilhetes).toEqual([
      expect.objectContaining({
        titular: 'Ana Clara',
        tipo: { id: event.tickets[0]!.id, nome: 'Adulto' },
        respostas: [{ pergunta: 'Camiseta', resposta: 'G' }],
        checkinEm: null,
      }),
      expect.objectContaining({ titular: 'Bento Reis', respostas: [{ pergunta: 'Camiseta', resposta: 'G' }] }),
    ]);
    expect(JSON.stringify(body)).not.toMatch(/"codigo":"T[0-9A-Z]{20}"/);
    expect(body.itens[0]).toMatchObject({ status: 'pendente', pago: false, pagamento: { metodo: 'pix', status: 'pendente' } });
    expect(body.tipos).toEqual([
      expect.objectContaining({
        nome: 'Adulto',
        preco: 10_000,
        vendidos: 2,
        reservados: 0,
        confirmados: 2,
        pendentes: 0,
        checkins: 0,
        bruto: 20_000,
        estornado: 0,
      }),
      expect.objectContaining({ nome: 'Criança', preco: 5_000, vendidos: 0, reservados: 1, confirmados: 0, pendentes: 1, bruto: 0 }),
    ]);
  });

  it('filters by status, ticket type, method and paid', async () => {
    expect(await ids('?status=pendente')).toEqual([pendingId]);
    expect(await ids('?status=confirmada')).toEqual([paidId]);
    expect(await ids('?status=cancelada')).toEqual([]);
    expect(await ids(`?ingresso=${event.tickets[1]!.id}`)).toEqual([pendingId]);
    expect(await ids('?metodo=cartao_credito')).toEqual([paidId]);
    expect(await ids('?metodo=boleto')).toEqual([]);
    expect(await ids('?pago=true')).toEqual([paidId]);
    expect(await ids('?pago=false')).toEqual([pendingId]);
    expect(await ids(`?pago=true&ingresso=${event.tickets[1]!.id}`)).toEqual([]);
  });

  it('searches holders and buyers by name or e-mail, and the order code', async () => {
    expect(await ids('?q=bento')).toEqual([paidId]);
    expect(await ids('?q=Joaquim')).toEqual([pendingId]);
    expect(await ids(`?q=${encodeURIComponent(buyer2Email.toUpperCase())}`)).toEqual([pendingId]);
    const code = (await list()).json().itens[1].pagamento.codigo as string;
    expect(await ids(`?q=${code}`)).toEqual([paidId]);
    expect(await ids('?q=ninguem')).toEqual([]);
    expect(await ids('?q=100%25')).toEqual([]);
  });

  it('filters by checked in once a ticket was admitted at the door, and counts the admission', async () => {
    const codigo = (await w.tickets(paidId))[0]!.codigo;
    expect((await checkIn(w.t.app, w.admin, w.videira, event.id, { codigo })).json().veredito).toBe('admitido');
    expect(await ids('?checkin=true')).toEqual([paidId]);
    expect(await ids('?checkin=false')).toEqual([pendingId]);
    const body = (await list()).json();
    expect(body.tipos[0].checkins).toBe(1);
    expect(body.itens[1].bilhetes[0].checkinEm).toEqual(expect.any(String));
  });

  it('pages', async () => {
    const first = (await list('?limit=1')).json();
    const second = (await list('?limit=1&page=2')).json();
    expect([first.total, first.itens.length, second.itens[0].id]).toEqual([2, 1, paidId]);
  });
});

describe('the CSV', () => {
  it('streams one row per ticket with the filters applied', async () => {
    const res = await w.call(w.admin, 'GET', `videira/events/${event.id}/registrations/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('inscricoes.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'inscricao,criada_em,status,comprador,email,membro,pedido,metodo,pago,moeda,valor,bilhete,tipo,titular,respostas,checkin_em',
    );
    expect(lines).toHaveLength(4);
    expect(lines.filter((l) => l.includes('Camiseta: G'))).toHaveLength(2);
    expect(lines.find((l) => l.includes('Caio Menor'))).toContain(',pix,não,BRL,50.00,');
    const filtered = await w.call(w.admin, 'GET', `videira/events/${event.id}/registrations/export?status=pendente`);
    expect(filtered.body.trim().split('\r\n')).toHaveLength(2);
  });
});

describe('the detail', () => {
  it("shows the registration with its payment's timeline and what may be refunded", async () => {
    const res = await w.call(w.admin, 'GET', `videira/events/${event.id}/registrations/${paidId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: paidId, idioma: 'en', estornavel: 20_000, pago: true });
    const kinds = body.linhaDoTempo.map((m: { tipo: string; status: string | null }) => `${m.tipo}:${m.status ?? ''}`);
    expect(kinds[0]).toBe('inscricao:');
    expect(kinds).toEqual(expect.arrayContaining(['pagamento:aprovado', 'checkin:']));
    const times = body.linhaDoTempo.map((m: { em: string }) => m.em);
    expect([...times].sort()).toEqual(times);
    expect(JSON.stringify(body)).not.toContain('cpf');
    // The questions of its tickets' types, by id: what a ticket's move answers.
    expect(body.perguntas).toEqual([
      {
        id: event.tickets[0]!.perguntas[0],
        ingressoId: event.tickets[0]!.id,
        texto: 'Camiseta',
        tipo: 'escolha',
        opcoes: ['P', 'M', 'G'],
        obrigatoria: true,
      },
    ]);
  });

  it("answers 404 for a registration of another event, another church's event, or nothing", async () => {
    const ofOther = (await w.call(w.admin, 'GET', `videira/events/${other.id}/registrations`)).json().itens[0].id;
    const wrongEvent = await w.call(w.admin, 'GET', `videira/events/${event.id}/registrations/${ofOther}`);
    expect([wrongEvent.statusCode, wrongEvent.json().code]).toEqual([404, 'EVENT_REGISTRATION_NOT_FOUND']);
    const graceEvent = await createEvent(w.t.app, w.grace, { titulo: 'Grace Camp' });
    const graceList = await w.call(w.admin, 'GET', `videira/events/${graceEvent.id}/registrations`);
    expect([graceList.statusCode, graceList.json().code]).toEqual([404, 'EVENT_NOT_FOUND']);
    const graceCsv = await w.call(w.admin, 'GET', `videira/events/${graceEvent.id}/registrations/export`);
    expect(graceCsv.statusCode).toBe(404);
    const graceChurch = await w.call(w.admin, 'GET', `grace/events/${graceEvent.id}/registrations`);
    expect([graceChurch.statusCode, graceChurch.json().code]).toEqual([404, 'CHURCH_NOT_FOUND']);
  });
});

describe('who may list', () => {
  it('a grant scoped to one event opens that event only; door staff hold no registrations', async () => {
    expect((await list('', scoped)).statusCode).toBe(200);
    const elsewhere = await list('', scoped, other);
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([403, 'STAFF_FORBIDDEN']);
    const detail = await w.call(scoped, 'GET', `videira/events/${event.id}/registrations/${paidId}`);
    expect(detail.statusCode).toBe(200);
    const write = await w.call(scoped, 'POST', `videira/events/${event.id}/registrations/${paidId}/resend`);
    expect([write.statusCode, write.json().code]).toEqual([403, 'STAFF_FORBIDDEN']);
    for (const e of [event, other]) {
      const res = await list('', door, e);
      expect([res.statusCode, res.json().code]).toEqual([403, 'STAFF_FORBIDDEN']);
    }
  });
});

describe('bad queries', () => {
  it.each([
    ['an unknown status', '?status=paga', 'status'],
    ['a ticket type 0', '?ingresso=0', 'ingresso'],
    ['a ticket type as text', '?ingresso=adulto', 'ingresso'],
    ['an unknown method', '?metodo=cheque', 'metodo'],
    ['paid as yes', '?pago=sim', 'pago'],
    ['checked in as 1', '?checkin=1', 'checkin'],
    ['a blank search', '?q=%20', 'q'],
    ['a search too long', `?q=${'x'.repeat(101)}`, 'q'],
    ['page 0', '?page=0', 'page'],
    ['limit 101', '?limit=101', 'limit'],
    ['an unknown field', '?cor=azul', 'cor'],
  ])('refuses %s (400 with a translated field message)', async (_what, query, field) => {
    const res = await list(query);
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.json().fields[field]).toEqual(expect.any(String));
    expect(res.json().fields[field]).not.toMatch(/^validation\./);
  });

  it('refuses an event id that is not an id', async () => {
    const res = await w.call(w.admin, 'GET', 'videira/events/abc/registrations');
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
