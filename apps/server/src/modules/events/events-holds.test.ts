import { randomUUID } from 'node:crypto';
import { ACH_CONFIRMATION_DAYS, CARD_REVIEW_DAYS } from '@congrega/contract/payments/constants';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SIGNATURE_HEADER, signWebhook } from '../payments/gateways/sandbox/webhook-signature.ts';
import { EXPIRE_JOB } from '../payments/payments.jobs.ts';
import { createPayer, createPayingChurch, TEST_CARDS, type PayingChurch } from '../payments/payments.fixtures.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { buy, createEvent, holders, type TestEvent } from './events.fixtures.ts';
import { eventoIngresso, eventoInscricao } from './events.schema.ts';

const DAY = 86_400_000;
const future = `12/${(new Date().getFullYear() + 3) % 100}`;
const ACH = { titular: 'John Miller', numeroConta: '000123456789', numeroRoteamento: '011000015', tipoConta: 'corrente' };

/** Seats held by payments that wait on the gateway or the bank end with a deadline; guests buy within a rate. */
describe('event purchases: seats held while a verdict is awaited, and guest purchases per IP', () => {
  let t: TestApp;
  let church: PayingChurch;
  let buyer: TestMember;
  let event: TestEvent;

  const stock = async (of = event) =>
    (await t.app.database.db.select().from(eventoIngresso).where(eq(eventoIngresso.id, of.tickets[0]!.id)))[0]!;
  const paymentRow = async (id: number) => (await t.app.database.db.select().from(pagamento).where(eq(pagamento.id, id)))[0]!;
  const cardToken = async (numero: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/general/payment/church/${church.id}/card/token`,
        headers: { host: church.host },
        payload: { numero, titular: 'Maria Silva', cvv: '123', validade: future },
      })
    ).json().token as string;
  const buyOne = (payment: Record<string, unknown>) =>
    buy(t.app, church, event, buyer, {
      ingressos: [{ id: event.tickets[0]!.id, quantidade: 1, titulares: holders(1) }],
      valorTotal: 5_000,
      ...payment,
    });
  const webhook = (reference: string, status: string) => {
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      tipo: 'pagamento.status',
      criadoEm: new Date().toISOString(),
      dados: { igreja: church.id, referencia: reference, status },
    });
    return t.app.inject({
      method: 'POST',
      url: '/webhooks/pagamento/sandbox',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(t.app.paymentGateways.sandboxSecret, body, new Date()),
      },
      payload: body,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'eventos-reserva');
    buyer = await createPayer(t.app, church, 'BR');
    event = await createEvent(t.app, church, {
      titulo: 'Retiro',
      flagConvidado: true,
      tickets: [{ nome: 'Vaga', valor: 5_000, quantidade: 10 }],
    });
  });
  afterAll(() => t.close());

  it('a card in review and an ACH transfer hold seats until their deadline; then they are released and a late approval sells nothing', async () => {
    const review = await buyOne({ metodoPagamento: 'cartao_credito', cartao: { token: await cardToken(TEST_CARDS.review) } });
    const ach = await buyOne({ metodoPagamento: 'ach', ach: ACH });
    expect(review.statusCode).toBe(201);
    expect(ach.statusCode).toBe(201);
    expect(review.json().pagamento.status).toBe('em_analise');
    expect(ach.json().pagamento.status).toBe('nao_aprovado');
    expect(await stock()).toMatchObject({ vendidos: 0, reservados: 2 });

    const reviewRow = await paymentRow(review.json().pagamento.id);
    const achRow = await paymentRow(ach.json().pagamento.id);
    expect(Math.abs(reviewRow.expiraEm!.getTime() - (Date.now() + CARD_REVIEW_DAYS * DAY))).toBeLessThan(60_000);
    expect(Math.abs(achRow.expiraEm!.getTime() - (Date.now() + ACH_CONFIRMATION_DAYS * DAY))).toBeLessThan(60_000);

    await t.app.database.db
      .update(pagamento)
      .set({ expiraEm: new Date(Date.now() - 60_000) })
      .where(inArray(pagamento.id, [reviewRow.id, achRow.id]));
    await t.app.jobs.send(EXPIRE_JOB, {});
    await t.app.jobs.drain(EXPIRE_JOB);
    expect(await stock()).toMatchObject({ vendidos: 0, reservados: 0 });
    expect((await paymentRow(reviewRow.id)).status).toBe('cancelado');
    expect((await paymentRow(achRow.id)).status).toBe('cancelado');
    const regs = await t.app.database.db
      .select({ status: eventoInscricao.status })
      .from(eventoInscricao)
      .where(inArray(eventoInscricao.id, [review.json().inscricao.id, ach.json().inscricao.id]));
    expect(regs.map((r) => r.status)).toEqual(['cancelada', 'cancelada']);

    // The gateway's approval after the deadline: nothing is sold again, but the money that came is recorded for staff
    // to refund or keep (the money console's attention queue: paid after cancellation).
    expect((await webhook(reviewRow.gatewayReferencia!, 'aprovado')).json().resultado).toBe('pago_apos_cancelamento');
    expect(await paymentRow(reviewRow.id)).toMatchObject({ status: 'cancelado', pagoEm: expect.any(Date) });
    const lateBank = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sandbox-bank/liquidar',
      headers: { host: church.host, 'accept-language': 'en' },
      payload: { pedido: achRow.codigo, resultado: 'aprovado' },
    });
    expect(lateBank.statusCode).toBe(409);
    expect((await paymentRow(reviewRow.id)).status).toBe('cancelado');
    expect(await stock()).toMatchObject({ vendidos: 0, reservados: 0 });
  });

  it('a payment the gateway moves into review gets at least the review’s time', async () => {
    const pix = await buyOne({ metodoPagamento: 'pix' });
    const row = await paymentRow(pix.json().pagamento.id);
    expect(row.expiraEm!.getTime() - Date.now()).toBeLessThan(DAY);
    expect((await webhook(row.gatewayReferencia!, 'em_analise')).json().resultado).toBe('aplicado');
    expect((await paymentRow(row.id)).expiraEm!.getTime() - Date.now()).toBeGreaterThan((CARD_REVIEW_DAYS - 0.01) * DAY);
  });

  it('counts guest purchases per church and IP address: past 20 an hour a visitor waits (429, translated); members do not', async () => {
    const guest = { nome: 'Ana', sobrenome: 'Souza', email: 'ana@example.com', pais: 'br' };
    const busy = await createEvent(t.app, church, { flagConvidado: true, tickets: [{ nome: 'Vaga', valor: 5_000, quantidade: 100 }] });
    const attempt = (remoteAddress: string, member: TestMember | null = null) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/usuario/${member?.usuarioId ?? 0}/evento/${busy.id}/inscricao/`,
        headers: { ...(member ? member.headers : { host: church.host }), 'accept-language': 'es', 'idempotency-key': randomUUID() },
        remoteAddress,
        // Each Pix order would hold a seat: a script could empty the event.
        payload: {
          versaoEvento: busy.versao,
          aceiteTermos: true,
          ingressos: [{ id: busy.tickets[0]!.id, quantidade: 1, titulares: holders(1) }],
          valorTotal: 5_000,
          metodoPagamento: 'pix',
          ...(member ? {} : { dadosUsuarioNaoCadastrado: guest }),
        },
      });
    for (let i = 0; i < 20; i++) expect((await attempt('10.20.30.40')).statusCode).toBe(201);
    const limited = await attempt('10.20.30.40');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Demasiados intentos\. Espera \d+ segundos/),
    });
    expect((await attempt('10.20.30.41')).statusCode).toBe(201);
    expect((await attempt('10.20.30.40', buyer)).statusCode).toBe(201);
    expect((await stock(busy)).reservados).toBe(20 + 2);
  });
});
