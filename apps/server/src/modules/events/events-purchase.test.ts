import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { EXPIRE_JOB, RECEIPT_JOB } from '../payments/payments.jobs.ts';
import { createPayer, createPayingChurch, TEST_CARDS, type PayingChurch } from '../payments/payments.fixtures.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { buy, createEvent, holders, type TestEvent } from './events.fixtures.ts';
import { eventoIngresso, eventoInscricao } from './events.schema.ts';
import { TICKET_MAIL_JOB } from './ticket-mail.ts';

const future = `12/${(new Date().getFullYear() + 3) % 100}`;

describe('POST /usuario/{userId}/evento/{id}/inscricao/ (the purchase)', () => {
  let t: TestApp;
  let church: PayingChurch;
  let buyer: TestMember;
  let dataDir: string;
  let paid: TestEvent;
  let free: TestEvent;
  const outbox = async () => {
    const files = await fs.readdir(path.join(dataDir, 'outbox')).catch(() => [] as string[]);
    return Promise.all(files.map((f) => fs.readFile(path.join(dataDir, 'outbox', f), 'utf8')));
  };
  const tokenFor = async (numero: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/general/payment/church/${church.id}/card/token`,
        headers: { host: church.host },
        payload: { numero, titular: 'Maria Silva', cvv: '123', validade: future },
      })
    ).json().token as string;
  const stock = async (id: number) => (await t.app.database.db.select().from(eventoIngresso).where(eq(eventoIngresso.id, id)))[0]!;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congrega-events-'));
    t = await createTestApp({ dataDir });
    church = await createPayingChurch(t.app, 'eventos');
    buyer = await createPayer(t.app, church, 'BR');
    paid = await createEvent(t.app, church, {
      titulo: 'Conferência Videira',
      tickets: [
        { nome: 'Inteira', valor: 15_000, taxa: 1_000, perguntas: [{ texto: 'Igreja de origem', obrigatoria: true }] },
        { nome: 'Meia', valor: 7_500, perguntas: [{ texto: 'Camiseta', tipo: 'escolha', opcoes: ['P', 'M', 'G'] }] },
      ],
    });
    free = await createEvent(t.app, church, { titulo: 'Culto de jovens', flagConvidado: true, tickets: [{ nome: 'Entrada', valor: 0 }] });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('card approved: two tickets with holders and answers, sold at once, tickets e-mailed with their QR codes', async () => {
    const q = paid.tickets[0]!.perguntas[0]!;
    const res = await buy(t.app, church, paid, buyer, {
      ingressos: [{ id: paid.tickets[0]!.id, quantidade: 2, titulares: holders(2, [{ pergunta: q, resposta: 'Videira' }]) }],
      valorTotal: 32_000,
      metodoPagamento: 'cartao_credito',
      cartao: { token: await tokenFor(TEST_CARDS.approved) },
      parcelas: 3,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.pagamento).toMatchObject({
      status: 'aprovado',
      valor: 32_000,
      parcelas: 3,
      destino: { tipo: 'inscricao_evento', descricao: 'Conferência Videira' },
    });
    expect(body.inscricao).toMatchObject({ status: 'confirmada', valor: 32_000, evento: { id: paid.id } });
    expect(body.inscricao.ingressos).toHaveLength(2);
    expect(body.inscricao.ingressos[0]).toMatchObject({
      titular: 'Holder 1',
      respostas: [{ pergunta: 'Igreja de origem', resposta: 'Videira' }],
    });
    expect(body.inscricao.ingressos[0].codigo).toMatch(/^T[0-9A-Z]{20}$/);
    expect(body.inscricao.ingressos[0].qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await stock(paid.tickets[0]!.id)).toMatchObject({ vendidos: 2, reservados: 0 });
    expect(await t.app.jobs.drain(TICKET_MAIL_JOB)).toBe(1);
    const mails = (await outbox()).filter((m) => m.includes(body.inscricao.ingressos[0].codigo));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(body.inscricao.ingressos[1].codigo);
    expect(mails[0]).toContain('Content-Type: image/png');
    expect(mails[0]).toContain('cid:ticket-1');
  });

  it('Pix holds the seats while open; paid through the sandbox bank it confirms the registration and mails the tickets', async () => {
    const res = await buy(t.app, church, paid, buyer, {
      ingressos: [
        { id: paid.tickets[1]!.id, quantidade: 1, titulares: holders(1, [{ pergunta: paid.tickets[1]!.perguntas[0]!, resposta: 'M' }]) },
      ],
      valorTotal: 7_500,
      metodoPagamento: 'pix',
    });
    expect(res.statusCode).toBe(201);
    const { pagamento: p, inscricao } = res.json();
    expect(p.status).toBe('pendente');
    expect(inscricao.status).toBe('pendente');
    expect(inscricao.ingressos[0]).toMatchObject({ codigo: null, qrCode: null, pedido: p.codigo });
    expect(await stock(paid.tickets[1]!.id)).toMatchObject({ vendidos: 0, reservados: 1 });
    const settled = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sandbox-bank/pix',
      headers: { host: church.host },
      payload: { copiaECola: p.pix.copiaECola },
    });
    expect(settled.json().status).toBe('aprovado');
    expect(await stock(paid.tickets[1]!.id)).toMatchObject({ vendidos: 1, reservados: 0 });
    const [reg] = await t.app.database.db.select().from(eventoInscricao).where(eq(eventoInscricao.id, inscricao.id));
    expect(reg!.status).toBe('confirmada');
    expect(await t.app.jobs.drain(TICKET_MAIL_JOB)).toBe(1);
  });

  it('an unpaid boleto and cash order release their seats when the expiry job cancels them', async () => {
    const order = (metodoPagamento: string) =>
      buy(t.app, church, paid, buyer, {
        ingressos: [{ id: paid.tickets[1]!.id, quantidade: 2, titulares: holders(2) }],
        valorTotal: 15_000,
        metodoPagamento,
      });
    const boleto = (await order('boleto')).json();
    const cash = (await order('dinheiro')).json();
    expect(boleto.pagamento.status).toBe('pendente');
    expect(cash.pagamento.status).toBe('aguardando');
    // Cash: the event's days to pay (3 by default), never past its start.
    expect(Date.parse(cash.pagamento.dinheiro.prazo) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    expect(await stock(paid.tickets[1]!.id)).toMatchObject({ vendidos: 1, reservados: 4 });
    await t.app.database.db
      .update(pagamento)
      .set({ expiraEm: new Date(Date.now() - 60_000) })
      .where(eq(pagamento.id, boleto.pagamento.id));
    await t.app.jobs.send(EXPIRE_JOB, {});
    await t.app.jobs.drain(EXPIRE_JOB);
    expect(await stock(paid.tickets[1]!.id)).toMatchObject({ vendidos: 1, reservados: 2 });
    // Cancelled at the church (the sandbox bank settles cash too): released as well.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/sandbox-bank/liquidar',
      headers: { host: church.host },
      payload: { pedido: cash.pagamento.codigo, resultado: 'cancelado' },
    });
    expect(await stock(paid.tickets[1]!.id)).toMatchObject({ vendidos: 1, reservados: 0 });
    const regs = await t.app.database.db.select().from(eventoInscricao).where(eq(eventoInscricao.eventoId, paid.id));
    expect(
      regs
        .filter((r) => r.status === 'cancelada')
        .map((r) => r.id)
        .sort(),
    ).toEqual([boleto.inscricao.id, cash.inscricao.id].sort());
  });

  it('a declined card holds nothing and its refusal is replayed for the same Idempotency-Key', async () => {
    const key = randomUUID();
    const payload = {
      ingressos: [{ id: paid.tickets[1]!.id, quantidade: 1, titulares: holders(1) }],
      valorTotal: 7_500,
      metodoPagamento: 'cartao_credito',
      cartao: { token: await tokenFor(TEST_CARDS.declined) },
    };
    const first = await buy(t.app, church, paid, buyer, payload, key);
    expect(first.statusCode).toBe(402);
    expect(first.json().code).toBe('PAYMENT_DECLINED');
    const again = await buy(t.app, church, paid, buyer, payload, key);
    expect(again.statusCode).toBe(402);
    expect(await stock(paid.tickets[1]!.id)).toMatchObject({ vendidos: 1, reservados: 0 });
  });

  it('the same Idempotency-Key and body answer the first purchase again; another body with it answers 409', async () => {
    const key = randomUUID();
    const payload = {
      ingressos: [{ id: paid.tickets[1]!.id, quantidade: 1, titulares: holders(1) }],
      valorTotal: 7_500,
      metodoPagamento: 'pix',
    };
    const first = await buy(t.app, church, paid, buyer, payload, key);
    const second = await buy(t.app, church, paid, buyer, payload, key);
    expect(second.statusCode).toBe(201);
    expect(second.json().pagamento.codigo).toBe(first.json().pagamento.codigo);
    expect(await stock(paid.tickets[1]!.id)).toMatchObject({ reservados: 1 });
    const other = await buy(t.app, church, paid, buyer, { ...payload, metodoPagamento: 'boleto' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const none = await buy(t.app, church, paid, buyer, payload, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('a free event registers at once: payment gratuito, no method, tickets e-mailed', async () => {
    const res = await buy(t.app, church, free, buyer, {
      ingressos: [{ id: free.tickets[0]!.id, quantidade: 1, titulares: holders(1) }],
      valorTotal: 0,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().pagamento).toMatchObject({ status: 'gratuito', total: 0, metodoPagamento: null });
    expect(res.json().inscricao.status).toBe('confirmada');
    expect(await stock(free.tickets[0]!.id)).toMatchObject({ vendidos: 1 });
    expect(await t.app.jobs.drain(TICKET_MAIL_JOB)).toBe(1);
  });

  it('a guest buys where the event allows it; elsewhere a visitor is asked to log in (401)', async () => {
    const guest = { nome: 'Ana', sobrenome: 'Souza', email: 'Ana@Example.com', pais: 'br' };
    const res = await buy(t.app, church, free, null, {
      ingressos: [{ id: free.tickets[0]!.id, quantidade: 2, titulares: holders(2) }],
      valorTotal: 0,
      dadosUsuarioNaoCadastrado: guest,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().inscricao.status).toBe('confirmada');
    await t.app.jobs.drain(TICKET_MAIL_JOB);
    expect((await outbox()).filter((m) => m.includes('To: ana@example.com'))).toHaveLength(1);
    const noGuest = await buy(t.app, church, free, null, {
      ingressos: [{ id: free.tickets[0]!.id, quantidade: 1, titulares: holders(1) }],
      valorTotal: 0,
    });
    expect(noGuest.statusCode).toBe(400);
    expect(noGuest.json().fields).toEqual({ dadosUsuarioNaoCadastrado: 'This field is required.' });
    const refused = await buy(t.app, church, paid, null, {
      ingressos: [{ id: paid.tickets[1]!.id, quantidade: 1, titulares: holders(1) }],
      valorTotal: 7_500,
      metodoPagamento: 'pix',
      dadosUsuarioNaoCadastrado: guest,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'You need to log in to complete this action.' });
    // A visitor naming a member's id is not that member.
    const named = await t.app.inject({
      method: 'POST',
      url: `/api/v1/usuario/${buyer.usuarioId}/evento/${free.id}/inscricao/`,
      headers: { host: church.host, 'idempotency-key': randomUUID() },
      payload: { versaoEvento: free.versao, ingressos: [{ id: free.tickets[0]!.id, quantidade: 1, titulares: holders(1) }], valorTotal: 0 },
    });
    expect(named.statusCode).toBe(401);
  });

  it('a guest who pays gets the receipt by e-mail (no account link), with the tickets', async () => {
    const open = await createEvent(t.app, church, {
      titulo: 'Retiro aberto',
      flagConvidado: true,
      tickets: [{ nome: 'Vaga', valor: 4_000 }],
    });
    const guest = { nome: 'Bia', sobrenome: 'Lima', email: 'Bia.Lima@Example.com', pais: 'BR' };
    const res = await buy(t.app, church, open, null, {
      ingressos: [{ id: open.tickets[0]!.id, quantidade: 1, titulares: holders(1) }],
      valorTotal: 4_000,
      metodoPagamento: 'cartao_credito',
      cartao: { token: await tokenFor(TEST_CARDS.approved) },
      dadosUsuarioNaoCadastrado: guest,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().pagamento).toMatchObject({ status: 'aprovado', destino: { idEvento: open.id } });
    expect(await t.app.jobs.drain(RECEIPT_JOB)).toBeGreaterThan(0);
    await t.app.jobs.drain(TICKET_MAIL_JOB);
    const toGuest = (await outbox()).filter((m) => m.includes('To: bia.lima@example.com'));
    const receipt = toGuest.find((m) => m.includes(res.json().pagamento.codigo) && /receipt|recibo/i.test(m));
    expect(receipt).toContain('Bia Lima');
    expect(receipt).not.toContain('/user/payment/');
    expect(toGuest.length).toBe(2);
  });

  it("a member buying on another member's path answers 404", async () => {
    const other = await createPayer(t.app, church);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/usuario/${other.usuarioId}/evento/${free.id}/inscricao/`,
      headers: { ...buyer.headers, 'idempotency-key': randomUUID() },
      payload: { versaoEvento: free.versao, ingressos: [{ id: free.tickets[0]!.id, quantidade: 1, titulares: holders(1) }], valorTotal: 0 },
    });
    expect(res.statusCode).toBe(404);
  });
});
