import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer, createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { createEvent, holders, type TestEvent } from './events.fixtures.ts';
import { eventoIngresso, eventoInscricao } from './events.schema.ts';

/** Every bad input of the event endpoints: 400 with the translated field message, nothing bought. */
describe('events: bad input', () => {
  let t: TestApp;
  let church: PayingChurch;
  let member: TestMember;
  let event: TestEvent;
  const valid = () => ({
    versaoEvento: event.versao,
    aceiteTermos: true,
    ingressos: [{ id: event.tickets[0]!.id, quantidade: 1, titulares: holders(1) }],
    valorTotal: 10_000,
    metodoPagamento: 'pix',
  });
  const post = (payload: unknown, userId: number | string = member.usuarioId, headers: Record<string, string> = member.headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/usuario/${userId}/evento/${event.id}/inscricao/`,
      headers: { ...headers, 'accept-language': 'en', 'idempotency-key': randomUUID() },
      payload: payload as Record<string, unknown>,
    });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'entradas');
    member = await createPayer(t.app, church);
    event = await createEvent(t.app, church, { flagConvidado: true });
  });
  afterAll(async () => {
    // Nothing was bought or held by any bad input.
    expect(await t.app.database.db.select().from(eventoInscricao)).toEqual([]);
    const [type] = await t.app.database.db.select().from(eventoIngresso).where(eq(eventoIngresso.id, event.tickets[0]!.id));
    expect(type).toMatchObject({ vendidos: 0, reservados: 0 });
    await t.close();
  });

  const ticket = (over: Record<string, unknown>) => ({ ...valid(), ingressos: [{ ...valid().ingressos[0], ...over }] });
  it.each([
    ['no ingressos', () => ({ ...valid(), ingressos: undefined }), 'ingressos', 'This field is required.'],
    ['empty ingressos', () => ({ ...valid(), ingressos: [] }), 'ingressos', 'This field is required.'],
    ['quantidade zero', () => ticket({ quantidade: 0, titulares: [] }), 'ingressos.0.quantidade', 'The minimum value is 1.'],
    ['quantidade above 10', () => ticket({ quantidade: 11, titulares: holders(11) }), 'ingressos.0.quantidade', 'The maximum value is 10.'],
    ['quantidade fractional', () => ticket({ quantidade: 1.5 }), 'ingressos.0.quantidade', 'Enter a whole number.'],
    ['fewer holders than tickets', () => ticket({ quantidade: 2 }), 'ingressos.0.titulares', 'Enter a holder for each ticket.'],
    ['blank holder name', () => ticket({ titulares: [{ nome: '  ' }] }), 'ingressos.0.titulares.0.nome', 'This field is required.'],
    [
      'holder name too long',
      () => ticket({ titulares: [{ nome: 'x'.repeat(121) }] }),
      'ingressos.0.titulares.0.nome',
      'Use at most 120 characters.',
    ],
    [
      'control character in a name',
      () => ticket({ titulares: [{ nome: 'A\u0000B' }] }),
      'ingressos.0.titulares.0.nome',
      'The text contains characters that are not allowed.',
    ],
    [
      'blank answer',
      () => ticket({ titulares: [{ nome: 'A', respostas: [{ pergunta: 1, resposta: '' }] }] }),
      'ingressos.0.titulares.0.respostas.0.resposta',
      'This field is required.',
    ],
    ['ticket id text', () => ticket({ id: 'abc' }), 'ingressos.0.id', 'Enter a whole number.'],
    ['ticket id above int4', () => ticket({ id: 2_147_483_648 }), 'ingressos.0.id', 'The field is not valid.'],
    [
      'the same type twice',
      () => ({ ...valid(), ingressos: [valid().ingressos[0], valid().ingressos[0]] }),
      'ingressos',
      'The field is not valid.',
    ],
    ['unknown field in a ticket', () => ticket({ preco: 1 }), 'ingressos.0.preco', 'Unexpected field.'],
    ['no valorTotal', () => ({ ...valid(), valorTotal: undefined }), 'valorTotal', 'Enter a whole number.'],
    ['negative valorTotal', () => ({ ...valid(), valorTotal: -1 }), 'valorTotal', 'The minimum value is 0.'],
    ['no versaoEvento', () => ({ ...valid(), versaoEvento: undefined }), 'versaoEvento', 'Enter a whole number.'],
    ['aceiteTermos text', () => ({ ...valid(), aceiteTermos: 'sim' }), 'aceiteTermos', 'This field is required.'],
    ['paid without a method', () => ({ ...valid(), metodoPagamento: undefined }), 'metodoPagamento', 'Choose a payment method.'],
    ['unknown method', () => ({ ...valid(), metodoPagamento: 'cheque' }), 'metodoPagamento', 'Choose a payment method.'],
    ['card without a card', () => ({ ...valid(), metodoPagamento: 'cartao_credito' }), 'cartao', 'This field is required.'],
    ['ach without an account', () => ({ ...valid(), metodoPagamento: 'ach' }), 'ach', 'This field is required.'],
    ['parcelas above 12', () => ({ ...valid(), parcelas: 13 }), 'parcelas', 'The maximum value is 12.'],
    ['unknown field', () => ({ ...valid(), desconto: 100 }), 'desconto', 'Unexpected field.'],
    [
      'bad guest e-mail',
      () => ({ ...valid(), dadosUsuarioNaoCadastrado: { nome: 'A', sobrenome: 'B', email: 'x', pais: 'BR' } }),
      'dadosUsuarioNaoCadastrado.email',
      'Enter a valid e-mail address.',
    ],
    [
      'bad guest CPF',
      () => ({
        ...valid(),
        dadosUsuarioNaoCadastrado: { nome: 'A', sobrenome: 'B', email: 'a@b.test', pais: 'BR', cpf: '111.111.111-11' },
      }),
      'dadosUsuarioNaoCadastrado.cpf',
      'Invalid CPF number.',
    ],
    [
      'bad guest country',
      () => ({ ...valid(), dadosUsuarioNaoCadastrado: { nome: 'A', sobrenome: 'B', email: 'a@b.test', pais: 'Brasil' } }),
      'dadosUsuarioNaoCadastrado.pais',
      'The field is not valid.',
    ],
  ])('the purchase refuses %s', async (_name, payload, field, message) => {
    const res = await post(payload());
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields[field]).toBe(message);
  });

  it.each([
    ['userId text', 'abc'],
    ['userId negative', '-1'],
    ['userId above int4', '2147483648'],
  ])('the purchase path refuses %s', async (_name, userId) => {
    expect((await post(valid(), userId)).statusCode).toBe(400);
  });

  it('a missing or malformed Idempotency-Key, a malformed JSON body, a wrong event id', async () => {
    const url = `/api/v1/usuario/${member.usuarioId}/evento/${event.id}/inscricao/`;
    for (const key of [undefined, 'short', 'has spaces in it', 'x'.repeat(129)]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...member.headers, 'accept-language': 'en', ...(key ? { 'idempotency-key': key } : {}) },
        payload: valid(),
      });
      expect(res.json(), String(key)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    }
    const broken = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: '{"ingressos":',
    });
    expect(broken.statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/v1/usuario/${member.usuarioId}/evento/999999/inscricao/`,
      headers: { ...member.headers, 'idempotency-key': randomUUID() },
      payload: valid(),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('EVENT_NOT_FOUND');
  });

  it.each([
    ['/igreja/entradas/evento/?periodo=ontem', 'periodo'],
    ['/igreja/entradas/evento/?limit=51', 'limit'],
    ['/igreja/entradas/evento/?page=0', 'page'],
    ['/igreja/entradas/evento/?x=1', 'x'],
    ['/evento/1/calcular-taxas?valor=100', 'metodoPagamento'],
    ['/evento/1/calcular-taxas?valor=1.5&metodoPagamento=pix', 'valor'],
  ])('GET %s answers 400 on %s', async (url, field) => {
    const res = await t.app.inject({ url: `/api/v1${url}`, headers: { host: church.host } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it.each([
    ['userId text', 'abc', '1'],
    ['userId zero', '0', '1'],
    ['event id above int4', 'USER', '2147483648'],
  ])('my tickets refuse %s', async (_name, userId, id) => {
    const res = await t.app.inject({
      url: `/api/v1/usuario/${userId === 'USER' ? member.usuarioId : userId}/evento/${id}/inscricao/`,
      headers: member.headers,
    });
    expect(res.statusCode).toBe(400);
  });
});
