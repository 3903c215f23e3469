import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer, createPayingChurch, TEST_CARDS, type PayingChurch } from '../payments/payments.fixtures.ts';
import { buy, createEvent, daysFromNow, holders, type TestEvent } from './events.fixtures.ts';
import { evento, eventoIngresso } from './events.schema.ts';

const future = `12/${(new Date().getFullYear() + 3) % 100}`;

/** Every EVT_REG code of spec section 8, each reached by the cause it names (contract events-errors.ts). */
describe('purchase refusals: each EVT_REG code from its cause', () => {
  let t: TestApp;
  let church: PayingChurch;
  let member: TestMember;
  let event: TestEvent;
  const one = (ev: TestEvent, ticket = 0, extra: Record<string, unknown> = {}) => ({
    ingressos: [{ id: ev.tickets[ticket]!.id, quantidade: 1, titulares: holders(1) }],
    valorTotal: 10_000,
    metodoPagamento: 'pix',
    ...extra,
  });
  const expectCode = async (res: Awaited<ReturnType<typeof buy>>, status: number, code: string, fields?: Record<string, string>) => {
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status, code });
    if (fields) expect(res.json().fields).toEqual(fields);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'regras');
    member = await createPayer(t.app, church, 'BR');
    event = await createEvent(t.app, church, {
      maxParcelas: 3,
      tickets: [
        {},
        { quantidade: 1, vendidos: 1 },
        { quantidade: 3, vendidos: 2 },
        { inicioVendas: daysFromNow(2) },
        { fimVendas: daysFromNow(-1) },
        { limitePorUsuario: 2 },
        {
          perguntas: [
            { texto: 'Igreja', obrigatoria: true },
            { texto: 'Tamanho', tipo: 'escolha', opcoes: ['P', 'M'] },
          ],
        },
      ],
    });
  });
  afterAll(() => t.close());

  const card = { metodoPagamento: 'cartao_credito', cartao: { token: 'tok_unused' } };
  const soon = () => ({ dataInicio: new Date(Date.now() + 12 * 3_600_000), dataFim: daysFromNow(1) });
  /** [cause, code, status, the event (the shared one unless options for a new one), ticket, what the body changes]. */
  const refusals: [string, string, number, Parameters<typeof createEvent>[2] | null, number, Record<string, unknown>][] = [
    ['the ticket type is sold out', 'EVT_REG_001', 409, null, 1, {}],
    ['the event ended', 'EVT_REG_002', 409, { dataInicio: daysFromNow(-3), dataFim: daysFromNow(-2) }, 0, {}],
    ['a method the event does not take', 'EVT_REG_010', 422, { metodosPagamento: ['pix'] }, 0, { metodoPagamento: 'carteira_digital' }],
    ['cash the event does not take', 'EVT_REG_012', 422, { metodosPagamento: ['pix'] }, 0, { metodoPagamento: 'dinheiro' }],
    ['cash with under a day before the event', 'EVT_REG_012', 422, soon(), 0, { metodoPagamento: 'dinheiro' }],
    ['a boleto the event does not take', 'EVT_REG_013', 422, { metodosPagamento: ['pix'] }, 0, { metodoPagamento: 'boleto' }],
    ['a boleto that could not clear before the event', 'EVT_REG_013', 422, soon(), 0, { metodoPagamento: 'boleto' }],
    ['a total the buyer saw that is not the total now', 'EVT_REG_014', 409, null, 0, { valorTotal: 9_000 }],
    ['a free selection that became paid', 'EVT_REG_014', 409, null, 0, { valorTotal: 0, metodoPagamento: undefined }],
    ['installments with a method other than card', 'EVT_REG_015', 422, null, 0, { parcelas: 2 }],
    ['more installments than the event allows', 'EVT_REG_016', 422, null, 0, { ...card, parcelas: 4 }],
    [
      'more installments than the amount can split',
      'EVT_REG_016',
      422,
      { maxParcelas: 6, tickets: [{ valor: 600 }] },
      0,
      { ...card, valorTotal: 600, parcelas: 3 },
    ],
    ['installments where the event allows none', 'EVT_REG_017', 422, { maxParcelas: 1 }, 0, { ...card, parcelas: 2 }],
    ['sales not started', 'EVT_REG_020', 409, null, 3, {}],
    ['sales ended', 'EVT_REG_024', 409, null, 4, {}],
  ];
  it.each(refusals)('%s: %s', async (_cause, code, status, options, ticket, extra) => {
    const ev = options ? await createEvent(t.app, church, options) : event;
    await expectCode(await buy(t.app, church, ev, member, one(ev, ticket, extra)), status, code);
  });

  it('001 says so in the spec words; the event about to start still sells by Pix', async () => {
    expect((await buy(t.app, church, event, member, one(event, 1))).json().message).toBe('Tickets are sold out.');
    const ev = await createEvent(t.app, church, soon());
    expect((await buy(t.app, church, ev, member, one(ev))).statusCode).toBe(201);
  });

  it('003: a required holder question left unanswered; 004: an unknown question or a choice not offered', async () => {
    const [igreja, tamanho] = event.tickets[6]!.perguntas as [number, number];
    const withAnswers = (respostas: { pergunta: number; resposta: string }[]) =>
      one(event, 6, { ingressos: [{ id: event.tickets[6]!.id, quantidade: 1, titulares: holders(1, respostas) }] });
    await expectCode(await buy(t.app, church, event, member, withAnswers([{ pergunta: tamanho, resposta: 'P' }])), 422, 'EVT_REG_003', {
      'ingressos.0.titulares.0.respostas': 'The form was updated with required fields. Choose your tickets again.',
    });
    await expectCode(
      await buy(
        t.app,
        church,
        event,
        member,
        withAnswers([
          { pergunta: igreja, resposta: 'A' },
          { pergunta: tamanho, resposta: 'XG' },
        ]),
      ),
      422,
      'EVT_REG_004',
    );
    const otherQuestion = event.tickets[6]!.perguntas[0]! + 1000;
    await expectCode(
      await buy(
        t.app,
        church,
        event,
        member,
        withAnswers([
          { pergunta: igreja, resposta: 'A' },
          { pergunta: otherQuestion, resposta: 'x' },
        ]),
      ),
      422,
      'EVT_REG_004',
    );
    const ok = await buy(
      t.app,
      church,
      event,
      member,
      withAnswers([
        { pergunta: igreja, resposta: 'A' },
        { pergunta: tamanho, resposta: 'M' },
      ]),
    );
    expect(ok.statusCode).toBe(201);
  });

  it('014: the buyer covering the fees must send the total with them (the quote gives it)', async () => {
    const passOn = await createEvent(t.app, church, { flagRepassarTaxas: true });
    // Pix costs 0.99 %: the buyer covering the fees pays 10 100 for 10 000 (the quote says so).
    const quote = await t.app.inject({
      url: `/api/v1/evento/${passOn.id}/calcular-taxas?valor=10000&metodoPagamento=pix`,
      headers: { host: church.host },
    });
    expect(quote.json()).toMatchObject({ valor: 10_000, total: 10_100, taxas: 100 });
    await expectCode(await buy(t.app, church, passOn, member, one(passOn)), 409, 'EVT_REG_014');
    expect((await buy(t.app, church, passOn, member, one(passOn, 0, { valorTotal: 10_100 }))).statusCode).toBe(201);
  });

  it('019: a ticket type the event does not offer (another event’s, or withdrawn)', async () => {
    const other = await createEvent(t.app, church);
    const foreign = { ...one(event), ingressos: [{ id: other.tickets[0]!.id, quantidade: 1, titulares: holders(1) }] };
    await expectCode(await buy(t.app, church, event, member, foreign), 409, 'EVT_REG_019', {
      'ingressos.0.id': 'This ticket is no longer available.',
    });
    await t.app.database.db.update(eventoIngresso).set({ flagAtivo: false }).where(eq(eventoIngresso.id, other.tickets[0]!.id));
    await expectCode(await buy(t.app, church, other, member, one(other)), 409, 'EVT_REG_019');
  });

  it('021: fewer tickets left than chosen', async () => {
    const two = { ...one(event, 2), ingressos: [{ id: event.tickets[2]!.id, quantidade: 2, titulares: holders(2) }], valorTotal: 20_000 };
    await expectCode(await buy(t.app, church, event, member, two), 409, 'EVT_REG_021');
  });

  it('023: the event rules changed since the buyer loaded it', async () => {
    const ev = await createEvent(t.app, church);
    await t.app.database.db.update(evento).set({ versao: 2 }).where(eq(evento.id, ev.id));
    await expectCode(await buy(t.app, church, ev, member, one(ev)), 409, 'EVT_REG_023');
    expect((await buy(t.app, church, { ...ev, versao: 2 }, member, one(ev))).statusCode).toBe(201);
  });

  it('026: personal data the event requires is missing from the profile (the fields name it)', async () => {
    const ev = await createEvent(t.app, church, { dadosObrigatorios: ['cpf', 'telefone'] });
    const body = await expectCode(await buy(t.app, church, ev, member, one(ev)), 422, 'EVT_REG_026');
    expect(Object.keys(body.fields)).toEqual(['cpf', 'telefone']);
  });

  it('per-user limit: the spec message once the buyer would hold more than the limit', async () => {
    const two = { ...one(event, 5), ingressos: [{ id: event.tickets[5]!.id, quantidade: 2, titulares: holders(2) }], valorTotal: 20_000 };
    expect((await buy(t.app, church, event, member, two)).statusCode).toBe(201);
    await expectCode(await buy(t.app, church, event, member, one(event, 5)), 409, 'EVT_USER_LIMIT');
    const pt = await t.app.inject({
      method: 'POST',
      url: `/api/v1/usuario/${member.usuarioId}/evento/${event.id}/inscricao/`,
      headers: { ...member.headers, 'accept-language': 'pt-BR', 'idempotency-key': randomUUID() },
      payload: { versaoEvento: event.versao, aceiteTermos: true, ...one(event, 5) },
    });
    expect(pt.json()).toMatchObject({ code: 'EVT_USER_LIMIT', message: 'Você comprou o máximo permitido para este ingresso' });
    // Another member has their own allowance.
    expect((await buy(t.app, church, event, await createPayer(t.app, church), one(event, 5))).statusCode).toBe(201);
  });

  it('terms not agreed: 400 on aceiteTermos; a payment refusal keeps its payments code', async () => {
    const withTerms = await createEvent(t.app, church, { termos: 'Aceito as regras.' });
    await expectCode(await buy(t.app, church, withTerms, member, one(withTerms, 0, { aceiteTermos: false })), 400, 'VALIDATION_FAILED', {
      aceiteTermos: "You need to agree to the event's terms.",
    });
    const abroad = await createPayer(t.app, church, 'US');
    await expectCode(await buy(t.app, church, event, abroad, one(event)), 422, 'PIX_BOLETO_BRAZIL_ONLY');
    const token = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/general/payment/church/${church.id}/card/token`,
        headers: { host: church.host },
        payload: { numero: TEST_CARDS.approved, titular: 'Maria', cvv: '123', validade: future },
      })
    ).json().token;
    // A saved card that is not the member's: not found.
    await expectCode(
      await buy(t.app, church, event, member, one(event, 0, { metodoPagamento: 'cartao_credito', cartao: { idCartao: 999 } })),
      404,
      'CARD_NOT_FOUND',
    );
    expect(
      (await buy(t.app, church, event, member, one(event, 0, { metodoPagamento: 'cartao_credito', cartao: { token } }))).statusCode,
    ).toBe(201);
  });
});
