import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buy, createEvent, holders } from '../events/events.fixtures.ts';
import { eventoIngresso, eventoInscricao } from '../events/events.schema.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { createPayer, createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { RECEIPT_JOB } from '../payments/payments.jobs.ts';
import { auditoria } from './admin.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { dashboardCount, gatewayEvent, payAfterExpiry, postNote, sendEvent } from './finance-attention.test-helpers.ts';
import { giftOf, insertPayment, paymentRow, refund } from './finance.test-helpers.ts';

/**
 * A Pix paid after its order was cancelled (issue 31, "money received for a cancelled order: refund or honour"): the
 * webhook records the money's arrival and nothing else (no receipt, no ticket, no seat), the payment is refundable
 * and listed by its filter and in the totals, the dashboard counts it until staff refund or honour it.
 */
let t: TestApp;
let videira: PayingChurch;
let grace: PayingChurch;
let treasurer: StaffSession;
let payer: TestMember;
let treasurerConta: number;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createPayingChurch(t.app, 'videira');
  grace = await createPayingChurch(t.app, 'grace');
  const m = await createMember(t.app, videira);
  await grantPreset(t.app, videira, m, 'finance');
  treasurer = await staffLogin(t.app, m, { totp: true });
  treasurerConta = m.contaId;
  payer = await createPayer(t.app, videira);
});
afterAll(() => t.close());

const detail = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/admin/videira/finance/payments/${id}`, headers: treasurer.headers })).json();
const list = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/admin/videira/finance/payments?${query}`, headers: treasurer.headers })).json();
const waiting = () => dashboardCount(t.app, treasurer, 'videira', 'paid_after_cancel');
const honour = (id: number, payload: object, staff = treasurer) => postNote(t.app, staff, `videira/finance/payments/${id}/honour`, payload);

describe('a Pix paid after it expired', () => {
  it('records the money and nothing else; refundable, filtered, in the totals; refunded through the gateway', async () => {
    const before = await waiting();
    const pix = await giftOf(t.app, videira, payer, 'pix', 3_000);
    await t.app.jobs.drain(RECEIPT_JOB);
    const eventId = `evt_late_${pix.id}`;
    expect(await payAfterExpiry(t.app, videira, pix.id, eventId)).toBe('pago_apos_cancelamento');
    const row = await paymentRow(t.app, pix.id);
    expect(row).toMatchObject({ status: 'cancelado', pagoEm: expect.any(Date), ultimoEventoEm: expect.any(Date) });
    expect(await t.app.jobs.drain(RECEIPT_JOB)).toBe(0);
    // The same event again changes nothing; another approval of it neither.
    expect(await sendEvent(t.app, gatewayEvent(videira.id, row.gatewayReferencia!, 'aprovado', eventId))).toBe('repetido');
    expect(await sendEvent(t.app, gatewayEvent(videira.id, row.gatewayReferencia!))).toBe('ignorado');
    expect((await paymentRow(t.app, pix.id)).pagoEm).toEqual(row.pagoEm);

    const d = await detail(pix.id);
    expect(d).toMatchObject({ status: 'cancelado', estornavel: row.total, viaEstorno: 'gateway', pagoAposCancelamento: { honrado: null } });
    expect(d.webhooks).toEqual(
      expect.arrayContaining([expect.objectContaining({ eventoId: eventId, resultado: 'pago_apos_cancelamento' })]),
    );
    expect(await waiting()).toBe((before ?? 0) + 1);

    const late = await list(`pagoAposCancelamento=true&q=${row.codigo}`);
    expect(late.itens.map((p: { id: number }) => p.id)).toEqual([pix.id]);
    expect(late.totais).toMatchObject({ quantidade: 1, bruto: row.total, estornado: 0 });
    expect((await list(`pagoAposCancelamento=false&q=${row.codigo}`)).itens).toEqual([]);
    const never = await insertPayment(t.app, videira, { status: 'cancelado', pagoEm: null, total: 900 });
    expect((await list(`q=${never.codigo}`)).totais.bruto).toBe(0);
    expect((await list('pagoAposCancelamento=true')).itens.map((p: { id: number }) => p.id)).not.toContain(never.id);

    const res = await refund(t.app, treasurer, videira, pix.id, {
      valor: row.total,
      motivo: 'Pedido expirado',
      estornavelEsperado: row.total,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'cancelado', estornado: row.total, estornavel: 0, estornos: [{ status: 'concluido' }] });
    expect(res.json().webhooks).toEqual(expect.arrayContaining([expect.objectContaining({ tipo: 'estorno', resultado: 'aplicado' })]));
    expect((await list(`q=${row.codigo}`)).totais).toMatchObject({ bruto: row.total, estornado: row.total });
    expect(await waiting()).toBe(before ?? 0);
    const after = await honour(pix.id, { observacao: 'Fica' });
    expect([after.statusCode, after.json().code]).toEqual([409, 'PAYMENT_NOT_PAID_AFTER_CANCEL']);
  });

  it('records the money even when the gateway dated the approval before its own later cancellation event', async () => {
    const pix = await giftOf(t.app, videira, payer, 'pix', 2_000);
    const ref = (await paymentRow(t.app, pix.id)).gatewayReferencia!;
    // The gateway's cancellation arrives first, dated now; its approval, dated a minute earlier, after it.
    expect(await sendEvent(t.app, gatewayEvent(videira.id, ref, 'cancelado'))).toBe('aplicado');
    const cancelled = await paymentRow(t.app, pix.id);
    expect(cancelled.status).toBe('cancelado');
    const early = { ...gatewayEvent(videira.id, ref), criadoEm: new Date(cancelled.ultimoEventoEm!.getTime() - 60_000).toISOString() };
    expect(await sendEvent(t.app, early)).toBe('pago_apos_cancelamento');
    expect(await paymentRow(t.app, pix.id)).toMatchObject({
      status: 'cancelado',
      pagoEm: expect.any(Date),
      ultimoEventoEm: cancelled.ultimoEventoEm,
    });
  });

  it("an event order's seats and tickets stay cancelled, and its refund leaves them so", async () => {
    const event = await createEvent(t.app, videira, { titulo: 'Congresso' });
    const bought = await buy(t.app, videira, event, payer, {
      ingressos: [{ id: event.tickets[0]!.id, quantidade: 2, titulares: holders(2) }],
      valorTotal: 20_000,
      metodoPagamento: 'pix',
    });
    expect(bought.statusCode).toBe(201);
    const id = bought.json().pagamento.id as number;
    const state = async () => {
      const [ticket] = await t.app.database.db.select().from(eventoIngresso).where(eq(eventoIngresso.id, event.tickets[0]!.id));
      const [reg] = await t.app.database.db.select().from(eventoInscricao).where(eq(eventoInscricao.idPagamento, id));
      return { vendidos: ticket!.vendidos, reservados: ticket!.reservados, inscricao: reg!.status };
    };
    expect(await state()).toEqual({ vendidos: 0, reservados: 2, inscricao: 'pendente' });
    expect(await payAfterExpiry(t.app, videira, id)).toBe('pago_apos_cancelamento');
    expect(await state()).toEqual({ vendidos: 0, reservados: 0, inscricao: 'cancelada' });
    const total = (await paymentRow(t.app, id)).total;
    const res = await refund(t.app, treasurer, videira, id, {
      valor: total,
      motivo: 'Expirou',
      estornavelEsperado: total,
      cancelarIngressos: true,
    });
    expect(res.statusCode).toBe(201);
    expect(await state()).toEqual({ vendidos: 0, reservados: 0, inscricao: 'cancelada' });
  });
});

describe('honouring it', () => {
  it('keeps the money with a note, audited, once; the dashboard stops counting it', async () => {
    const pix = await giftOf(t.app, videira, payer, 'pix', 4_000);
    await payAfterExpiry(t.app, videira, pix.id);
    const before = await waiting();
    for (const bad of [{}, { observacao: '   ' }, { observacao: 'x'.repeat(501) }, { observacao: 'ok', extra: 1 }]) {
      const res = await honour(pix.id, bad);
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const res = await honour(pix.id, { observacao: '  Doação mantida a pedido do membro  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelado',
      estornavel: (await paymentRow(t.app, pix.id)).total,
      pagoAposCancelamento: { honrado: { observacao: 'Doação mantida a pedido do membro', por: { contaId: treasurerConta } } },
    });
    expect(res.json().pagoAposCancelamento.honrado.por.nome).not.toBe('');
    expect(await waiting()).toBe(before! - 1);
    const audit = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'pagamento_honra'), eq(auditoria.entidadeId, String(pix.id))));
    expect(audit).toMatchObject([{ acao: 'update', atorContaId: treasurerConta, area: 'finance' }]);
    const twice = await honour(pix.id, { observacao: 'de novo' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'PAYMENT_ALREADY_HONOURED']);
    expect(twice.json().message).toMatch(/already decided/);
    // Money received, as the list's totals count it: the giving report of the year counts it too.
    const online = async () => {
      const report = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/videira/finance/reports/giving?ano=${new Date().getFullYear()}`,
        headers: treasurer.headers,
      });
      return (report.json().linhas as { online: number }[]).reduce((sum, l) => sum + l.online, 0);
    };
    const counted = await online();
    await t.app.database.db.update(pagamento).set({ pagoEm: null }).where(eq(pagamento.id, pix.id));
    expect(counted - (await online())).toBe((await paymentRow(t.app, pix.id)).total);
  });

  it('refuses a paid payment (409), another church’s (404), and staff without finance edit (403)', async () => {
    const paid = await insertPayment(t.app, videira, { status: 'aprovado' });
    const res = await honour(paid.id, { observacao: 'x' });
    expect([res.statusCode, res.json().code]).toEqual([409, 'PAYMENT_NOT_PAID_AFTER_CANCEL']);
    const theirs = await insertPayment(t.app, grace, { status: 'cancelado' });
    const other = await honour(theirs.id, { observacao: 'x' });
    expect([other.statusCode, other.json().code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
    for (const preset of ['content_editor', 'church_admin'] as const) {
      const m = await createMember(t.app, videira);
      await grantPreset(t.app, videira, m, preset);
      const denied = await honour(paid.id, { observacao: 'x' }, await staffLogin(t.app, m, { totp: true }));
      expect([preset, denied.statusCode]).toEqual([preset, 403]);
    }
  });
});
