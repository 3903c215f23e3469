import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer, createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { insertRecurringGift, readGift } from './giving-account.fixtures.ts';
import type { RecurringGiftRow } from './giving.schema.ts';

/** Every bad input of the recurring-gift endpoints: 400 with the translated field message, nothing changed. */
describe('giving account: bad input', () => {
  let t: TestApp;
  let church: PayingChurch;
  let giver: TestMember;
  let gift: RecurringGiftRow;
  const base = (userId: number | string) => `/api/v1/usuario/${userId}/doacao-recorrente/`;

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'recorr-in');
    giver = await createPayer(t.app, church);
    gift = await insertRecurringGift(t.app, church, giver, church.reasons.dizimo);
  });
  afterAll(() => t.close());

  it.each([
    ['empty body', {}, '', 'This field is required.'],
    ['valor zero', { valor: 0 }, 'valor', 'The minimum value is 1.'],
    ['valor negative', { valor: -100 }, 'valor', 'The minimum value is 1.'],
    ['valor fractional', { valor: 10.5 }, 'valor', 'Enter a whole number.'],
    ['valor text', { valor: 'abc' }, 'valor', 'Enter a whole number.'],
    ['valor null', { valor: null }, 'valor', 'The minimum value is 1.'],
    ['recorrenciaDias below 7', { recorrenciaDias: 6 }, 'recorrenciaDias', 'The minimum value is 7.'],
    ['recorrenciaDias above 366', { recorrenciaDias: 367 }, 'recorrenciaDias', 'The maximum value is 366.'],
    ['recorrenciaDias text', { recorrenciaDias: 'x' }, 'recorrenciaDias', 'Enter a whole number.'],
    ['status cancelada (cancel is DELETE)', { status: 'cancelada' }, 'status', 'The field is not valid.'],
    ['status unknown', { status: 'x' }, 'status', 'The field is not valid.'],
    ['unknown field', { valor: 1000, cartaoToken: 'x' }, 'cartaoToken', 'Unexpected field.'],
    ['NUL in a field', { status: 'ativa\u0000' }, 'status', undefined],
  ])('PATCH refuses %s', async (_name, payload, field, message) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${base(giver.usuarioId)}${gift.id}`,
      headers: { ...giver.headers, 'accept-language': 'en' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    if (field === '') expect(res.json().message).toBe(message);
    else if (message) expect(res.json().fields[field]).toBe(message);
    else expect(res.json().fields[field]).toBeTruthy();
    expect(await readGift(t.app, gift.id)).toEqual(gift);
  });

  it.each([
    ['userId text', 'abc', '1'],
    ['userId zero', '0', '1'],
    ['userId above int4', '2147483648', '1'],
    ['id text', 'USER', 'abc'],
    ['id negative', 'USER', '-1'],
    ['id above int4', 'USER', '2147483648'],
  ])('PATCH and DELETE refuse %s', async (_name, userId, id) => {
    const url = `${base(userId === 'USER' ? giver.usuarioId : userId)}${id}`;
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url, headers: giver.headers, ...(method === 'PATCH' ? { payload: { valor: 1000 } } : {}) });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it.each([
    ['missing igreja', ''],
    ['igreja text', 'igreja=x'],
    ['igreja above int4', 'igreja=2147483648'],
    ['unknown field', 'igreja=1&status=ativa'],
  ])('the list refuses %s', async (_name, query) => {
    const res = await t.app.inject({ url: `${base(giver.usuarioId)}?${query}`, headers: { ...giver.headers, 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields ?? {}).length).toBeGreaterThan(0);
  });

  it('a malformed JSON body is 400', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${base(giver.usuarioId)}${gift.id}`,
      headers: { ...giver.headers, 'content-type': 'application/json' },
      payload: '{"valor":',
    });
    expect(res.statusCode).toBe(400);
  });
});
