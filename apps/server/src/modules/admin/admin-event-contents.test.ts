import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buy, createEvent, type TestEvent } from '../events/events.fixtures.ts';
import { createPayer, createPayingChurch, type PayingChurch } from '../payments/payments.fixtures.ts';
import { auditoria } from './admin.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/**
 * An event's exclusive online content in the console (admin/event-contents.ts): staff add a video, a link, a file and
 * a text, for every content ticket or one type; the holder of a confirmed content ticket opens them at once, in the
 * order staff set; each change audited; bad input a translated 400 with its field; nothing of another church.
 */
let t: TestApp;
let church: PayingChurch;
let editor: StaffSession;
let holder: TestMember;
let event: TestEvent;
let other: TestEvent;
let contentTicket: number;

const base = (eventId: number, slug = church.slug) => `/api/v1/admin/${slug}/events/${eventId}/contents`;
const call = (s: StaffSession, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...s.headers, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const holderContents = async () =>
  (
    await t.app.inject({
      url: `/api/v1/usuario/${holder.usuarioId}/evento/${event.id}/inscricao/${contentTicket}/conteudo/`,
      headers: { ...holder.headers, 'accept-language': 'en' },
    })
  ).json() as { conteudos: { titulo: string; tipo: string; url: string | null; texto: string | null }[] };

beforeAll(async () => {
  t = await createTestApp();
  church = await createPayingChurch(t.app, 'conteudos');
  const m = await createMember(t.app, church);
  await grantPreset(t.app, church, m, 'content_editor');
  editor = await staffLogin(t.app, m);
  holder = await createPayer(t.app, church);
  event = await createEvent(t.app, church, {
    titulo: 'Congresso online',
    tickets: [
      { nome: 'Online', valor: 0, flagConteudoOnline: true },
      { nome: 'VIP', valor: 0, flagConteudoOnline: true },
    ],
  });
  other = await createEvent(t.app, church, { titulo: 'Jantar' });
  const bought = await buy(t.app, church, event, holder, {
    ingressos: [{ id: event.tickets[0]!.id, quantidade: 1, titulares: [{ nome: 'Maria', respostas: [] }] }],
    valorTotal: 0,
  });
  contentTicket = bought.json().inscricao.ingressos[0].id;
});
afterAll(() => t.close());

describe('authoring', () => {
  const ids: number[] = [];

  it('adds a video, a link, a file and a text; the holder opens those of their type, in order', async () => {
    const bodies = [
      { titulo: 'Palestra 1', tipo: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', texto: 'dropped' },
      { titulo: 'Sala ao vivo', descricao: 'Entre 10 minutos antes.', tipo: 'link', url: 'https://meet.example.org/sala' },
      { titulo: 'Apostila', tipo: 'arquivo', url: 'https://files.example.org/apostila.pdf' },
      { titulo: 'Boas-vindas', tipo: 'texto', texto: 'Que bom ter você aqui.', url: 'https://dropped.example.org' },
      { titulo: 'Só VIP', tipo: 'link', url: 'https://vip.example.org', ingressoId: event.tickets[1]!.id },
    ];
    for (const body of bodies) {
      const res = await call(editor, 'POST', base(event.id), body);
      expect(res.statusCode, body.titulo).toBe(201);
      ids.push(res.json().id);
    }
    const list = (await call(editor, 'GET', base(event.id))).json().itens;
    expect(list.map((c: { titulo: string; ordem: number }) => [c.titulo, c.ordem])).toEqual(bodies.map((b, i) => [b.titulo, i]));
    expect(list[0]).toMatchObject({ tipo: 'video', texto: null });
    expect(list[3]).toMatchObject({ tipo: 'texto', url: null, texto: 'Que bom ter você aqui.' });
    expect((await holderContents()).conteudos.map((c) => c.titulo)).toEqual(['Palestra 1', 'Sala ao vivo', 'Apostila', 'Boas-vindas']);
  });

  it('changes, reorders and deletes, each audited; the holder sees it at once', async () => {
    const changed = await call(editor, 'PUT', `${base(event.id)}/${ids[1]}`, {
      titulo: 'Sala principal',
      tipo: 'link',
      url: 'https://meet.example.org/principal',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ titulo: 'Sala principal', descricao: null });
    const order = [ids[3]!, ids[1]!, ids[0]!, ids[2]!, ids[4]!];
    const reordered = await call(editor, 'PUT', `${base(event.id)}/order`, { ids: order });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().itens.map((c: { id: number }) => c.id)).toEqual(order);
    expect((await call(editor, 'DELETE', `${base(event.id)}/${ids[2]}`)).statusCode).toBe(204);
    expect((await holderContents()).conteudos.map((c) => c.titulo)).toEqual(['Boas-vindas', 'Sala principal', 'Palestra 1']);
    const audits = await t.app.database.db
      .select({ acao: auditoria.acao, area: auditoria.area })
      .from(auditoria)
      .where(and(eq(auditoria.igrejaId, church.id), eq(auditoria.entidade, 'evento_conteudo')));
    expect(audits.map((a) => a.acao).sort()).toEqual(['create', 'create', 'create', 'create', 'create', 'delete', 'update', 'update']);
    expect(new Set(audits.map((a) => a.area))).toEqual(new Set(['events']));
  });

  it('refuses a reorder that does not name every content once', async () => {
    const current = (await call(editor, 'GET', base(event.id))).json().itens.map((c: { id: number }) => c.id);
    for (const bad of [current.slice(1), [...current, current[0]], [...current.slice(1), 2_147_483_647]]) {
      const res = await call(editor, 'PUT', `${base(event.id)}/order`, { ids: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'EVENT_CONTENT_ORDER_MISMATCH', fields: { ids: expect.any(String) } });
    }
  });
});

describe('bad input and other churches', () => {
  it('answers a translated 400 with the field for each bad body', async () => {
    const cases: [unknown, string][] = [
      [{ titulo: 'x', tipo: 'link', url: 'http://insecure.example.org' }, 'url'],
      [{ titulo: 'x', tipo: 'video', url: 'javascript:alert(1)' }, 'url'],
      [{ titulo: 'x', tipo: 'arquivo', url: 'https://user:pass@example.org/f.pdf' }, 'url'],
      [{ titulo: 'x', tipo: 'link' }, 'url'],
      [{ titulo: 'x', tipo: 'texto', texto: '   ' }, 'texto'],
      [{ titulo: 'x', tipo: 'texto', texto: 'a'.repeat(20_001) }, 'texto'],
      [{ titulo: '', tipo: 'link', url: 'https://example.org' }, 'titulo'],
      [{ titulo: 'x\u0000y', tipo: 'link', url: 'https://example.org' }, 'titulo'],
      [{ titulo: 'x', tipo: 'podcast', url: 'https://example.org' }, 'tipo'],
      [{ titulo: 'x', tipo: 'link', url: 'https://example.org', ingressoId: 'um' }, 'ingressoId'],
      [{ titulo: 'x', tipo: 'link', url: 'https://example.org', outra: 1 }, 'outra'],
    ];
    for (const [body, field] of cases) {
      const res = await call(editor, 'POST', base(event.id), body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), field).toContain(field);
    }
    const otherType = await call(editor, 'POST', base(event.id), {
      titulo: 'x',
      tipo: 'link',
      url: 'https://example.org',
      ingressoId: other.tickets[0]!.id,
    });
    expect(otherType.statusCode).toBe(400);
    expect(otherType.json()).toMatchObject({ code: 'EVENT_TICKET_TYPE_NOT_FOUND', fields: { ingressoId: expect.any(String) } });
  });

  it("never reads or changes another church's event or a content of another event", async () => {
    const grace = await createChurch(t.app, 'grace-conteudos');
    const graceEvent = await createEvent(t.app, grace, { titulo: 'Grace Camp' });
    const graceAdmin = await staffLogin(t.app, await createMember(t.app, grace, { roles: ['ROLE_ADMIN'] }), { totp: true });
    const mine = (await call(editor, 'GET', base(event.id))).json().itens[0].id as number;
    // Another church's staff on this church's path: the gate refuses; on their own path the id names nothing.
    expect([403, 404]).toContain((await call(graceAdmin, 'GET', base(event.id))).statusCode);
    expect((await call(graceAdmin, 'GET', base(event.id, grace.slug))).statusCode).toBe(404);
    expect((await call(editor, 'GET', base(graceEvent.id))).statusCode).toBe(404);
    const wrongEvent = await call(editor, 'PUT', `${base(other.id)}/${mine}`, { titulo: 'x', tipo: 'link', url: 'https://example.org' });
    expect(wrongEvent.statusCode).toBe(404);
    expect(wrongEvent.json().code).toBe('ADMIN_EVENT_CONTENT_NOT_FOUND');
    expect((await call(editor, 'DELETE', `${base(other.id)}/${mine}`)).statusCode).toBe(404);
    expect((await call(editor, 'GET', base(event.id))).json().itens[0].id).toBe(mine);
  });
});
