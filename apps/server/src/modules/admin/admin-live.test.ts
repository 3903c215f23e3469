import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { culto } from '../live/live.schema.ts';
import { notificacao } from '../notifications/notifications.schema.ts';
import { auditoria } from './admin.schema.ts';
import { grantPreset, staffLogin, type StaffSession } from './admin.test-helpers.ts';

/**
 * Scheduling live services in the console (issue 34): weekly and one-off services in a time zone, the stream source
 * validated from its address, go live and end by hand (the public schedule follows at once), delete; each change
 * audited; creating one notifies the members (CULTO) once; another church's services out of reach.
 */
let t: TestApp;
let videira: TestChurch;
let grace: TestChurch;
let editor: StaffSession;
let host: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  videira = await createChurch(t.app, 'videira');
  grace = await createChurch(t.app, 'grace');
  editor = await staffLogin(t.app, await createMember(t.app, videira, { roles: ['ROLE_ADMIN_CONTENT'] }));
  const hostMember = await createMember(t.app, videira);
  await grantPreset(t.app, videira, hostMember, 'chat_host');
  host = await staffLogin(t.app, hostMember);
});
afterAll(() => t.close());

const call = (s: StaffSession, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, slug = 'videira') =>
  t.app.inject({
    method,
    url: `/api/v1/admin/${slug}${path}`,
    headers: { ...s.headers, 'accept-language': 'en' },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const schedule = async () => (await t.app.inject({ url: '/api/v1/igreja/videira/culto/', headers: { host: videira.host } })).json();

const weekly = (extra: object = {}) => ({
  titulo: 'Culto de Domingo',
  descricao: 'Toda semana',
  tipo: 'semanal',
  diaSemana: 0,
  horario: '18:00',
  duracaoMinutos: 120,
  fusoHorario: 'America/Sao_Paulo',
  fonteUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  ...extra,
});
const HOUR = 3_600_000;
const oneOff = (extra: object = {}) => ({
  titulo: 'Vigília',
  tipo: 'avulso',
  fusoHorario: 'America/Sao_Paulo',
  inicio: new Date(Date.now() + 48 * HOUR).toISOString(),
  fim: new Date(Date.now() + 50 * HOUR).toISOString(),
  fonteUrl: 'https://cdn.example.org/vigilia/index.m3u8',
  ...extra,
});

describe('live services in the console', () => {
  it('schedules a weekly service: shown on the member schedule, audited, one CULTO notification', async () => {
    const res = await call(editor, 'POST', '/services', weekly());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      titulo: 'Culto de Domingo',
      tipo: 'semanal',
      diaSemana: 0,
      horario: '18:00',
      inicio: null,
      fonte: { tipo: 'youtube', valor: 'dQw4w9WgXcQ' },
      fonteUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      aoVivoDesde: null,
    });
    expect(created.ocorrencia.inicio).toMatch(/T21:00:00\.000Z$/);
    expect((await schedule()).cultos.map((c: { id: number }) => c.id)).toContain(created.id);
    const notices = await t.app.database.db
      .select()
      .from(notificacao)
      .where(and(eq(notificacao.igrejaId, videira.id), eq(notificacao.tipo, 'CULTO'), eq(notificacao.idEntidadeRelacionada, created.id)));
    expect(notices).toMatchObject([{ titulo: 'Culto de Domingo', corpo: 'Toda semana', usuarioId: null }]);
    const audit = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'culto'), eq(auditoria.entidadeId, String(created.id))));
    expect(audit).toMatchObject([{ area: 'live', acao: 'create' }]);
    // An edit notifies nobody again.
    const edited = await call(editor, 'PUT', `/services/${created.id}`, weekly({ titulo: 'Culto da Família', horario: '10:00' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ titulo: 'Culto da Família', horario: '10:00' });
    const again = await t.app.database.db.select().from(notificacao).where(eq(notificacao.idEntidadeRelacionada, created.id));
    expect(again).toHaveLength(1);
  });

  it('goes live by hand and ends: the public schedule follows at once; a weekly service then shows its next week', async () => {
    const created = (await call(editor, 'POST', '/services', oneOff({ titulo: 'Culto especial' }))).json();
    expect((await schedule()).aoVivo).toBeNull();
    const started = await call(host, 'POST', `/services/${created.id}/start`);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ aoVivo: true, aoVivoDesde: expect.any(String) });
    expect((await schedule()).aoVivo).toMatchObject({ id: created.id, aoVivo: true, fonte: { tipo: 'hls' } });
    // A repeat keeps the first instant and writes no audit row.
    const repeat = await call(host, 'POST', `/services/${created.id}/start`);
    expect(repeat.json().aoVivoDesde).toBe(started.json().aoVivoDesde);
    const ended = await call(host, 'POST', `/services/${created.id}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ aoVivo: false, ocorrencia: null, aoVivoDesde: null });
    const after = await schedule();
    expect(after.aoVivo).toBeNull();
    expect(after.cultos.map((c: { id: number }) => c.id)).not.toContain(created.id);
    const rows = await t.app.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'culto'), eq(auditoria.entidadeId, String(created.id))));
    expect(rows.map((r) => r.acao)).toEqual(['create', 'update', 'update']);

    const sunday = (await call(editor, 'POST', '/services', weekly({ titulo: 'Domingo à noite' }))).json();
    await call(host, 'POST', `/services/${sunday.id}/start`);
    const weeklyEnded = (await call(host, 'POST', `/services/${sunday.id}/end`)).json();
    expect(weeklyEnded.aoVivo).toBe(false);
    expect(Date.parse(weeklyEnded.ocorrencia.inicio)).toBeGreaterThan(Date.now());
  });

  it('lists live first, reads one, deletes one off every page (404 after)', async () => {
    const gone = (await call(editor, 'POST', '/services', oneOff({ titulo: 'Apagar' }))).json();
    const list = await call(host, 'GET', '/services');
    expect(list.statusCode).toBe(200);
    expect(list.json().itens.map((s: { id: number }) => s.id)).toContain(gone.id);
    expect((await call(host, 'GET', `/services/${gone.id}`)).json()).toMatchObject({ titulo: 'Apagar', tipo: 'avulso' });
    const del = await call(editor, 'DELETE', `/services/${gone.id}`);
    expect(del.statusCode).toBe(204);
    expect((await call(editor, 'GET', `/services/${gone.id}`)).json().code).toBe('LIVE_SERVICE_NOT_FOUND');
    expect((await call(editor, 'POST', `/services/${gone.id}/start`)).statusCode).toBe(404);
    expect((await schedule()).cultos.map((c: { id: number }) => c.id)).not.toContain(gone.id);
    const [row] = await t.app.database.db.select().from(culto).where(eq(culto.id, gone.id));
    expect(row!.flagAtivo).toBe(false);
  });

  it.each([
    ['a blank title', { titulo: '  ' }, 'titulo', 'This field is required.'],
    ['a NUL byte', { titulo: 'a\u0000b' }, 'titulo', 'The text contains characters that are not allowed.'],
    ['a page that is no stream', { fonteUrl: 'https://example.org/live' }, 'fonteUrl', 'Paste a YouTube or Vimeo'],
    ['a plain http stream', { fonteUrl: 'http://cdn.example.org/a.m3u8' }, 'fonteUrl', 'Paste a YouTube or Vimeo'],
    ['a weekly service without a day', { diaSemana: null }, 'diaSemana', 'This field is required.'],
    ['a day out of the week', { diaSemana: 7 }, 'diaSemana', 'The maximum value is 6.'],
    ['a time that is no time', { horario: '25:00' }, 'horario', 'Enter the time as HH:MM'],
    ['an unknown time zone', { fusoHorario: 'Mars/Olympus' }, 'fusoHorario', 'Invalid time zone.'],
    ['a wrong type', { duracaoMinutos: '90' }, 'duracaoMinutos', 'Enter a whole number.'],
    ['an unknown field', { extra: 1 }, 'extra', 'Unexpected field.'],
    ['a one-off ending before it starts', { tipo: 'avulso', inicio: '2030-01-02T10:00:00Z', fim: '2030-01-02T09:00:00Z' }, 'fim', 'end'],
    ['a one-off without a start', { tipo: 'avulso', fim: '2030-01-02T09:00:00Z' }, 'inicio', 'This field is required.'],
  ])('refuses %s with a translated 400 on its field', async (_name, change, field, message) => {
    const res = await call(editor, 'POST', '/services', weekly(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields[field]).toContain(message);
  });

  it('refuses an oversized body and a huge id without a 5xx', async () => {
    const big = await call(editor, 'POST', '/services', weekly({ descricao: 'x'.repeat(3000) }));
    expect(big.statusCode).toBe(400);
    expect(big.json().fields.descricao).toBeDefined();
    const huge = await call(editor, 'POST', '/services/99999999999999/start');
    expect(huge.statusCode).toBe(400);
    expect((await call(editor, 'PUT', '/services/2147483647', weekly())).statusCode).toBe(404);
  });

  it("keeps another church's services out of reach", async () => {
    const graceEditor = await staffLogin(t.app, await createMember(t.app, grace, { roles: ['ROLE_ADMIN_CONTENT'] }));
    const theirs = (
      await call(graceEditor, 'POST', '/services', weekly({ titulo: 'Sunday Service', fusoHorario: 'America/Chicago' }), 'grace')
    ).json();
    for (const [method, path] of [
      ['GET', `/services/${theirs.id}`],
      ['POST', `/services/${theirs.id}/start`],
      ['POST', `/services/${theirs.id}/end`],
      ['DELETE', `/services/${theirs.id}`],
    ] as const)
      expect((await call(editor, method, path)).statusCode).toBe(404);
    expect((await call(editor, 'PUT', `/services/${theirs.id}`, weekly())).statusCode).toBe(404);
    expect((await call(editor, 'GET', '/services', undefined, 'grace')).statusCode).toBe(404);
    const list = (await call(editor, 'GET', '/services')).json();
    expect(list.itens.map((s: { titulo: string }) => s.titulo)).not.toContain('Sunday Service');
  });
});
