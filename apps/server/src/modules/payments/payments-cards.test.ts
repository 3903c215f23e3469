import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPayer, createPayingChurch, TEST_CARDS, type PayingChurch } from './payments.fixtures.ts';

const future = `12/${(new Date().getFullYear() + 3) % 100}`;
const card = (overrides: Record<string, unknown> = {}) => ({
  numero: TEST_CARDS.approved,
  titular: 'Maria Silva',
  cvv: '123',
  validade: future,
  ...overrides,
});

describe('cards: token, save, list, delete', () => {
  let t: TestApp;
  let church: PayingChurch;
  let owner: TestMember;
  let other: TestMember;
  const en = (h: Record<string, string>) => ({ ...h, 'accept-language': 'en' });
  const tokenize = (payload: unknown, churchId = church.id, headers: Record<string, string> = en(owner.headers)) =>
    t.app.inject({ method: 'POST', url: `/api/v1/general/payment/church/${churchId}/card/token`, headers, payload: payload as object });
  const save = (member: TestMember, token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${church.id}`,
      headers: en(member.headers),
      payload: { token },
    });
  const list = (member: TestMember, userId = member.usuarioId) =>
    t.app.inject({ url: `/api/v1/usuario/${church.id}/${userId}/cartoes`, headers: en(member.headers) });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createPayingChurch(t.app, 'cartoes');
    owner = await createPayer(t.app, church);
    other = await createPayer(t.app, church);
  });
  afterAll(() => t.close());

  it('tokenizes a card: token, brand, last four, expiry as MM/YYYY; never the number or CVV', async () => {
    const res = await tokenize(card({ numero: '4111-1111 1111-1111', validade: '7/2099'.replace('7/', '07/') }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      bandeira: 'visa',
      ultimosDigitos: '1111',
      validade: '07/2099',
      titular: 'Maria Silva',
      idGatewayPagamento: 1,
    });
    expect(body.token).toMatch(/^tok_sbx_/);
    expect(JSON.stringify(body)).not.toContain('4111111111111111');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['missing number', { numero: undefined }, 'numero', 'This field is required.'],
    ['Luhn failure', { numero: '4111 1111 1111 1112' }, 'numero', 'Invalid card number.'],
    ['letters', { numero: '4111 abcd 1111 1111' }, 'numero', 'Invalid card number.'],
    ['expired', { validade: '01/20' }, 'validade', 'This card has expired.'],
    ['month 13', { validade: '13/30' }, 'validade', 'Invalid expiry date. Use MM/YY or MM/YYYY.'],
    ['wrong expiry shape', { validade: '2030-12' }, 'validade', 'Invalid expiry date. Use MM/YY or MM/YYYY.'],
    ['short CVV', { cvv: '12' }, 'cvv', 'Invalid security code.'],
    ['4-digit CVV on visa', { cvv: '1234' }, 'cvv', 'Invalid security code.'],
    ['blank holder', { titular: '   ' }, 'titular', 'This field is required.'],
    ['wrong CPF', { cpfTitular: '111.111.111-11' }, 'cpfTitular', 'Invalid CPF number.'],
    ['control characters in holder', { titular: 'Maria\u0000' }, 'titular', 'The text contains characters that are not allowed.'],
  ])('refuses %s with a translated field message', async (_name, overrides, field, message) => {
    const res = await tokenize(card(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('refuses an unknown field and another church id (404, nothing leaks)', async () => {
    expect((await tokenize({ ...card(), extra: 1 })).statusCode).toBe(400);
    const res = await tokenize(card(), church.id + 1000);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CHURCH_NOT_FOUND');
  });

  it('saves a card once, lists it grouped by gateway, and deletes it', async () => {
    const token = (await tokenize(card())).json().token as string;
    const saved = await save(owner, token);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ bandeira: 'visa', ultimosDigitos: '1111', expirado: false, idGatewayPagamento: 1 });
    // The same card again (a new token of the same number) is refused.
    const again = await save(owner, (await tokenize(card())).json().token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CARD_ALREADY_SAVED');
    const listed = await list(owner);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ cartoes: [{ idGatewayPagamento: 1, cartoes: [saved.json()] }] });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/usuario-cartao-gateway-pagamento/${saved.json().id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await list(owner)).json()).toEqual({ cartoes: [] });
  });

  it("someone else's cards and card ids answer 404 and change nothing", async () => {
    const token = (await tokenize(card({ numero: '5555 5555 5555 4444' }))).json().token as string;
    const saved = (await save(owner, token)).json();
    expect((await list(other, owner.usuarioId)).statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/usuario-cartao-gateway-pagamento/${saved.id}`,
      headers: other.headers,
    });
    expect(del.statusCode).toBe(404);
    expect(del.json().code).toBe('CARD_NOT_FOUND');
    // Another member cannot save the owner's token either.
    const stolen = await save(other, token);
    expect(stolen.statusCode).toBe(422);
    expect((await list(owner)).json().cartoes[0].cartoes.map((c: { id: number }) => c.id)).toContain(saved.id);
  });

  it('a visitor cannot save or list cards (401)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${church.id}`,
      headers: { host: church.host },
      payload: { token: 'x' },
    });
    expect(res.statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/v1/usuario/${church.id}/${owner.usuarioId}/cartoes`, headers: { host: church.host } })).statusCode,
    ).toBe(401);
  });

  it('card testing is slowed down: 30 tokens per IP in 15 minutes, then 429', async () => {
    const from = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/general/payment/church/${church.id}/card/token`,
        headers: en(owner.headers),
        remoteAddress: ip,
        payload: card(),
      });
    for (let i = 0; i < 30; i++) expect((await from('10.9.9.9')).statusCode).toBe(201);
    const blocked = await from('10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
    expect((await from('10.9.9.10')).statusCode).toBe(201);
  });

  it('an unknown or made-up token cannot be saved (422 with the card message)', async () => {
    const res = await save(owner, 'tok_sbx_made-up');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Some card data is invalid, please check.');
  });
});
