import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer, createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { buy, createEvent, daysFromNow, holders, type TestEvent } from './events.fixtures.ts';

/** The event list, the detail (ticket statuses and the button for visitor and member) and the fee quote. */
describe('event pages', () => {
  let t: TestApp;
  let church: PayingChurch;
  let member: TestMember;
  let statuses: TestEvent;
  const get = (url: string, headers: Record<string, string> = { host: church.host }) =>
    t.app.inject({ url: `/api/v1${url}`, headers: { 'accept-language': 'en', ...headers } });
  const detail = async (ev: TestEvent, who: TestMember | null = member) =>
    (await get(`/igreja/${church.slug}/evento/${ev.id}/`, who ? who.headers : { host: church.host })).json();
  const free1 = (ev: TestEvent, m: TestMember = member, ticket = 0) =>
    buy(t.app, church, ev, m, { ingressos: [{ id: ev.tickets[ticket]!.id, quantidade: 1, titulares: holders(1) }], valorTotal: 0 });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'agenda');
    member = await createPayer(t.app, church);
    statuses = await createEvent(t.app, church, {
      titulo: 'Statuses',
      dataInicio: daysFromNow(30),
      dataFim: daysFromNow(31),
      tickets: [
        { nome: 'open', quantidade: 500 },
        { nome: 'until', fimVendas: daysFromNow(5), quantidade: 8, vendidos: 3 },
        { nome: 'from', inicioVendas: daysFromNow(3) },
        { nome: 'soldout', quantidade: 4, vendidos: 4 },
        { nome: 'expired', fimVendas: daysFromNow(-1) },
        { nome: 'limit', valor: 0, limitePorUsuario: 1 },
      ],
    });
  });
  afterAll(() => t.close());

  it('lists upcoming events soonest first; todos adds ended ones after them; public cache; another slug 404', async () => {
    const c = await createPayingChurch(t.app, 'lista');
    await createEvent(t.app, c, { titulo: 'Later', dataInicio: daysFromNow(20), dataFim: daysFromNow(21) });
    await createEvent(t.app, c, { titulo: 'Soon', dataInicio: daysFromNow(2), dataFim: daysFromNow(2.5), tickets: [{ valor: 0 }] });
    await createEvent(t.app, c, { titulo: 'Ended', dataInicio: daysFromNow(-5), dataFim: daysFromNow(-4) });
    await createEvent(t.app, c, { titulo: 'Hidden', flagAtivo: false });
    const res = await get(`/igreja/lista/evento/`, { host: c.host });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.json()).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(res.json().eventos.map((e: { titulo: string }) => e.titulo)).toEqual(['Soon', 'Later']);
    expect(res.json().eventos[0]).toMatchObject({ flagGratuito: true, valorAPartirDe: 0, encerrado: false, esgotado: false, moeda: 'BRL' });
    const all = (await get(`/igreja/lista/evento/?periodo=todos&limit=2&page=2`, { host: c.host })).json();
    expect(all).toMatchObject({ total: 3, page: 2 });
    expect(all.eventos.map((e: { titulo: string; encerrado: boolean }) => [e.titulo, e.encerrado])).toEqual([['Ended', true]]);
    expect((await get(`/igreja/outra/evento/`, { host: c.host })).statusCode).toBe(404);
    const none = await createChurch(t.app, 'semeventos', { modules: ['MOD_CULTO'] });
    expect((await get(`/igreja/semeventos/evento/`, { host: none.host })).json().code).toBe('MODULE_DISABLED');
  });

  it('gives each ticket type its status, how many the caller may choose and, when few, how many are left', async () => {
    await free1(statuses, member, 5);
    const d = await detail(statuses);
    expect(
      d.ingressos.map((i: { nome: string; status: string; maxPorCompra: number; restantes: number | null }) => [
        i.nome,
        i.status,
        i.maxPorCompra,
        i.restantes,
      ]),
    ).toEqual([
      ['open', 'disponivel', 10, null],
      ['until', 'disponivel_ate', 5, 5],
      ['from', 'disponivel_a_partir', 0, null],
      ['soldout', 'esgotado', 0, 0],
      ['expired', 'expirado', 0, null],
      ['limit', 'limite_usuario', 0, null],
    ]);
    expect(d).toMatchObject({
      versao: 1,
      meusIngressos: 1,
      botao: 'inscrever_novamente',
      metodosPagamento: ['cartao_credito', 'pix', 'boleto', 'dinheiro', 'carteira_digital', 'ach'],
    });
    const visitor = await detail(statuses, null);
    expect(visitor.ingressos[5].status).toBe('disponivel');
    expect(visitor).toMatchObject({ meusIngressos: 0, botao: 'inscrever' });
  });

  it('shows the seven button states from the rule in the contract', async () => {
    const other = await createMember(t.app, church);
    const ended = await createEvent(t.app, church, { dataInicio: daysFromNow(-2), dataFim: daysFromNow(-1) });
    expect((await detail(ended)).botao).toBe('encerrado');
    const soldOut = await createEvent(t.app, church, { tickets: [{ quantidade: 1, vendidos: 1 }] });
    expect((await detail(soldOut)).botao).toBe('indisponivel');
    const plain = await createEvent(t.app, church, { tickets: [{ valor: 0, limitePorUsuario: 1 }] });
    expect((await detail(plain)).botao).toBe('inscrever');
    await free1(plain);
    expect((await detail(plain)).botao).toBe('ver_ingressos');
    const online = await createEvent(t.app, church, { tickets: [{ valor: 0, limitePorUsuario: 1, flagConteudoOnline: true }] });
    await free1(online);
    expect((await detail(online)).botao).toBe('ver_conteudo');
    const live = await createEvent(t.app, church, {
      dataInicio: daysFromNow(-0.1),
      dataFim: daysFromNow(0.5),
      tickets: [{ valor: 0, flagConteudoOnline: true }],
    });
    expect((await detail(live, other)).botao).toBe('inscrever');
    await free1(live, other);
    expect((await detail(live, other)).botao).toBe('acesso_online');
    expect((await detail(statuses)).botao).toBe('inscrever_novamente');
  });

  it('the detail names where, who to contact, the terms and the rules; unknown, inactive and malformed ids', async () => {
    const ev = await createEvent(t.app, church, {
      localNome: 'Templo',
      localEndereco: 'Rua A, 1',
      localLinkMapa: 'https://maps.example/1',
      contatoEmail: 'eventos@agenda.test',
      termos: 'Regras',
      flagConvidado: true,
      dadosObrigatorios: ['cpf'],
      diasPrazoDinheiro: 5,
    });
    const d = await detail(ev, null);
    expect(d).toMatchObject({
      local: { nome: 'Templo', endereco: 'Rua A, 1', linkMapa: 'https://maps.example/1', cidade: null },
      contato: { email: 'eventos@agenda.test', nome: null },
      termos: 'Regras',
      flagConvidado: true,
      dadosObrigatorios: ['cpf'],
      diasPrazoDinheiro: 5,
      maxParcelas: 6,
    });
    const res = await get(`/igreja/${church.slug}/evento/${ev.id}/`);
    expect(res.headers['cache-control']).toBe('no-store');
    const hidden = await createEvent(t.app, church, { flagAtivo: false });
    for (const id of [hidden.id, 999_999]) {
      const r = await get(`/igreja/${church.slug}/evento/${id}/`);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ code: 'EVENT_NOT_FOUND', message: 'Event not found. Check the address.' });
    }
    expect((await get(`/igreja/${church.slug}/evento/abc/`)).statusCode).toBe(400);
    expect((await get(`/igreja/${church.slug}/evento/99999999999/`)).statusCode).toBe(400);
  });

  it('quotes the total and the card installments under the event rules', async () => {
    const passOn = await createEvent(t.app, church, { flagRepassarTaxas: true, maxParcelas: 3 });
    const card = (await get(`/evento/${passOn.id}/calcular-taxas?valor=10000&metodoPagamento=cartao_credito`)).json();
    // Card 3.99 % + R$ 0.39 covered by the buyer; at most 3 installments (the event), with the church's interest.
    expect(card).toMatchObject({ valor: 10_000, taxas: card.total - 10_000, moeda: 'BRL' });
    expect(card.total).toBeGreaterThan(10_400);
    expect(card.parcelas.map((p: { parcelas: number }) => p.parcelas)).toEqual([1, 2, 3]);
    const plain = (await get(`/evento/${statuses.id}/calcular-taxas?valor=10000&metodoPagamento=pix`)).json();
    expect(plain).toMatchObject({ total: 10_000, taxas: 0, parcelas: [] });
    const pixOnly = await createEvent(t.app, church, { metodosPagamento: ['pix'] });
    const refused = await get(`/evento/${pixOnly.id}/calcular-taxas?valor=10000&metodoPagamento=boleto`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('EVT_REG_010');
    expect((await get(`/evento/999999/calcular-taxas?valor=10000&metodoPagamento=pix`)).statusCode).toBe(404);
    const bad = await get(`/evento/${pixOnly.id}/calcular-taxas?valor=0&metodoPagamento=cheque`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['metodoPagamento', 'valor']);
  });
});
