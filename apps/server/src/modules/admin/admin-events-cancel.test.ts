import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/fixtures.ts';
import { createPayer } from '../payments/payments.fixtures.ts';
import { TICKET_MAIL_JOB } from '../events/ticket-mail.ts';
import { eventoListaEspera } from '../events/waitlist.schema.ts';
import { auditoria, staffGrant } from './admin.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { createRegistrationsWorld, type RegistrationsWorld } from './event-registrations.test-helpers.ts';
import { asTestEvent, bodyOf, eventBody, eventsApi } from './events-admin.test-helpers.ts';
import { paymentRow } from './finance.test-helpers.ts';

/**
 * Cancelling an event in the staff console (issue 32): off the member pages, every registration cancelled (the
 * seats released), paid ones refunded in full through the money console's refund path when asked (finance edit
 * needed, checked before anything changes), once per Idempotency-Key; a repeat changes nothing. And who may author
 * events: the content editor yes, the treasurer alone no, a grant scoped to an event that event only. And a quantity
 * raised: the new seat offered to the waitlist, the live pages told.
 */
let w: RegistrationsWorld;
let api: ReturnType<typeof eventsApi>;
let editor: StaffSession;
let finance: StaffSession;

beforeAll(async () => {
  w = await createRegistrationsWorld();
  api = eventsApi(w);
  editor = await staffLogin(w.t.app, await createMember(w.t.app, w.videira, { roles: ['ROLE_ADMIN_CONTENT'] }));
  const f = await createMember(w.t.app, w.videira);
  await grantPreset(w.t.app, w.videira, f, 'finance');
  finance = await staffLogin(w.t.app, f, { totp: true });
});
afterAll(() => w.t.close());

const memberPage = (id: number) =>
  w.t.app.inject({
    method: 'GET',
    url: `/api/v1/igreja/${w.videira.slug}/evento/${id}/`,
    headers: { ...w.payer.headers, 'accept-language': 'en' },
  });
const cancel = (s: StaffSession, id: number, body: Record<string, unknown>, key?: string) =>
  api.call(s, 'POST', `videira/events/${id}/cancel`, body, key);

describe('cancel', () => {
  it('with refunds: the card registration refunded, the Pix one cancelled, the event off the member pages; a repeat changes nothing', async () => {
    const created = (await api.create(w.admin)).json();
    const event = asTestEvent(created);
    const paid = await w.byCard(event, w.payer, ['Ana', 'Bruno']);
    const pending = await w.byPix(event, w.payer, 'Caio');
    await w.t.app.jobs.drain(TICKET_MAIL_JOB);
    const body = { motivo: 'Chuva forte', reembolsar: true };

    const noMoney = await cancel(w.admin, created.id, body, randomUUID());
    expect([noMoney.statusCode, noMoney.json().code]).toEqual([403, 'STAFF_FORBIDDEN']);
    const noKey = await cancel(w.treasurer, created.id, body);
    expect([noKey.statusCode, noKey.json().code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
    expect((await api.get(w.admin, created.id)).json().flagAtivo).toBe(true);
    expect((await w.registration(paid)).status).toBe('confirmada');

    const key = randomUUID();
    const res = await cancel(w.treasurer, created.id, body, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      canceladas: 2,
      reembolsadas: 1,
      concluido: true,
      evento: {
        id: created.id,
        flagAtivo: false,
        ingressos: [
          { vendidos: 0, reservados: 0 },
          { vendidos: 0, reservados: 0 },
        ],
      },
    });
    expect([(await w.registration(paid)).status, (await w.registration(pending)).status]).toEqual(['cancelada', 'cancelada']);
    const payment = await paymentRow(w.t.app, (await w.registration(paid)).idPagamento!);
    expect([payment.status, payment.valorEstornado]).toEqual(['estornado', 20_000]);
    expect((await memberPage(created.id)).statusCode).toBe(404);
    const audit = await w.t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.igrejaId, w.videira.id), eq(auditoria.entidade, 'evento'), eq(auditoria.entidadeId, String(created.id))));
    expect(audit.map((a) => a.acao)).toEqual(['create', 'update']);
    expect(audit[1]).toMatchObject({ depois: { flagAtivo: false, motivo: 'Chuva forte' } });

    const again = await cancel(w.treasurer, created.id, body, key);
    expect(again.json()).toMatchObject({ canceladas: 0, reembolsadas: 0, concluido: true });
    expect((await paymentRow(w.t.app, payment.id)).valorEstornado).toBe(20_000);
    const edit = await api.put(w.admin, created.id, bodyOf(created));
    expect([edit.statusCode, edit.json().code]).toEqual([409, 'ADMIN_EVENT_CANCELLED']);
  });

  it('without refunds (events edit alone): every registration cancelled, the card payment left as it was', async () => {
    const created = (await api.create(w.admin)).json();
    const paid = await w.byCard(asTestEvent(created), w.payer, ['Davi']);
    const res = await cancel(editor, created.id, { motivo: 'Adiado', reembolsar: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ canceladas: 1, reembolsadas: 0, evento: { flagAtivo: false } });
    expect((await w.registration(paid)).status).toBe('cancelada');
    expect((await paymentRow(w.t.app, (await w.registration(paid)).idPagamento!)).valorEstornado).toBe(0);
  });

  it.each([
    ['no reason', { reembolsar: false }, 'motivo'],
    ['a blank reason', { motivo: ' ', reembolsar: false }, 'motivo'],
    ['no refund choice', { motivo: 'x' }, 'reembolsar'],
    ['an unknown field', { motivo: 'x', reembolsar: false, todos: true }, 'todos'],
  ])('refuses %s on its field, translated', async (_name, body, field) => {
    const created = (await api.create(w.admin)).json();
    const res = await cancel(w.admin, created.id, body);
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.json().fields[field]).toMatch(/^[A-Z]/);
  });
});

describe('who may', () => {
  it('the content editor authors events; the treasurer alone may not; a grant scoped to an event reads that one only', async () => {
    const cover = await api.uploadCover(editor);
    expect(cover.statusCode).toBe(201);
    const byEditor = await api.create(editor, eventBody({ imagem: cover.json().imagem }));
    expect([byEditor.statusCode, byEditor.json().imagem]).toEqual([201, cover.json().imagem]);
    const edited = await api.put(editor, byEditor.json().id, { ...bodyOf(byEditor.json()), titulo: 'Pelo editor' });
    expect(edited.statusCode).toBe(200);
    for (const res of [await api.create(finance), await api.get(finance, byEditor.json().id), await api.uploadCover(finance)])
      expect([res.statusCode, res.json().code]).toEqual([403, 'STAFF_FORBIDDEN']);

    const other = (await api.create(w.admin)).json();
    const s = await createMember(w.t.app, w.videira);
    await w.t.app.database.db
      .insert(staffGrant)
      .values({ igrejaId: w.videira.id, usuarioId: s.usuarioId, area: 'events', action: 'edit', scopeKind: 'event', scopeId: other.id });
    const scoped = await staffLogin(w.t.app, s);
    expect((await api.get(scoped, other.id)).statusCode).toBe(200);
    expect((await api.put(scoped, other.id, { ...bodyOf(other), titulo: 'Escopo' })).statusCode).toBe(200);
    expect((await api.get(scoped, byEditor.json().id)).statusCode).toBe(403);
    expect((await api.create(scoped)).statusCode).toBe(403);
    expect((await api.call(scoped, 'POST', `videira/events/${other.id}/duplicate`, {}, randomUUID())).statusCode).toBe(403);
  });
});

describe('a quantity raised', () => {
  it('offers the new seat to the first in the waitlist and tells the live pages, once committed', async () => {
    const sold = eventBody();
    sold.ingressos[0]!.quantidade = 1;
    const created = (await api.create(w.admin, sold)).json();
    await w.byCard(asTestEvent(created), w.payer, ['Gil']);
    const waiting = await createPayer(w.t.app, w.videira);
    const type = created.ingressos[0].id;
    const join = await w.t.app.inject({
      method: 'POST',
      url: `/api/v1/usuario/${waiting.usuarioId}/evento/${created.id}/ingresso/${type}/lista-espera`,
      headers: waiting.headers,
    });
    expect(join.json()).toMatchObject({ status: 'aguardando', posicao: 1 });
    const frames: unknown[] = [];
    w.t.app.eventsLive.watch(w.videira.id, created.id, { send: (f) => frames.push(f) });

    const body = bodyOf((await api.get(w.admin, created.id)).json());
    const res = await api.put(w.admin, created.id, { ...body, ingressos: [{ ...body.ingressos[0]!, quantidade: 2 }, body.ingressos[1]!] });
    expect([res.statusCode, res.json().versao]).toEqual([200, 1]);
    const [place] = await w.t.app.database.db.select().from(eventoListaEspera).where(eq(eventoListaEspera.idUsuario, waiting.usuarioId));
    expect(place).toMatchObject({ status: 'oferta', ingressoId: type });
    expect(res.json().ingressos[0]).toMatchObject({ quantidade: 2, vendidos: 1, reservados: 1 });
    expect(frames.at(-1)).toMatchObject({ type: 'availability' });
  });
});
