import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buy, createEvent, holders } from '../events/events.fixtures.ts';
import { createPayer, createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/** A member's event registrations on their People profile: people view reads them, no amounts; nothing of another church. */
let t: TestApp;
let videira: PayingChurch;
let admin: StaffSession;
let treasurer: StaffSession;
let editor: StaffSession;
let owner: TestMember;
let graceOwner: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createPayingChurch(t.app, 'videira');
  const grace = await createPayingChurch(t.app, 'grace');
  admin = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN'] }), { totp: true });
  const f = await createMember(t.app, videira);
  await grantPreset(t.app, videira, f, 'finance');
  treasurer = await staffLogin(t.app, f, { totp: true });
  const e = await createMember(t.app, videira);
  await grantPreset(t.app, videira, e, 'content_editor');
  editor = await staffLogin(t.app, e);
  owner = await createPayer(t.app, videira);
  graceOwner = await createPayer(t.app, grace);
  const retreat = await createEvent(t.app, videira, { titulo: 'Retiro', tickets: [{ nome: 'Geral', valor: 0 }] });
  const dinner = await createEvent(t.app, videira, { titulo: 'Jantar', tickets: [{ nome: 'Mesa', valor: 5_000 }] });
  const free = await buy(t.app, videira, retreat, owner, {
    ingressos: [{ id: retreat.tickets[0]!.id, quantidade: 2, titulares: holders(2) }],
    valorTotal: 0,
  });
  expect(free.statusCode).toBe(201);
  const pix = await buy(t.app, videira, dinner, owner, {
    ingressos: [{ id: dinner.tickets[0]!.id, quantidade: 1, titulares: holders(1) }],
    valorTotal: 5_000,
    metodoPagamento: 'pix',
  });
  expect(pix.statusCode).toBe(201);
  const elsewhere = await createEvent(t.app, grace, { titulo: 'Grace Camp', tickets: [{ nome: 'All', valor: 0 }] });
  await buy(t.app, grace, elsewhere, graceOwner, {
    ingressos: [{ id: elsewhere.tickets[0]!.id, quantidade: 1, titulares: holders(1) }],
    valorTotal: 0,
  });
});
afterAll(() => t.close());

const get = (s: StaffSession, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/videira/people/${id}/registrations`, headers: s.headers });

describe("a member's registrations", () => {
  it('lists them newest first with the event, state, tickets and the order, never an amount', async () => {
    const res = await get(admin, owner.usuarioId);
    expect(res.statusCode).toBe(200);
    const itens = res.json().itens;
    expect(itens.map((r: { evento: { titulo: string } }) => r.evento.titulo)).toEqual(['Jantar', 'Retiro']);
    expect(itens[0]).toMatchObject({ status: 'pendente', bilhetes: 1, pagamento: { codigo: expect.any(String) } });
    expect(itens[1]).toMatchObject({ status: 'confirmada', bilhetes: 2 });
    for (const r of itens) expect(Object.keys(r).filter((k) => k === 'valor' || k === 'moeda' || k === 'total')).toEqual([]);
  });

  it("needs the people grant (not a content editor's nor a treasurer's), and answers another church's member as not found", async () => {
    expect((await get(treasurer, owner.usuarioId)).statusCode).toBe(403);
    expect((await get(editor, owner.usuarioId)).statusCode).toBe(403);
    const other = await get(admin, graceOwner.usuarioId);
    expect([other.statusCode, other.json().code]).toEqual([404, 'PERSON_NOT_FOUND']);
    expect(other.body).not.toContain('Grace Camp');
  });
});
