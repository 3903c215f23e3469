import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createEvent } from '../events/events.fixtures.ts';
import { eventoInscricao } from '../events/events.schema.ts';
import { doacaoConvidado } from '../giving/giving.schema.ts';
import { createPayer, createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { giftOf, insertPayment, refund } from './finance.test-helpers.ts';

/**
 * The money console's payments list, totals, CSV and detail (issue 31): filters, search by order code, name,
 * e-mail and CPF, server paging, totals of the filtered set (a refunded payment stays listed and leaves the net),
 * the CSV streamed page by page, the detail's history and webhooks; another church's rows never show.
 */
let t: TestApp;
let videira: PayingChurch;
let grace: PayingChurch;
let treasurer: StaffSession;
let ana: TestMember;
let guestPaymentId: number;
let cardId: number;
const BULK = 1_100;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createPayingChurch(t.app, 'videira');
  grace = await createPayingChurch(t.app, 'grace');
  const m = await createMember(t.app, videira);
  await grantPreset(t.app, videira, m, 'finance');
  treasurer = await staffLogin(t.app, m, { totp: true });
  ana = await createPayer(t.app, videira);
  await t.app.database.db.execute(
    sql`update usuario set nome = 'Ana', sobrenome = 'Souza', cpf = '529.982.247-25' where id = ${ana.usuarioId}`,
  );
  const card = await giftOf(t.app, videira, ana, 'cartao_credito', 10_000);
  cardId = card.id;
  await refund(t.app, treasurer, videira, card.id, { valor: 2_500, motivo: 'Parte', estornavelEsperado: card.total });
  await insertPayment(t.app, videira, { metodo: 'pix', status: 'cancelado', total: 3_000, pagoEm: null, motivo: videira.reasons.missoes });
  const guest = await insertPayment(t.app, videira, {
    metodo: 'boleto',
    total: 7_000,
    taxas: 349,
    criadoEm: new Date('2026-01-15T15:00:00Z'),
  });
  guestPaymentId = guest.id;
  await t.app.database.db
    .insert(doacaoConvidado)
    .values({ igrejaId: videira.id, pagamentoId: guest.id, nome: 'Visitante', sobrenome: 'Gentil', email: 'visita@test.local' });
  await insertPayment(t.app, grace, { total: 99_999, idUsuario: null });
});
afterAll(() => t.close());

const list = (query: string, s: StaffSession = treasurer) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/videira/finance/payments${query}`, headers: s.headers });

describe('payments list', () => {
  it('lists newest first with the totals of paid payments: the refund leaves the net, a cancelled one counts only', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.itens.map((i: { total: number }) => i.total)).not.toContain(99_999);
    expect(body.totais).toEqual({ quantidade: 3, bruto: 17_000, taxas: 349, estornado: 2_500, liquido: 17_000 - 349 - 2_500 });
    expect(body.itens.map((i: { criadoEm: string }) => i.criadoEm)).toEqual(
      body.itens
        .map((i: { criadoEm: string }) => i.criadoEm)
        .sort()
        .reverse(),
    );
    expect(body.itens.find((i: { id: number }) => i.id === cardId)).toMatchObject({
      estornado: 2_500,
      pagador: { usuarioId: ana.usuarioId, nome: 'Ana Souza' },
    });
    expect(body.itens.find((i: { id: number }) => i.id === guestPaymentId).pagador).toEqual({
      usuarioId: null,
      nome: 'Visitante Gentil',
      email: 'visita@test.local',
    });
  });

  it.each([
    ['method', '?metodo=pix', 1],
    ['status', '?status=aprovado', 2],
    ['destination', '?destino=inscricao_evento', 0],
    ['reason', () => `?motivo=${videira.reasons.missoes}`, 1],
    ['guests', '?pagador=convidado', 2],
    ['members', '?pagador=membro', 1],
    ['one member', () => `?usuarioId=${ana.usuarioId}`, 1],
    ['refunded', '?comEstorno=true', 1],
    ['dates (church calendar)', '?de=2026-01-15&ate=2026-01-15', 1],
    ['name', '?q=ana%20sou', 1],
    ['e-mail', '?q=VISITA@', 1],
    ['CPF digits', '?q=529982', 1],
    ['CPF as typed', '?q=529.982.247-25', 1],
  ])('filters by %s', async (_what, query, n) => {
    const res = await list(typeof query === 'function' ? query() : query);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(n);
    expect(res.json().itens).toHaveLength(n);
  });

  it('finds a guest ticket buyer by name or e-mail, and a member by the CPF digits only (not the phone)', async () => {
    const event = await createEvent(t.app, videira);
    const payment = await insertPayment(t.app, videira, { idUsuario: null, destinoTipo: 'inscricao_evento', total: 4_000 });
    await t.app.database.db.insert(eventoInscricao).values({
      igrejaId: videira.id,
      eventoId: event.id,
      convidado: { nome: 'Bartolomeu', sobrenome: 'Quintas' },
      convidadoEmail: 'bart.q@test.local',
      idPagamento: payment.id,
      status: 'confirmada',
      valor: 4_000,
      moeda: 'BRL',
      idioma: 'pt_BR',
    });
    await t.app.database.db.execute(sql`update usuario set telefone = '+55 11 97777-3131' where id = ${ana.usuarioId}`);
    try {
      for (const q of ['bartolomeu%20quin', 'BART.Q@TEST'])
        expect((await list(`?q=${q}`)).json().itens.map((i: { id: number }) => i.id)).toEqual([payment.id]);
      expect((await list('?q=777731')).json().total).toBe(0);
    } finally {
      await t.app.database.db.execute(sql`delete from pagamento where id = ${payment.id}`);
      await t.app.database.db.execute(sql`delete from evento where id = ${event.id}`);
    }
  });

  it('finds by order code, names the filtered member, pages on the server', async () => {
    const codigo = (await list('')).json().itens[0].codigo;
    expect((await list(`?q=${codigo}`)).json().itens.map((i: { codigo: string }) => i.codigo)).toEqual([codigo]);
    expect((await list(`?usuarioId=${ana.usuarioId}`)).json().pagadorFiltro).toEqual({ usuarioId: ana.usuarioId, nome: 'Ana Souza' });
    const page2 = (await list('?limit=2&page=2')).json();
    expect([page2.itens.length, page2.total, page2.totais.quantidade]).toEqual([1, 3, 3]);
  });

  it.each([
    ['an unknown status', '?status=pago', 'status'],
    ['a date that does not exist', '?de=2026-02-30', 'de'],
    ['an end before the start', '?de=2026-02-02&ate=2026-02-01', 'ate'],
    ['a page of 0', '?page=0', 'page'],
    ['a limit of 1000', '?limit=1000', 'limit'],
    ['a reason id out of range', '?motivo=99999999999', 'motivo'],
    ['an unknown filter', '?cor=azul', 'cor'],
    ['a NUL in the search', '?q=a%00b', 'q'],
  ])('refuses %s (400 with the field)', async (_what, query, field) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual(expect.any(String));
  });

  it('keeps the content editor and a church admin without finance out (403)', async () => {
    for (const preset of ['content_editor', 'church_admin'] as const) {
      const m = await createMember(t.app, videira);
      await grantPreset(t.app, videira, m, preset);
      const res = await list('', await staffLogin(t.app, m, { totp: true }));
      expect([res.statusCode, res.json().code]).toEqual([403, 'STAFF_FORBIDDEN']);
    }
  });

  it("grace's finance staff get 404 at videira", async () => {
    const m = await createMember(t.app, grace);
    await grantPreset(t.app, grace, m, 'finance');
    const res = await list('', await staffLogin(t.app, m, { totp: true }));
    expect([res.statusCode, res.json().code]).toEqual([404, 'CHURCH_NOT_FOUND']);
  });
});

describe('payment detail, reasons and export', () => {
  it('shows the items, payer, status history, webhook events, e-mails and refunds; another church’s id is 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/videira/finance/payments/${cardId}`, headers: treasurer.headers });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      pagador: { usuarioId: ana.usuarioId, nome: 'Ana Souza', cpf: '529.982.247-25' },
      itens: [{ motivo: { id: videira.reasons.dizimo, nome: 'Dízimo' }, valor: 10_000 }],
      historico: [{ status: 'em_aberto' }, { status: 'aprovado' }],
      estornos: [{ valor: 2_500, status: 'concluido' }],
      estornavel: d.total - 2_500,
      viaEstorno: 'gateway',
      cartao: { ultimosDigitos: '1111' },
    });
    expect(d.webhooks.some((w: { tipo: string }) => w.tipo === 'estorno')).toBe(true);
    const theirs = await insertPayment(t.app, grace, { total: 1_000 });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/videira/finance/payments/${theirs.id}`,
      headers: treasurer.headers,
    });
    expect([other.statusCode, other.json().code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
  });

  it('lists every reason, inactive ones too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/videira/finance/reasons', headers: treasurer.headers });
    expect(res.json().itens.map((r: { nome: string }) => r.nome)).toEqual(['Dízimo', 'Oferta', 'Missões']);
  });

  it('streams the filtered payments as CSV across several pages, in the list order', async () => {
    const now = Date.now();
    await t.app.database.db.execute(sql`
      insert into pagamento (igreja_id, codigo, destino_tipo, descricao, metodo, moeda, valor, total, valor_parcela, status, idioma, criado_em)
      select ${videira.id}, 'BULK' || g, 'doacao', '=cmd|calc', 'dinheiro', 'BRL', 100, 100, 100, 'aprovado', 'pt-BR',
        to_timestamp(${now / 1000}) - (g || ' seconds')::interval
      from generate_series(1, ${BULK}) g`);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/videira/finance/payments/export?metodo=dinheiro',
      headers: treasurer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('pedido');
    const codes = lines.slice(1).map((l) => l.split(',')[1]);
    expect(codes.filter((c) => c?.startsWith('BULK'))).toHaveLength(BULK);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.indexOf('BULK1')).toBeLessThan(codes.indexOf('BULK1100'));
    expect(res.body).toContain("'=cmd|calc");
    expect(res.body).not.toContain('999.99');
  });
});
