import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { eventoIngresso, eventoInscricao } from '../events/events.schema.ts';
import { buy, createEvent, holders } from '../events/events.fixtures.ts';
import { createPayer, createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { REFUND_MAIL_JOB } from '../payments/refund-mail.ts';
import { auditoria } from './admin.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { cardToken, giftOf, insertPayment, paymentRow, refund } from './finance.test-helpers.ts';

/**
 * Refunds from the money console (issue 31): card and Pix through the gateway (its webhook settles them), boleto and
 * cash recorded as paid back by transfer; never more than paid net of earlier refunds, once per Idempotency-Key, a
 * second refund drawn from the same screen refused as stale; the payer e-mailed in their language and the refund in
 * their history; an event order's tickets cancelled or kept as staff chose; every refund audited.
 */
let t: TestApp;
let videira: PayingChurch;
let grace: PayingChurch;
let treasurer: StaffSession;
let payer: TestMember;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'congrega-refunds-'));
  t = await createTestApp({ dataDir });
  videira = await createPayingChurch(t.app, 'videira', {
    methods: { cartao_credito: { gateway: 1 }, pix: { gateway: 5 }, boleto: { gateway: 5 }, dinheiro: { gateway: 8 } },
  });
  grace = await createPayingChurch(t.app, 'grace');
  const m = await createMember(t.app, videira);
  await grantPreset(t.app, videira, m, 'finance');
  treasurer = await staffLogin(t.app, m, { totp: true });
  payer = await createPayer(t.app, videira);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const detail = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/admin/videira/finance/payments/${id}`, headers: treasurer.headers })).json();
const outbox = async () => {
  const dir = path.join(dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
};

describe('card refunds through the gateway', () => {
  it('refunds half, then the rest: the webhook settles each, the payment ends refunded, the member is told', async () => {
    const paid = await giftOf(t.app, videira, payer, 'cartao_credito', 10_000);
    const half = await refund(t.app, treasurer, videira, paid.id, { valor: 5_000, motivo: 'Duplicado', estornavelEsperado: 10_000 });
    expect(half.statusCode).toBe(201);
    expect(half.json()).toMatchObject({ status: 'aprovado', estornado: 5_000, estornavel: 5_000, viaEstorno: 'gateway' });
    expect(half.json().estornos).toMatchObject([{ valor: 5_000, motivo: 'Duplicado', via: 'gateway', status: 'concluido' }]);
    expect(half.json().webhooks).toEqual(
      expect.arrayContaining([expect.objectContaining({ tipo: 'estorno', valor: 5_000, resultado: 'aplicado' })]),
    );
    expect(await t.app.jobs.drain(REFUND_MAIL_JOB)).toBe(1);
    const mails = (await outbox()).filter((mail) => mail.includes(`refund of payment ${paid.codigo}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('R$50.00');
    expect(mails[0]).not.toContain('Duplicado');

    const rest = await refund(t.app, treasurer, videira, paid.id, { valor: 5_000, motivo: 'Resto', estornavelEsperado: 5_000 });
    expect(rest.json()).toMatchObject({ status: 'estornado', estornado: 10_000, estornavel: 0, viaEstorno: null });
    expect(rest.json().historico.map((h: { status: string }) => h.status)).toEqual(['em_aberto', 'aprovado', 'estornado']);
    const again = await refund(t.app, treasurer, videira, paid.id, { valor: 1, motivo: 'Mais', estornavelEsperado: 0 });
    expect([again.statusCode, again.json().code]).toEqual([409, 'PAYMENT_NOT_REFUNDABLE']);

    // The member sees it: the payment page says refunded and the giving history carries the amount.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/usuario/${payer.usuarioId}/pagamento/?pedido=${paid.codigo}`,
      headers: payer.headers,
    });
    expect(own.json().status).toBe('estornado');
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1/usuario/${payer.usuarioId}/doacao/?igreja=${videira.id}`,
      headers: payer.headers,
    });
    expect(history.json().itens.find((i: { id: number }) => i.id === paid.id)).toMatchObject({
      status: 'estornado',
      valorEstornado: 10_000,
    });
    const audits = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.igrejaId, videira.id), eq(auditoria.entidade, 'pagamento_estorno'), eq(auditoria.acao, 'create')));
    expect(audits.filter((a) => (a.depois as { pagamento?: number }).pagamento === paid.id)).toHaveLength(2);
  });

  it('the same Idempotency-Key answers the same refund; with another body it is refused; a stale screen is refused', async () => {
    const paid = await giftOf(t.app, videira, payer, 'cartao_credito', 8_000);
    const key = randomUUID();
    const body = { valor: 3_000, motivo: 'Troco', estornavelEsperado: 8_000 };
    const first = await refund(t.app, treasurer, videira, paid.id, body, key);
    const replay = await refund(t.app, treasurer, videira, paid.id, body, key);
    expect([first.statusCode, replay.statusCode]).toEqual([201, 201]);
    expect(replay.json().estornos).toHaveLength(1);
    expect((await paymentRow(t.app, paid.id)).valorEstornado).toBe(3_000);
    const reused = await refund(t.app, treasurer, videira, paid.id, { ...body, valor: 1_000 }, key);
    expect([reused.statusCode, reused.json().code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    const stale = await refund(t.app, treasurer, videira, paid.id, body);
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'REFUND_STALE']);
    const over = await refund(t.app, treasurer, videira, paid.id, { valor: 5_001, motivo: 'x', estornavelEsperado: 5_000 });
    expect([over.statusCode, over.json().code]).toEqual([409, 'REFUND_EXCEEDS_REFUNDABLE']);
    expect(over.json().fields.valor).toContain('R$50.00');
    const missing = await refund(t.app, treasurer, videira, paid.id, body, null);
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
  });

  it('a refund the gateway refuses is recorded refused and gives its amount back', async () => {
    const row = await insertPayment(t.app, videira, {
      metodo: 'cartao_credito',
      idGatewayPagamento: 1,
      gatewayReferencia: 'sbx_unknown',
      total: 4_000,
    });
    const res = await refund(t.app, treasurer, videira, row.id, { valor: 4_000, motivo: 'Erro', estornavelEsperado: 4_000 });
    expect([res.statusCode, res.json().code]).toEqual([409, 'REFUND_GATEWAY_REFUSED']);
    const d = await detail(row.id);
    expect(d).toMatchObject({ status: 'aprovado', estornavel: 4_000, estornado: 0 });
    expect(d.estornos).toMatchObject([{ status: 'recusado', recusa: 'not_refundable' }]);
  });
});

describe('Pix, boleto and cash', () => {
  it('a Pix not yet paid is not refundable; paid through the bank, it is refunded through the gateway', async () => {
    const pix = await giftOf(t.app, videira, payer, 'pix', 2_000);
    const early = await refund(t.app, treasurer, videira, pix.id, { valor: 2_000, motivo: 'x', estornavelEsperado: 0 });
    expect([early.statusCode, early.json().code]).toEqual([409, 'PAYMENT_NOT_REFUNDABLE']);
    const code = (pix.detalhes as { pix: { copiaECola: string } }).pix.copiaECola;
    const bank = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sandbox-bank/pix',
      headers: { host: videira.host },
      payload: { copiaECola: code },
    });
    expect(bank.statusCode).toBe(200);
    const paidTotal = (await paymentRow(t.app, pix.id)).total;
    const res = await refund(t.app, treasurer, videira, pix.id, { valor: paidTotal, motivo: 'Devolução', estornavelEsperado: paidTotal });
    expect(res.json()).toMatchObject({ status: 'estornado', estornos: [{ via: 'gateway', status: 'concluido' }] });
  });

  it.each(['dinheiro', 'boleto'])('%s is recorded as paid back by transfer, with its note and proof', async (metodo) => {
    const row = await insertPayment(t.app, videira, { metodo, idUsuario: payer.usuarioId, total: 6_000 });
    const body = { valor: 6_000, motivo: 'Desistência', estornavelEsperado: 6_000 };
    const noNote = await refund(t.app, treasurer, videira, row.id, body);
    expect([noNote.statusCode, noNote.json().code, typeof noNote.json().fields.observacao]).toEqual([
      400,
      'REFUND_NOTE_REQUIRED',
      'string',
    ]);
    const res = await refund(t.app, treasurer, videira, row.id, {
      ...body,
      observacao: 'PIX para a conta do membro',
      comprovante: 'E2E123',
    });
    expect(res.json()).toMatchObject({
      status: 'estornado',
      estornos: [{ via: 'transferencia', status: 'concluido', observacao: 'PIX para a conta do membro', comprovante: 'E2E123' }],
    });
  });
});

describe("an event order's tickets", () => {
  const order = async (event: Awaited<ReturnType<typeof createEvent>>) => {
    const res = await buy(t.app, videira, event, payer, {
      ingressos: [{ id: event.tickets[0]!.id, quantidade: 2, titulares: holders(2) }],
      valorTotal: 20_000,
      metodoPagamento: 'cartao_credito',
      cartao: { token: await cardToken(t.app, videira, payer) },
    });
    expect(res.statusCode).toBe(201);
    return res.json().pagamento.id as number;
  };
  const state = async (event: Awaited<ReturnType<typeof createEvent>>, paymentId: number) => ({
    vendidos: (await t.app.database.db.select().from(eventoIngresso).where(eq(eventoIngresso.id, event.tickets[0]!.id)))[0]!.vendidos,
    inscricao: (await t.app.database.db.select().from(eventoInscricao).where(eq(eventoInscricao.idPagamento, paymentId)))[0]!.status,
  });

  it('staff must choose; cancelled: the seats go back; kept: the tickets stay valid', async () => {
    const event = await createEvent(t.app, videira, { titulo: 'Retiro' });
    const cancelled = await order(event);
    const kept = await order(event);
    expect(await state(event, cancelled)).toEqual({ vendidos: 4, inscricao: 'confirmada' });
    const body = { valor: 20_000, motivo: 'Não pode ir', estornavelEsperado: 20_000 };
    const unchosen = await refund(t.app, treasurer, videira, cancelled, body);
    expect([unchosen.statusCode, unchosen.json().code]).toEqual([400, 'REFUND_TICKETS_CHOICE_REQUIRED']);
    const res = await refund(t.app, treasurer, videira, cancelled, { ...body, cancelarIngressos: true });
    expect(res.json()).toMatchObject({ status: 'estornado', vinculo: { tipo: 'inscricao_evento', idEvento: event.id } });
    expect(await state(event, cancelled)).toEqual({ vendidos: 2, inscricao: 'cancelada' });
    await refund(t.app, treasurer, videira, kept, { ...body, valor: 5_000, cancelarIngressos: false });
    expect(await state(event, kept)).toEqual({ vendidos: 2, inscricao: 'confirmada' });
  });
});

describe('refund input and access', () => {
  it.each([
    ['amount 0', { valor: 0 }, 'valor'],
    ['negative amount', { valor: -100 }, 'valor'],
    ['fractional amount', { valor: 10.5 }, 'valor'],
    ['huge amount', { valor: 1e15 }, 'valor'],
    ['amount as text', { valor: '100' }, 'valor'],
    ['amount as boolean', { valor: true }, 'valor'],
    ['blank reason', { motivo: '   ' }, 'motivo'],
    ['reason too long', { motivo: 'x'.repeat(501) }, 'motivo'],
    ['reason with a NUL', { motivo: 'a\u0000b' }, 'motivo'],
    ['no expected amount', { estornavelEsperado: undefined }, 'estornavelEsperado'],
    ['tickets choice as text', { cancelarIngressos: 'sim' }, 'cancelarIngressos'],
    ['unknown field', { extra: 1 }, 'extra'],
  ])('refuses %s (400 with the field)', async (_what, patch, field) => {
    const row = await insertPayment(t.app, videira, { total: 1_000 });
    const res = await refund(t.app, treasurer, videira, row.id, { valor: 100, motivo: 'ok', estornavelEsperado: 1_000, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields[field]).toEqual(expect.any(String));
    expect((await paymentRow(t.app, row.id)).valorEstornado).toBe(0);
  });

  it("another church's payment is not found; the content editor and a church admin without finance are refused", async () => {
    const theirs = await insertPayment(t.app, grace, { total: 1_000 });
    const res = await refund(t.app, treasurer, videira, theirs.id, { valor: 100, motivo: 'x', estornavelEsperado: 1_000 });
    expect([res.statusCode, res.json().code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
    expect((await paymentRow(t.app, theirs.id)).valorEstornado).toBe(0);
    const mine = await insertPayment(t.app, videira, { total: 1_000 });
    for (const preset of ['content_editor', 'church_admin'] as const) {
      const m = await createMember(t.app, videira);
      await grantPreset(t.app, videira, m, preset);
      const s = await staffLogin(t.app, m, { totp: true });
      const denied = await refund(t.app, s, videira, mine.id, { valor: 100, motivo: 'x', estornavelEsperado: 1_000 });
      expect([preset, denied.statusCode, denied.json().code]).toEqual([preset, 403, 'STAFF_FORBIDDEN']);
    }
  });
});
