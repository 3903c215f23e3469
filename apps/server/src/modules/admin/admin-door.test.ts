import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestEvent } from '../events/events.fixtures.ts';
import { evento } from '../events/events.schema.ts';
import { auditoria } from './admin.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';
import { checkIn, doorEvent, doorGet, ticketsOf, type DoorTicketFixture } from './door.test-helpers.ts';

/**
 * Door check-in (issue 32): one verdict per scan, a ticket admitted once (parallel scans too), a re-entry only with
 * an audited reason, the live counts, the holder search and the offline manifest; door staff of one event cannot
 * work another's door; nothing of another church; every bad input a translated 400.
 */
let t: TestApp;
let videira: TestChurch;
let grace: TestChurch;
let admin: StaffSession;
let doorA: StaffSession;
let doorAId: number;
let editor: StaffSession;
let eventA: TestEvent;
let eventB: TestEvent;
let graceEvent: TestEvent;
let confirmed: DoorTicketFixture[];
let pending: DoorTicketFixture;
let cancelled: DoorTicketFixture;
let ofB: DoorTicketFixture;
let ofGrace: DoorTicketFixture;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  grace = await createChurch(t.app, 'grace');
  admin = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN'] }), { totp: true });
  eventA = await doorEvent(t.app, videira, 'Conferência');
  eventB = await doorEvent(t.app, videira, 'Jantar');
  graceEvent = await doorEvent(t.app, grace, 'Grace Camp');
  const d = await createMember(t.app, videira, { nome: 'Porteira' });
  doorAId = d.contaId;
  await grantPreset(t.app, videira, d, 'door_staff', eventA.id);
  doorA = await staffLogin(t.app, d);
  const e = await createMember(t.app, videira);
  await grantPreset(t.app, videira, e, 'content_editor');
  editor = await staffLogin(t.app, e);
  confirmed = await ticketsOf(t.app, videira, eventA, 'confirmada', ['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Davi Rocha']);
  pending = (await ticketsOf(t.app, videira, eventA, 'pendente', ['Elisa Pago-Não']))[0]!;
  cancelled = (await ticketsOf(t.app, videira, eventA, 'cancelada', ['Fábio Cancelado']))[0]!;
  ofB = (await ticketsOf(t.app, videira, eventB, 'confirmada', ['Gil Outro']))[0]!;
  ofGrace = (await ticketsOf(t.app, grace, graceEvent, 'confirmada', ['Hana Grace']))[0]!;
});
afterAll(() => t.close());

describe('verdicts', () => {
  it('admits a confirmed ticket once, then answers when, by whom, at which door and device', async () => {
    const first = await checkIn(t.app, doorA, videira, eventA.id, { codigo: confirmed[0]!.codigo, porta: 'Portão 1' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ veredito: 'admitido', titular: 'Ana Souza', tipo: 'Geral', reentrada: false });
    const again = await checkIn(t.app, admin, videira, eventA.id, { codigo: confirmed[0]!.codigo, dispositivo: 'phone-2' });
    expect(again.json()).toMatchObject({
      veredito: 'ja_admitido',
      titular: 'Ana Souza',
      admissao: { por: { contaId: doorAId, nome: expect.stringContaining('Porteira') }, dispositivo: 'phone-1', porta: 'Portão 1' },
    });
    expect(Date.parse(again.json().admissao.em)).toBeLessThanOrEqual(Date.now());
  });

  const codeOf = (which: string): string =>
    ({ pending: pending.codigo, cancelled: cancelled.codigo, ofB: ofB.codigo, grace: ofGrace.codigo })[which] ?? 'no-such-code';
  it.each([
    ['nao_pago', 'pending', { titular: 'Elisa Pago-Não', tipo: 'Geral' }],
    ['cancelado', 'cancelled', { titular: 'Fábio Cancelado', tipo: 'Geral' }],
    ['outro_evento', 'ofB', { evento: 'B' }],
    ['desconhecido', 'unknown', {}],
    ['desconhecido', 'grace', {}],
  ])('answers %s (%s) and admits nothing', async (veredito, which, extra) => {
    const res = await checkIn(t.app, doorA, videira, eventA.id, { codigo: codeOf(which) });
    expect(res.statusCode).toBe(200);
    const want = 'evento' in extra ? { evento: { id: eventB.id, titulo: 'Jantar' } } : extra;
    expect(res.json()).toEqual({ veredito, ...want });
  });

  it('lets an admitted ticket in again only with a reason, audited with it', async () => {
    const code = confirmed[1]!.codigo;
    await checkIn(t.app, doorA, videira, eventA.id, { codigo: code });
    const res = await checkIn(t.app, doorA, videira, eventA.id, { codigo: code, override: { motivo: 'Saiu para buscar o filho' } });
    expect(res.json()).toEqual({ veredito: 'admitido', titular: 'Bruno Lima', tipo: 'Geral', reentrada: true });
    const rows = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.igrejaId, videira.id), eq(auditoria.area, 'door'), eq(auditoria.acao, 'update')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      atorContaId: doorAId,
      entidade: 'checkin',
      depois: { motivo: 'Saiu para buscar o filho', reentrada: true },
    });
    // Every admission is audited too, with its device and time.
    const created = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.igrejaId, videira.id), eq(auditoria.entidade, 'checkin'), eq(auditoria.acao, 'create')));
    expect(created.length).toBeGreaterThanOrEqual(2);
    expect(created[0]!.depois).toMatchObject({ eventoId: eventA.id, dispositivo: 'phone-1' });
  });

  it('admits once when the same ticket is scanned at two doors at once', async () => {
    const code = confirmed[2]!.codigo;
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((dev) => checkIn(t.app, dev < 'c' ? doorA : admin, videira, eventA.id, { codigo: code, dispositivo: dev })),
    );
    expect(answers.map((a) => a.json().veredito).sort()).toEqual(['admitido', 'ja_admitido', 'ja_admitido', 'ja_admitido']);
  });
});

describe('counts, search and manifest', () => {
  it('counts admitted against the confirmed tickets', async () => {
    const res = await doorGet(t.app, doorA, videira, eventA.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      evento: { id: eventA.id, titulo: 'Conferência' },
      contagem: { admitidos: 3, esperados: 4, conflitos: 0 },
    });
  });

  it("finds the event's tickets by the holder's name, with their state", async () => {
    const res = await doorGet(t.app, doorA, videira, eventA.id, '/tickets?q=souz');
    expect(res.json().itens).toEqual([
      { codigo: confirmed[0]!.codigo, titular: 'Ana Souza', tipo: 'Geral', status: 'confirmada', admitidoEm: expect.any(String) },
    ]);
    const none = await doorGet(t.app, doorA, videira, eventA.id, '/tickets?q=Gil');
    expect(none.json().itens).toEqual([]);
    const literal = await doorGet(t.app, doorA, videira, eventA.id, `/tickets?q=${encodeURIComponent('%_')}`);
    expect(literal.json().itens).toEqual([]);
  });

  it('gives every ticket as the SHA-256 of code + salt, never the code', async () => {
    const res = await doorGet(t.app, doorA, videira, eventA.id, '/manifest');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.bilhetes).toHaveLength(6);
    expect(res.body).not.toContain(confirmed[3]!.codigo);
    const hash = createHash('sha256').update(`${confirmed[3]!.codigo}${body.salt}`).digest('hex');
    expect(body.bilhetes).toContainEqual({ hash, titular: 'Davi Rocha', tipo: 'Geral', status: 'confirmada', admitidoEm: null });
    expect(body.bilhetes.find((b: { titular: string }) => b.titular === 'Ana Souza').admitidoEm).toEqual(expect.any(String));
    const other = await doorGet(t.app, admin, videira, eventB.id, '/manifest');
    expect(other.json().salt).not.toBe(body.salt);
  });
});

describe('who may work which door', () => {
  it("lets door staff of one event into that event's door only", async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/videira/door/events', headers: doorA.headers });
    expect(list.json().itens.map((e: { id: number }) => e.id)).toEqual([eventA.id]);
    const all = await t.app.inject({ method: 'GET', url: '/api/v1/admin/videira/door/events', headers: admin.headers });
    expect(all.json().itens.map((e: { id: number }) => e.id)).toEqual(expect.arrayContaining([eventA.id, eventB.id]));
    // A scoped grant lists its event whatever its dates (an event already over stays at its staff's door).
    const past = await doorEvent(t.app, videira, 'Vigília passada');
    await t.app.database.db
      .update(evento)
      .set({ dataInicio: new Date(Date.now() - 9 * 86_400_000), dataFim: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(evento.id, past.id));
    const late = await createMember(t.app, videira);
    await grantPreset(t.app, videira, late, 'door_staff', past.id);
    const lateList = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/videira/door/events',
      headers: (await staffLogin(t.app, late)).headers,
    });
    expect(lateList.json().itens.map((e: { id: number }) => e.id)).toEqual([past.id]);
    const adminList = await t.app.inject({ method: 'GET', url: '/api/v1/admin/videira/door/events', headers: admin.headers });
    expect(adminList.json().itens.map((e: { id: number }) => e.id)).not.toContain(past.id);
    for (const rest of ['', '/manifest', '/conflicts', '/tickets?q=Gil']) {
      const res = await doorGet(t.app, doorA, videira, eventB.id, rest);
      expect(res.statusCode, rest).toBe(403);
      expect(res.json().code).toBe('STAFF_FORBIDDEN');
    }
    const scan = await checkIn(t.app, doorA, videira, eventB.id, { codigo: ofB.codigo });
    expect(scan.statusCode).toBe(403);
    expect((await doorGet(t.app, editor, videira, eventA.id)).statusCode).toBe(403);
  });

  it("knows nothing of another church's events and tickets", async () => {
    const res = await doorGet(t.app, admin, videira, graceEvent.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('EVENT_NOT_FOUND');
    const scan = await checkIn(t.app, admin, videira, graceEvent.id, { codigo: ofGrace.codigo });
    expect(scan.statusCode).toBe(404);
    const atGrace = await t.app.inject({ method: 'GET', url: `/api/v1/admin/grace/door/events/${graceEvent.id}`, headers: admin.headers });
    expect(atGrace.statusCode).toBe(404);
    expect(atGrace.json().code).toBe('CHURCH_NOT_FOUND');
  });
});

describe('bad input', () => {
  const long = (n: number) => 'x'.repeat(n);
  it.each([
    ['missing code', {}, 'codigo', 'Required.'],
    ['blank code', { codigo: '  ' }, 'codigo', ''],
    ['too long code', { codigo: long(201) }, 'codigo', '200'],
    ['code of wrong type', { codigo: 5 }, 'codigo', ''],
    ['blank device', { codigo: 'x', dispositivo: ' ' }, 'dispositivo', ''],
    ['too long door', { codigo: 'x', porta: long(101) }, 'porta', '100'],
    ['bad client time', { codigo: 'x', em: 'yesterday' }, 'em', ''],
    ['override without reason', { codigo: 'x', override: {} }, 'override.motivo', ''],
    ['unknown field', { codigo: 'x', extra: 1 }, 'extra', ''],
  ])('refuses %s with a translated 400', async (_name, payload, field, fragment) => {
    const res = await checkIn(t.app, doorA, videira, eventA.id, payload);
    expect(res.statusCode).toBe(400);
    const message = res.json().fields?.[field] as string;
    expect(message).toEqual(expect.any(String));
    expect(message).not.toMatch(/^validation\./);
    if (fragment && fragment !== 'Required.') expect(message).toContain(fragment);
  });

  it.each([
    ['/0', 'eventId'],
    ['/abc', 'eventId'],
    ['/:event/tickets?q=a', 'q'],
    ['/:event/tickets?q=' + long(101), 'q'],
    ['/:event/tickets', 'q'],
  ])('refuses %s with a translated 400', async (path, field) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/videira/door/events${path.replace(':event', String(eventA.id))}`,
      headers: { ...admin.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.[field]).toEqual(expect.any(String));
    expect(res.json().fields?.[field]).not.toMatch(/^validation\./);
  });
});
