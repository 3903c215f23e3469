import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventoInscricao } from '../events/events.schema.ts';
import { TICKET_MAIL_JOB } from '../events/ticket-mail.ts';
import { auditoria } from './admin.schema.ts';
import { checkIn } from './door.test-helpers.ts';
import { createRegistrationsWorld, type RegistrationsWorld } from './event-registrations.test-helpers.ts';
import { paymentRow } from './finance.test-helpers.ts';

/**
 * The console's changes to an event's registrations (issue 32): resend the tickets (once a minute at most), cancel
 * with or without a refund (seats released; the refund through the money console, finance edit needed), move a
 * ticket to another holder (a new code: the old QR is unknown at the door). Every change audited, repeats harmless.
 */
let w: RegistrationsWorld;
beforeAll(async () => {
  w = await createRegistrationsWorld();
});
afterAll(() => w.t.close());

const url = (eventId: number, id: number, rest = '') => `videira/events/${eventId}/registrations/${id}${rest}`;
const audits = (entidade: string, id: number) =>
  w.t.app.database.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.igrejaId, w.videira.id), eq(auditoria.entidade, entidade), eq(auditoria.entidadeId, String(id))));
const mailedAgo = (id: number, seconds: number) =>
  w.t.app.database.db
    .update(eventoInscricao)
    .set({ emailEnviadoEm: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(eventoInscricao.id, id));

describe('resend tickets', () => {
  it('queues the tickets e-mail again, refuses a repeat within a minute, and audits the resend', async () => {
    const event = await w.event();
    const id = await w.byCard(event, w.payer, ['Ana']);
    await w.t.app.jobs.drain(TICKET_MAIL_JOB);
    expect((await w.registration(id)).emailEnviadoEm).not.toBeNull();
    const tooSoon = await w.call(w.admin, 'POST', url(event.id, id, '/resend'));
    expect([tooSoon.statusCode, tooSoon.json().code]).toEqual([409, 'EVENT_TICKETS_RECENTLY_SENT']);
    expect(tooSoon.json().message).toMatch(/minute/);

    await mailedAgo(id, 120);
    const res = await w.call(w.admin, 'POST', url(event.id, id, '/resend'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, emailEnviadoEm: null });
    const again = await w.call(w.admin, 'POST', url(event.id, id, '/resend'));
    expect([again.statusCode, again.json().code]).toEqual([409, 'EVENT_TICKETS_RECENTLY_SENT']);
    expect(await w.t.app.jobs.drain(TICKET_MAIL_JOB)).toBe(1);
    expect((await w.registration(id)).emailEnviadoEm).not.toBeNull();
    expect(await audits('evento_inscricao', id)).toEqual([expect.objectContaining({ area: 'events', acao: 'update' })]);
  });

  it('refuses a pending registration and a cancelled one', async () => {
    const event = await w.event();
    const pending = await w.byPix(event, w.payer, 'Bia');
    const res = await w.call(w.admin, 'POST', url(event.id, pending, '/resend'));
    expect([res.statusCode, res.json().code]).toEqual([409, 'EVENT_REGISTRATION_NOT_CONFIRMED']);
    await w.call(w.admin, 'POST', url(event.id, pending, '/cancel'), { motivo: 'Desistiu', reembolsar: false });
    const cancelled = await w.call(w.admin, 'POST', url(event.id, pending, '/resend'));
    expect([cancelled.statusCode, cancelled.json().code]).toEqual([409, 'EVENT_REGISTRATION_CANCELLED']);
  });
});

describe('cancel', () => {
  it('without a refund: the held seats go back, the open payment is cancelled; a repeat changes nothing and is not audited twice', async () => {
    const event = await w.event();
    const id = await w.byPix(event, w.payer, 'Caio');
    expect((await w.stock(event))[1]).toEqual({ vendidos: 0, reservados: 1 });
    const res = await w.call(w.admin, 'POST', url(event.id, id, '/cancel'), { motivo: 'Pediu para cancelar', reembolsar: false }, null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelada' });
    expect((await w.stock(event))[1]).toEqual({ vendidos: 0, reservados: 0 });
    const again = await w.call(w.admin, 'POST', url(event.id, id, '/cancel'), { motivo: 'De novo', reembolsar: false });
    expect([again.statusCode, again.json().status]).toEqual([200, 'cancelada']);
    expect((await w.stock(event))[1]).toEqual({ vendidos: 0, reservados: 0 });
    const rows = await audits('evento_inscricao', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      acao: 'update',
      antes: { status: 'pendente' },
      depois: { status: 'cancelada', reembolso: false, pagamento: 'cancelado' },
    });
    const paymentId = (await w.registration(id)).idPagamento!;
    expect((await paymentRow(w.t.app, paymentId)).status).toBe('cancelado');
    // Nothing is left to send to the gateway again (the resend job's kept request).
    const kept = await w.t.app.database.db.execute(sql`select count(*)::int as n from pagamento_envio where id_pagamento = ${paymentId}`);
    expect((kept as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 0 }]);
  });

  it('without a refund of a paid registration: the seats go back, the payment stays approved', async () => {
    const event = await w.event();
    const id = await w.byCard(event, w.payer, ['Fábio']);
    const res = await w.call(w.admin, 'POST', url(event.id, id, '/cancel'), { motivo: 'Troca', reembolsar: false });
    expect(res.json()).toMatchObject({ status: 'cancelada', pagamento: { status: 'aprovado' } });
    expect((await paymentRow(w.t.app, (await w.registration(id)).idPagamento!)).status).toBe('aprovado');
    expect((await w.stock(event))[0]).toEqual({ vendidos: 0, reservados: 0 });
  });

  it('with a refund of a card payment: refunded through the money console, seats released, once per key', async () => {
    const event = await w.event();
    const id = await w.byCard(event, w.payer, ['Davi', 'Elis']);
    expect((await w.stock(event))[0]).toEqual({ vendidos: 2, reservados: 0 });
    const detail = (await w.call(w.admin, 'GET', url(event.id, id))).json();
    expect(detail.estornavel).toBe(20_000);
    const body = { motivo: 'Evento adiado para ela', reembolsar: true, estornavelEsperado: detail.estornavel };

    const noMoney = await w.call(w.admin, 'POST', url(event.id, id, '/cancel'), body);
    expect([noMoney.statusCode, noMoney.json().code]).toEqual([403, 'STAFF_FORBIDDEN']);
    const noKey = await w.call(w.treasurer, 'POST', url(event.id, id, '/cancel'), body, null);
    expect([noKey.statusCode, noKey.json().code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
    expect((await w.registration(id)).status).toBe('confirmada');

    const key = randomUUID();
    const res = await w.call(w.treasurer, 'POST', url(event.id, id, '/cancel'), body, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelada', estornavel: 0, pagamento: { estornado: 20_000 } });
    expect(res.json().linhaDoTempo.map((m: { tipo: string }) => m.tipo)).toContain('estorno');
    expect((await w.stock(event))[0]).toEqual({ vendidos: 0, reservados: 0 });
    const payment = await paymentRow(w.t.app, res.json().pagamento.id);
    expect([payment.status, payment.valorEstornado]).toEqual(['estornado', 20_000]);

    const replay = await w.call(w.treasurer, 'POST', url(event.id, id, '/cancel'), body, key);
    expect([replay.statusCode, replay.json().status]).toEqual([200, 'cancelada']);
    expect((await paymentRow(w.t.app, payment.id)).valorEstornado).toBe(20_000);
    expect((await w.stock(event))[0]).toEqual({ vendidos: 0, reservados: 0 });
    const refunds = await w.t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.igrejaId, w.videira.id), eq(auditoria.entidade, 'pagamento_estorno'), eq(auditoria.acao, 'create')));
    expect(refunds.filter((a) => (a.depois as { pagamento?: number }).pagamento === payment.id)).toHaveLength(1);
    expect(await audits('evento_inscricao', id)).toHaveLength(1);
  });

  it('a refund chosen for a registration with nothing to refund, or a stale amount, is refused and cancels nothing', async () => {
    const event = await w.event();
    const pending = await w.byPix(event, w.payer, 'Fábio');
    const nothing = await w.call(w.treasurer, 'POST', url(event.id, pending, '/cancel'), {
      motivo: 'x',
      reembolsar: true,
      estornavelEsperado: 0,
    });
    expect([nothing.statusCode, nothing.json().code]).toEqual([409, 'EVENT_REGISTRATION_NOT_REFUNDABLE']);
    const paid = await w.byCard(event, w.payer, ['Gil']);
    const stale = await w.call(w.treasurer, 'POST', url(event.id, paid, '/cancel'), {
      motivo: 'x',
      reembolsar: true,
      estornavelEsperado: 5_000,
    });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'REFUND_STALE']);
    expect([(await w.registration(pending)).status, (await w.registration(paid)).status]).toEqual(['pendente', 'confirmada']);
  });
});

describe('move a ticket', () => {
  it('gives the ticket its new holder and answers and a new code: the old QR is unknown at the door', async () => {
    const event = await w.event();
    const id = await w.byCard(event, w.payer, ['Hugo', 'Iara']);
    const [first, second] = await w.tickets(id);
    const question = event.tickets[0]!.perguntas[0]!;
    const res = await w.call(w.admin, 'POST', url(event.id, id, `/tickets/${first!.id}/move`), {
      nome: 'Júlia Nova',
      respostas: [{ pergunta: question, resposta: 'P' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bilhetes[0]).toMatchObject({ titular: 'Júlia Nova', respostas: [{ pergunta: 'Camiseta', resposta: 'P' }] });
    const [moved] = await w.tickets(id);
    expect(moved!.codigo).not.toBe(first!.codigo);
    expect((await checkIn(w.t.app, w.admin, w.videira, event.id, { codigo: first!.codigo })).json()).toEqual({ veredito: 'desconhecido' });
    expect((await checkIn(w.t.app, w.admin, w.videira, event.id, { codigo: moved!.codigo })).json()).toMatchObject({
      veredito: 'admitido',
      titular: 'Júlia Nova',
    });
    const rows = await audits('evento_bilhete', first!.id);
    expect(rows).toEqual([
      expect.objectContaining({
        area: 'events',
        acao: 'update',
        antes: expect.objectContaining({ titular: 'Hugo' }),
        depois: expect.objectContaining({ titular: 'Júlia Nova' }),
      }),
    ]);

    const admitted = await w.call(w.admin, 'POST', url(event.id, id, `/tickets/${first!.id}/move`), {
      nome: 'Outra',
      respostas: [{ pergunta: question, resposta: 'P' }],
    });
    expect([admitted.statusCode, admitted.json().code]).toEqual([409, 'EVENT_TICKET_CHECKED_IN']);

    const same = { nome: 'Iara', respostas: [{ pergunta: question, resposta: 'M' }] };
    const unchanged = await w.call(w.admin, 'POST', url(event.id, id, `/tickets/${second!.id}/move`), same);
    expect(unchanged.statusCode).toBe(200);
    expect((await w.tickets(id))[1]!.codigo).toBe(second!.codigo);
    expect(await audits('evento_bilhete', second!.id)).toEqual([]);
  });

  it('checks the answers as a purchase does, and the ticket must be of the registration', async () => {
    const event = await w.event();
    const id = await w.byCard(event, w.payer, ['Kiko']);
    const other = await w.byCard(event, w.payer, ['Lia']);
    const [ticket] = await w.tickets(id);
    const question = event.tickets[0]!.perguntas[0]!;
    const missing = await w.call(w.admin, 'POST', url(event.id, id, `/tickets/${ticket!.id}/move`), { nome: 'Novo', respostas: [] });
    expect([missing.statusCode, missing.json().code]).toEqual([422, 'EVT_REG_003']);
    expect(missing.json().fields.respostas).toEqual(expect.any(String));
    const badChoice = await w.call(w.admin, 'POST', url(event.id, id, `/tickets/${ticket!.id}/move`), {
      nome: 'Novo',
      respostas: [{ pergunta: question, resposta: 'XG' }],
    });
    expect([badChoice.statusCode, badChoice.json().code]).toEqual([422, 'EVT_REG_004']);
    const notOfIt = await w.call(w.admin, 'POST', url(event.id, other, `/tickets/${ticket!.id}/move`), {
      nome: 'Novo',
      respostas: [{ pergunta: question, resposta: 'G' }],
    });
    expect([notOfIt.statusCode, notOfIt.json().code]).toEqual([404, 'EVENT_REGISTRATION_NOT_FOUND']);
    expect((await w.tickets(id))[0]!.titular).toBe('Kiko');
  });
});

describe('bad inputs', () => {
  it.each([
    ['no reason', { motivo: undefined }, 'motivo'],
    ['a blank reason', { motivo: '  ' }, 'motivo'],
    ['a reason too long', { motivo: 'x'.repeat(501) }, 'motivo'],
    ['no refund choice', { reembolsar: undefined }, 'reembolsar'],
    ['the refund choice as text', { reembolsar: 'sim' }, 'reembolsar'],
    ['a refund without the amount shown', { reembolsar: true }, 'estornavelEsperado'],
    ['a negative amount', { reembolsar: true, estornavelEsperado: -1 }, 'estornavelEsperado'],
    ['a note too long', { observacao: 'x'.repeat(501) }, 'observacao'],
    ['an unknown field', { extra: 1 }, 'extra'],
  ])('refuses a cancel with %s (400 with a translated field message)', async (_what, patch, field) => {
    const res = await w.call(w.admin, 'POST', url(1, 1, '/cancel'), { motivo: 'Motivo', reembolsar: false, ...patch });
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.json().fields[field]).toEqual(expect.any(String));
    expect(res.json().fields[field]).not.toMatch(/^validation\./);
  });

  it.each([
    ['no name', { nome: undefined }, 'nome'],
    ['a blank name', { nome: ' ' }, 'nome'],
    ['a name too long', { nome: 'x'.repeat(201) }, 'nome'],
    ['answers as text', { respostas: 'P' }, 'respostas'],
    ['an answer to question 0', { respostas: [{ pergunta: 0, resposta: 'P' }] }, 'respostas.0.pergunta'],
    ['an unknown field', { email: 'a@b.c' }, 'email'],
  ])('refuses a move with %s (400 with a translated field message)', async (_what, patch, field) => {
    const res = await w.call(w.admin, 'POST', url(1, 1, '/tickets/1/move'), { nome: 'Nome', respostas: [], ...patch });
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.json().fields[field]).toEqual(expect.any(String));
    expect(res.json().fields[field]).not.toMatch(/^validation\./);
  });

  it('answers 404 for a registration of nothing or of another church', async () => {
    const event = await w.event();
    for (const rest of ['/resend', '/cancel']) {
      const res = await w.call(w.admin, 'POST', url(event.id, 2_147_483_000, rest), { motivo: 'x', reembolsar: false });
      expect([res.statusCode, res.json().code]).toEqual([404, 'EVENT_REGISTRATION_NOT_FOUND']);
    }
    const grace = await w.call(w.admin, 'POST', `grace/events/${event.id}/registrations/1/resend`);
    expect([grace.statusCode, grace.json().code]).toEqual([404, 'CHURCH_NOT_FOUND']);
  });
});
