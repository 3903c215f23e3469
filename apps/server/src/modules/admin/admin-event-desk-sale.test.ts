import { randomUUID } from 'node:crypto';
import { churchDay } from '@congrega/contract/datetime';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/fixtures.ts';
import { createEvent, type TestEvent } from '../events/events.fixtures.ts';
import { TICKET_MAIL_JOB } from '../events/ticket-mail.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { staffGrant } from './admin.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { adults, dayBatches, deskSale, rows } from './event-desk-sale.test-helpers.ts';
import { createRegistrationsWorld, type RegistrationsWorld } from './event-registrations.test-helpers.ts';

/**
 * A registration sold at the desk for cash (issue 32; rules in packages/contract/src/admin/event-desk-sale.ts): the
 * registration confirmed with its tickets e-mailed, the cash approved (event revenue) and counted into today's
 * batch as a ticket line, once per Idempotency-Key; the purchase's refusals, translated; the second grant
 * (offerings edit); another church's event; ticket lines out of giving and receipts and not editable as offerings.
 */
let w: RegistrationsWorld;
let event: TestEvent;
let desk: StaffSession;
let editor: StaffSession;
let otherTreasurer: StaffSession;

beforeAll(async () => {
  w = await createRegistrationsWorld();
  event = await w.event('Retiro');
  // Door volunteer: events edit of this event only, and the counter's grant.
  const d = await createMember(w.t.app, w.videira, { nome: 'Dora' });
  await w.t.app.database.db
    .insert(staffGrant)
    .values({ igrejaId: w.videira.id, usuarioId: d.usuarioId, area: 'events', action: 'edit', scopeKind: 'event', scopeId: event.id });
  await grantPreset(w.t.app, w.videira, d, 'counter');
  desk = await staffLogin(w.t.app, d, { totp: true });
  const e = await createMember(w.t.app, w.videira);
  await grantPreset(w.t.app, w.videira, e, 'content_editor');
  editor = await staffLogin(w.t.app, e);
  const o = await createMember(w.t.app, w.videira);
  await grantPreset(w.t.app, w.videira, o, 'finance');
  otherTreasurer = await staffLogin(w.t.app, o, { totp: true });
});
afterAll(() => w.t.close());

const member = () => ({ tipo: 'membro' as const, usuarioId: w.payer.usuarioId });
const guest = { tipo: 'convidado' as const, nome: 'Gil', sobrenome: 'Souza', email: 'gil@example.com' };

describe('a desk sale', () => {
  let saleId: number;
  let batchId: number;
  const key = randomUUID();

  it('confirms the registration, approves the cash and counts it into a batch of today opened for it', async () => {
    const before = await w.stock(event);
    const res = await deskSale(w, desk, event, adults(event, 2, member()), key);
    expect(res.statusCode).toBe(201);
    const { inscricao, lote } = res.json();
    saleId = inscricao.id;
    batchId = lote.id;
    expect(lote.data).toBe(churchDay(w.videira.fusoHorario ?? null));
    expect(inscricao).toMatchObject({
      status: 'confirmada',
      valor: 20_000,
      pago: true,
      comprador: { usuarioId: w.payer.usuarioId },
      pagamento: { metodo: 'dinheiro', status: 'aprovado' },
    });
    expect(inscricao.bilhetes.map((b: { titular: string }) => b.titular)).toEqual(['Titular 1', 'Titular 2']);
    expect((await w.stock(event))[0]).toEqual({ vendidos: before[0]!.vendidos + 2, reservados: before[0]!.reservados });
    const [payment] = await w.t.app.database.db.select().from(pagamento).where(eq(pagamento.id, inscricao.pagamento.id));
    expect(payment).toMatchObject({ metodo: 'dinheiro', status: 'aprovado', total: 20_000, taxas: 0, destinoTipo: 'inscricao_evento' });
    expect(payment!.pagoEm).not.toBeNull();
    expect(await dayBatches(w, w.videira.id)).toEqual([{ id: batchId, data: lote.data, estado: 'aberto', linhas: 1, valor: 20_000 }]);
    // The tickets go to the buyer as after an online purchase.
    expect(await w.t.app.jobs.drain(TICKET_MAIL_JOB)).toBe(1);
    expect((await w.registration(saleId)).emailEnviadoEm).not.toBeNull();
    const [audit] = await rows<{ area: string; depois: { balcao: boolean; lote: { id: number; aberto: boolean } } }>(
      w,
      sql`select area, depois from auditoria where entidade = 'evento_inscricao' and entidade_id = ${String(saleId)} and acao = 'create'`,
    );
    expect(audit).toMatchObject({ area: 'events', depois: { balcao: true, lote: { id: batchId, aberto: true } } });
  });

  it('answers the same registration to the same key and body, and 409 to another body', async () => {
    const again = await deskSale(w, desk, event, adults(event, 2, member()), key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ inscricao: { id: saleId }, lote: { id: batchId } });
    const payments = await rows<{ n: number }>(w, sql`select count(*)::int as n from pagamento where metodo = 'dinheiro'`);
    expect(payments).toEqual([{ n: 1 }]);
    expect(await w.t.app.jobs.drain(TICKET_MAIL_JOB)).toBe(0);
    const other = await deskSale(w, desk, event, adults(event, 1, member()), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('sells to a guest into the same batch; the batch shows ticket lines apart from the reasons', async () => {
    const res = await deskSale(w, desk, event, adults(event, 1, guest));
    expect(res.statusCode).toBe(201);
    expect(res.json().inscricao.comprador).toMatchObject({ usuarioId: null, email: 'gil@example.com' });
    expect(res.json().lote.id).toBe(batchId);
    const detail = await w.call(w.treasurer, 'GET', `videira/finance/offerings/${batchId}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.linhas).toHaveLength(2);
    expect(body.linhas[0]).toMatchObject({ motivo: null, valor: 20_000, inscricao: { id: saleId, eventoId: event.id, evento: 'Retiro' } });
    expect(body.totais).toMatchObject({ contado: 30_000, inscricoes: 30_000, total: 30_000, porMotivo: [] });
    expect(body.totais.porMetodo).toEqual([{ metodo: 'dinheiro', total: 30_000 }]);
  });

  it('keeps a ticket line out of offering edits and its batch from being deleted', async () => {
    const detail = (await w.call(w.treasurer, 'GET', `videira/finance/offerings/${batchId}`)).json();
    const lineId = detail.linhas[0].id;
    const line = { motivoId: w.videira.reasons.dizimo, metodo: 'dinheiro', valor: 100 };
    const put = await w.t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/videira/finance/offerings/${batchId}/lines/${lineId}`,
      headers: { ...w.treasurer.headers, 'accept-language': 'en' },
      payload: line,
    });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject({ code: 'OFFERING_TICKET_LINE', message: expect.stringMatching(/paid at the desk/) });
    for (const url of [`/${batchId}/lines/${lineId}`, `/${batchId}`]) {
      const del = await w.t.app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/videira/finance/offerings${url}`,
        headers: { ...w.treasurer.headers, 'accept-language': 'en' },
      });
      expect(del.json().code).toBe('OFFERING_TICKET_LINE');
    }
  });

  it('counts in the event revenue; once committed, in neither the giving report nor any receipt', async () => {
    const total = (await w.call(w.treasurer, 'GET', `videira/finance/offerings/${batchId}`)).json().totais.total;
    const commit = await w.call(otherTreasurer, 'POST', `videira/finance/offerings/${batchId}/commit`, { totalEsperado: total });
    expect(commit.statusCode).toBe(200);
    const ano = Number(churchDay(w.videira.fusoHorario ?? null).slice(0, 4));
    const giving = await w.call(w.treasurer, 'GET', `videira/finance/reports/giving?ano=${ano}`);
    expect(giving.statusCode).toBe(200);
    expect(giving.json().linhas.filter((l: { dinheiro: number }) => l.dinheiro !== 0)).toEqual([]);
    const events = (await w.call(w.treasurer, 'GET', `videira/finance/reports/events?ano=${ano}`)).json();
    const adultRow = events.linhas.find((l: { ingresso: string; bruto: number }) => l.ingresso === 'Adulto');
    expect(adultRow.bruto).toBeGreaterThanOrEqual(30_000);
    const envelopes = await rows<{ n: number }>(
      w,
      sql`select count(*)::int as n from oferta_lote_item where usuario_id is not null or (id_pagamento is not null and id_pagamento_motivo is not null)`,
    );
    expect(envelopes).toEqual([{ n: 0 }]);
    const donations = await rows<{ n: number }>(
      w,
      sql`select count(*)::int as n from pagamento where metodo = 'dinheiro' and destino_tipo = 'doacao'`,
    );
    expect(donations).toEqual([{ n: 0 }]);
  });

  it('opens a new batch of today once the open one was committed', async () => {
    const res = await deskSale(w, desk, event, adults(event, 1, member()));
    expect(res.statusCode).toBe(201);
    expect(res.json().lote.id).not.toBe(batchId);
    expect((await dayBatches(w, w.videira.id)).map((b) => b.estado)).toEqual(['confirmado', 'aberto']);
  });
});

describe('refusals', () => {
  it.each([
    ['no tickets', { ingressos: [] }, 'ingressos', /required/i],
    ['no buyer', { comprador: undefined }, 'comprador', /required/i],
    ['a guest without e-mail', { comprador: { tipo: 'convidado', nome: 'A', sobrenome: 'B' } }, 'comprador.email', /required|e-mail/i],
    ['a bad e-mail', { comprador: { ...guest, email: 'nope' } }, 'comprador.email', /e-mail/i],
    ['cash as text', { valorRecebido: '100' }, 'valorRecebido', /whole number|integer/i],
    ['no cash', { valorRecebido: 0 }, 'valorRecebido', /at least|minimum|greater/i],
    ['an unknown field', { desconto: 1 }, '', /./],
    [
      'the same type twice',
      { ingressos: [1, 1].map((id) => ({ id, quantidade: 1, titulares: [{ nome: 'X', respostas: [] }] })) },
      'ingressos',
      /not valid/,
    ],
  ])('%s: 400 with the field named', async (_, change, field, message) => {
    const body = { ...adults(event, 1, guest), ...change };
    const res = await deskSale(w, desk, event, body);
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().fields[field]).toMatch(message);
  });

  it('refuses cash that is not the tickets’ price, naming the total', async () => {
    const res = await deskSale(w, desk, event, adults(event, 1, guest, 9_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'EVENT_DESK_CASH_MISMATCH', message: expect.stringMatching(/100\.00/) });
    expect(res.json().fields.valorRecebido).toMatch(/cash received differs/);
  });

  it('refuses an unknown member buyer and requires the Idempotency-Key', async () => {
    const res = await deskSale(w, desk, event, adults(event, 1, { tipo: 'membro', usuarioId: 999_999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['comprador.usuarioId']).toMatch(/not a member/);
    expect((await deskSale(w, desk, event, adults(event, 1, guest), null)).json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('sold out, too few left, over the per-user limit, free: the purchase’s codes, translated', async () => {
    const small = await createEvent(w.t.app, w.videira, {
      titulo: 'Pequeno',
      tickets: [
        { nome: 'Vaga', valor: 1_000, quantidade: 2, limitePorUsuario: 1 },
        { nome: 'Grátis', valor: 0 },
      ],
    });
    const one = (id: number, n = 1, comprador: unknown = guest, valorRecebido = 1_000 * n) => ({
      ingressos: [{ id, quantidade: n, titulares: Array.from({ length: n }, () => ({ nome: 'X', respostas: [] })) }],
      comprador,
      valorRecebido,
    });
    const scopedAll = w.treasurer;
    const limit = await deskSale(w, scopedAll, small, one(small.tickets[0]!.id, 2));
    expect(limit.statusCode).toBe(409);
    expect(limit.json()).toMatchObject({ code: 'EVT_USER_LIMIT' });
    expect((await deskSale(w, scopedAll, small, one(small.tickets[0]!.id))).statusCode).toBe(201);
    const second = { tipo: 'convidado', nome: 'Ana', sobrenome: 'B', email: 'ana@example.com' };
    expect((await deskSale(w, scopedAll, small, one(small.tickets[0]!.id, 1, second))).statusCode).toBe(201);
    const soldOut = await deskSale(w, scopedAll, small, one(small.tickets[0]!.id, 1, { ...second, email: 'c@example.com' }));
    expect(soldOut.json()).toMatchObject({ code: 'EVT_REG_001', message: 'Tickets are sold out.' });
    const free = await deskSale(w, scopedAll, small, one(small.tickets[1]!.id, 1, guest, 1));
    expect(free.json()).toMatchObject({ code: 'EVENT_DESK_SALE_FREE' });
    expect(free.statusCode).toBe(400);
  });

  it('another church’s event is 404, another church’s ticket type is not offered, nothing is stored', async () => {
    const graceEvent = await createEvent(w.t.app, w.grace, { titulo: 'Grace', tickets: [{ nome: 'G', valor: 1_000 }] });
    const before = await rows<{ n: number }>(w, sql`select count(*)::int as n from evento_inscricao`);
    const foreign = await w.call(w.treasurer, 'POST', `videira/events/${graceEvent.id}/registrations`, adults(event, 1, guest));
    expect(foreign.statusCode).toBe(404);
    const body = {
      ingressos: [{ id: graceEvent.tickets[0]!.id, quantidade: 1, titulares: [{ nome: 'X', respostas: [] }] }],
      comprador: guest,
      valorRecebido: 1_000,
    };
    const type = await deskSale(w, w.treasurer, event, body);
    expect(type.json()).toMatchObject({ code: 'EVT_REG_019' });
    const grace = await rows<{ vendidos: number }>(w, sql`select vendidos from evento_ingresso where id = ${graceEvent.tickets[0]!.id}`);
    expect(grace).toEqual([{ vendidos: 0 }]);
    expect(await rows<{ n: number }>(w, sql`select count(*)::int as n from evento_inscricao`)).toEqual(before);
  });
});

describe('who may sell at the desk', () => {
  it('needs events edit of the event and offerings edit: the editor, the church admin and an unscoped counter may not', async () => {
    const editorRes = await deskSale(w, editor, event, adults(event, 1, guest));
    expect(editorRes.statusCode).toBe(403);
    expect(editorRes.json().code).toBe('STAFF_FORBIDDEN');
    expect((await deskSale(w, w.admin, event, adults(event, 1, guest))).json().code).toBe('STAFF_FORBIDDEN');
    const c = await createMember(w.t.app, w.videira);
    await grantPreset(w.t.app, w.videira, c, 'counter');
    expect((await deskSale(w, await staffLogin(w.t.app, c, { totp: true }), event, adults(event, 1, guest))).statusCode).toBe(403);
    const other = await w.event('Outro');
    expect((await deskSale(w, desk, other, adults(other, 1, guest))).statusCode).toBe(403);
  });

  it('asks the counter’s second factor', async () => {
    const d = await createMember(w.t.app, w.videira);
    await grantPreset(w.t.app, w.videira, d, 'church_admin');
    await grantPreset(w.t.app, w.videira, d, 'counter');
    const res = await deskSale(w, await staffLogin(w.t.app, d), event, adults(event, 1, guest));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('STAFF_TOTP_REQUIRED');
  });
});
