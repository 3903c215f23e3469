import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer, createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { buy, createEvent, holders, type TestEvent } from './events.fixtures.ts';

/** My registrations (`eventos`), the tickets of one event with QR codes, and a ticket's content for its owner only. */
describe('my registrations, tickets and ticket content', () => {
  let t: TestApp;
  let church: PayingChurch;
  let owner: TestMember;
  let other: TestMember;
  let online: TestEvent;
  let plain: TestEvent;
  let contentTicket: number;
  let plainTicket: number;
  let pixOrder: { codigo: string; destino: { idEvento: number | null } };
  const get = (url: string, m: TestMember | null) =>
    t.app.inject({ url: `/api/v1${url}`, headers: { 'accept-language': 'en', ...(m ? m.headers : { host: church.host }) } });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'ingressos');
    owner = await createPayer(t.app, church);
    other = await createPayer(t.app, church);
    online = await createEvent(t.app, church, {
      titulo: 'Congresso online',
      tickets: [
        { nome: 'Online', valor: 0, flagConteudoOnline: true },
        { nome: 'Presencial', valor: 0 },
      ],
      conteudos: [{ titulo: 'Palestra 1' }, { titulo: 'Só online', ticket: 0 }, { titulo: 'Só presencial', ticket: 1 }],
    });
    plain = await createEvent(t.app, church, { titulo: 'Jantar', tickets: [{ nome: 'Mesa', valor: 5_000 }] });
    const free = await buy(t.app, church, online, owner, {
      ingressos: [
        { id: online.tickets[0]!.id, quantidade: 1, titulares: [{ nome: 'Maria', respostas: [] }] },
        { id: online.tickets[1]!.id, quantidade: 1, titulares: [{ nome: 'João', respostas: [] }] },
      ],
      valorTotal: 0,
    });
    [contentTicket, plainTicket] = free.json().inscricao.ingressos.map((i: { id: number }) => i.id);
    // A Pix order still open: its tickets show as pending, without a code.
    const pix = await buy(t.app, church, plain, owner, {
      ingressos: [{ id: plain.tickets[0]!.id, quantidade: 2, titulares: holders(2) }],
      valorTotal: 10_000,
      metodoPagamento: 'pix',
    });
    pixOrder = pix.json().pagamento;
  });
  afterAll(() => t.close());

  it('lists the events the member holds tickets for, with confirmed and pending counts', async () => {
    const res = await get(`/usuario/${owner.usuarioId}/evento/`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const eventos = res
      .json()
      .eventos.map((e: { evento: { titulo: string }; confirmados: number; pendentes: number; flagConteudo: boolean }) => [
        e.evento.titulo,
        e.confirmados,
        e.pendentes,
        e.flagConteudo,
      ]);
    expect(eventos.sort()).toEqual([
      ['Congresso online', 2, 0, true],
      ['Jantar', 0, 2, false],
    ]);
    expect((await get(`/usuario/${other.usuarioId}/evento/`, other)).json()).toEqual({ eventos: [] });
  });

  it('names the ticket whose content the buttons open: in my registrations and in the event detail (the caller only)', async () => {
    const mine = (await get(`/usuario/${owner.usuarioId}/evento/`, owner)).json().eventos;
    const byTitle = Object.fromEntries(
      mine.map((e: { evento: { titulo: string }; ingressoConteudo: number | null }) => [e.evento.titulo, e.ingressoConteudo]),
    );
    expect(byTitle).toEqual({ 'Congresso online': contentTicket, Jantar: null });
    const detail = (m: TestMember | null) => get(`/igreja/${church.slug}/evento/${online.id}/`, m);
    expect((await detail(owner)).json()).toMatchObject({ ingressoConteudo: contentTicket });
    expect((await detail(other)).json().ingressoConteudo).toBeNull();
    expect((await detail(null)).json().ingressoConteudo).toBeNull();
    expect((await get(`/igreja/${church.slug}/evento/${plain.id}/`, owner)).json().ingressoConteudo).toBeNull();
  });

  it("a registration's payment carries its event id (purchase answer and the payment's page); a donation's is null", async () => {
    expect(pixOrder.destino).toMatchObject({ tipo: 'inscricao_evento', idEvento: plain.id });
    const page = await get(`/usuario/${owner.usuarioId}/pagamento/?pedido=${pixOrder.codigo}`, owner);
    expect(page.statusCode).toBe(200);
    expect(page.json().destino).toEqual({ tipo: 'inscricao_evento', descricao: 'Jantar', idEvento: plain.id });
  });

  it('shows each ticket with its holder; the QR code only once confirmed', async () => {
    const confirmed = (await get(`/usuario/${owner.usuarioId}/evento/${online.id}/inscricao/`, owner)).json();
    expect(confirmed.evento.titulo).toBe('Congresso online');
    expect(
      confirmed.ingressos.map((i: { titular: string; tipo: { nome: string }; status: string }) => [i.titular, i.tipo.nome, i.status]),
    ).toEqual([
      ['Maria', 'Online', 'confirmada'],
      ['João', 'Presencial', 'confirmada'],
    ]);
    expect(confirmed.ingressos[0].codigo).toMatch(/^T[0-9A-Z]{20}$/);
    expect(confirmed.ingressos[0].codigo).not.toBe(confirmed.ingressos[1].codigo);
    expect(Buffer.from(confirmed.ingressos[0].qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    const pending = (await get(`/usuario/${owner.usuarioId}/evento/${plain.id}/inscricao/`, owner)).json();
    expect(pending.ingressos.map((i: { status: string; codigo: null; qrCode: null }) => [i.status, i.codigo, i.qrCode])).toEqual([
      ['pendente', null, null],
      ['pendente', null, null],
    ]);
    expect(pending.ingressos[0].pedido).toMatch(/^P/);
  });

  it('gives a content ticket its content (shared and its own type only); everything else answers 404', async () => {
    const url = (m: TestMember, ticket: number, event = online.id) =>
      `/usuario/${m.usuarioId}/evento/${event}/inscricao/${ticket}/conteudo/`;
    const res = await get(url(owner, contentTicket), owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().conteudos.map((c: { titulo: string; tipo: string }) => [c.titulo, c.tipo])).toEqual([
      ['Palestra 1', 'video'],
      ['Só online', 'video'],
    ]);
    const refused = [
      [url(owner, plainTicket), owner],
      [url(owner, contentTicket, plain.id), owner],
      [url(other, contentTicket), other],
      [url(owner, contentTicket), other],
      [url(owner, 999_999), owner],
    ] as const;
    for (const [u, m] of refused) {
      const r = await get(u, m);
      expect(r.statusCode, u).toBe(404);
      expect(r.body).not.toContain('Palestra');
    }
    expect((await get(url(owner, plainTicket), owner)).json()).toMatchObject({
      code: 'EVENT_CONTENT_NOT_FOUND',
      message: 'Content not found or unavailable.',
    });
  });

  it("someone else's registrations answer 404; visitors 401", async () => {
    expect((await get(`/usuario/${owner.usuarioId}/evento/`, other)).statusCode).toBe(404);
    const tickets = await get(`/usuario/${owner.usuarioId}/evento/${online.id}/inscricao/`, other);
    expect(tickets.statusCode).toBe(404);
    expect(tickets.body).not.toContain('Maria');
    const mine = await get(`/usuario/${other.usuarioId}/evento/${online.id}/inscricao/`, other);
    expect(mine.json()).toMatchObject({ code: 'EVENT_TICKET_NOT_FOUND' });
    for (const u of [`/usuario/${owner.usuarioId}/evento/`, `/usuario/${owner.usuarioId}/evento/${online.id}/inscricao/`]) {
      expect((await get(u, null)).statusCode).toBe(401);
    }
  });
});
