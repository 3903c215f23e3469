import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { zoneParts } from '@congrega/contract/datetime';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createService } from '../live/live.fixtures.ts';
import { buy, createEvent, holders, type TestEvent } from './events.fixtures.ts';
import { TICKET_MAIL_JOB } from './ticket-mail.ts';

/** The VEVENTs of an iCalendar text, parsed by ical.js (a parse error throws). */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

/** Add-to-calendar files of events and live services, and the ticket e-mail's copy (issue 37). */
describe('add to calendar (.ics)', () => {
  let t: TestApp;
  let dataDir: string;
  let church: TestChurch;
  let other: TestChurch;
  let member: TestMember;
  let event: TestEvent;
  let free: TestEvent;
  const get = (url: string, host = church.host) => t.app.inject({ url: `/api/v1${url}`, headers: { host, 'accept-language': 'en' } });

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'events-calendar-'));
    t = await createTestApp({ dataDir });
    church = await createChurch(t.app, 'agenda');
    other = await createChurch(t.app, 'agenda-b');
    member = await createMember(t.app, church);
    event = await createEvent(t.app, church, {
      titulo: 'Conferência; "Videira", 2031',
      resumo: '<p>Três dias de louvor.</p>',
      localNome: 'Templo sede',
      localEndereco: 'Rua das Flores, 10',
      localCidade: 'Goiânia',
      dataInicio: new Date('2031-03-14T22:00:00Z'),
      dataFim: new Date('2031-03-16T22:00:00Z'),
    });
    free = await createEvent(t.app, church, {
      titulo: 'Culto de jovens',
      dataInicio: new Date(Date.now() + 10 * 86_400_000),
      dataFim: new Date(Date.now() + 10 * 86_400_000 + 7_200_000),
      tickets: [{ nome: 'Entrada', valor: 0 }],
    });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('gives an event as an iCalendar entry: UTC instants, place, the event page, a stable UID', async () => {
    const res = await get(`/evento/${event.id}/calendario.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="evento-${event.id}.ics"`);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { calendar, events } = eventsOf(res.body);
    expect(events).toHaveLength(1);
    const [e] = events;
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/Congrega/);
    expect(e!.summary).toBe('Conferência; "Videira", 2031');
    expect(e!.description).toBe('Três dias de louvor.');
    expect(e!.location).toBe('Templo sede, Rua das Flores, 10, Goiânia');
    expect(e!.component.getFirstPropertyValue('url')).toBe(`http://agenda.localhost:3000/event/${event.id}`);
    expect(e!.uid).toBe(`evento-${event.id}@agenda.localhost:3000`);
    expect(e!.startDate.zone.tzid).toBe('UTC');
    expect(e!.startDate.toJSDate().toISOString()).toBe('2031-03-14T22:00:00.000Z');
    expect(e!.endDate.toJSDate().toISOString()).toBe('2031-03-16T22:00:00.000Z');
  });

  it('answers 404 for another church’s event and an unknown one; 400 for a malformed id', async () => {
    expect((await get(`/evento/${event.id}/calendario.ics`, other.host)).json().code).toBe('EVENT_NOT_FOUND');
    expect((await get('/evento/999999/calendario.ics')).statusCode).toBe(404);
    expect((await get('/evento/abc/calendario.ics')).statusCode).toBe(400);
  });

  it('attaches the event’s calendar entry to the ticket e-mail', async () => {
    const res = await buy(t.app, church, free, member, {
      ingressos: [{ id: free.tickets[0]!.id, quantidade: 1, titulares: holders(1) }],
      valorTotal: 0,
    });
    expect(res.statusCode).toBe(201);
    expect(await t.app.jobs.drain(TICKET_MAIL_JOB)).toBe(1);
    const dir = path.join(dataDir, 'outbox');
    const [file] = await fs.readdir(dir);
    const mail = await simpleParser(await fs.readFile(path.join(dir, file!)));
    const ics = mail.attachments.find((a) => a.filename === 'evento.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const [e] = eventsOf(ics!.content.toString('utf8')).events;
    expect(e!.summary).toBe('Culto de jovens');
    expect(e!.uid).toBe(`evento-${free.id}@agenda.localhost:3000`);
    // The QR codes are still there, inline.
    expect(mail.attachments.filter((a) => a.contentType === 'image/png')).toHaveLength(1);
  });

  it('gives a weekly service as a series at its time in its zone, across daylight saving (VTIMEZONE included)', async () => {
    const service = await createService(t.app, church, {
      titulo: 'Culto de domingo',
      tipo: 'semanal',
      diaSemana: 0,
      horario: '19:00',
      duracaoMinutos: 90,
      fusoHorario: 'America/Chicago',
    });
    const res = await get(`/culto/${service.id}/calendario.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { calendar, events } = eventsOf(res.body);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Chicago');
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const [e] = events;
    expect(e!.summary).toBe('Culto de domingo');
    expect(e!.location).toBe('http://agenda.localhost:3000/live');
    expect(e!.isRecurring()).toBe(true);
    expect(e!.startDate.zone.tzid).toBe('America/Chicago');
    expect(e!.startDate.hour).toBe(19);
    expect(e!.startDate.dayOfWeek()).toBe(ICAL.Time.SUNDAY);
    expect(e!.endDate.toJSDate().getTime() - e!.startDate.toJSDate().getTime()).toBe(90 * 60_000);
    // Every occurrence in the next year is a Sunday at 19:00 Chicago time: 00:00 or 01:00 UTC by the season.
    const it = e!.iterator();
    const utcHours = new Set<number>();
    for (let i = 0; i < 52; i += 1) {
      const next = it.next()!;
      const at = next.toJSDate();
      const p = zoneParts(at, 'America/Chicago');
      expect([new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay(), p.hour, p.minute]).toEqual([0, 19, 0]);
      utcHours.add(at.getUTCHours());
    }
    expect([...utcHours].sort()).toEqual([0, 1]);
  });

  it('gives a one-off stream at its UTC instants; another church’s service answers 404', async () => {
    const stream = await createService(t.app, church, {
      titulo: 'Vigília',
      tipo: 'avulso',
      diaSemana: null,
      horario: null,
      inicio: new Date('2031-05-01T23:00:00Z'),
      fim: new Date('2031-05-02T03:00:00Z'),
    });
    const [e] = eventsOf((await get(`/culto/${stream.id}/calendario.ics`)).body).events;
    expect(e!.isRecurring()).toBe(false);
    expect(e!.startDate.toJSDate().toISOString()).toBe('2031-05-01T23:00:00.000Z');
    expect((await get(`/culto/${stream.id}/calendario.ics`, other.host)).json().code).toBe('LIVE_SERVICE_NOT_FOUND');
  });
});
