import type { TLiveSchedule } from '@congrega/contract/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStreamClient } from '../../test/event-stream-client.ts';
import { createChurch, createMember, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffSession } from '../admin/admin.test-helpers.ts';
import { createService } from './live.fixtures.ts';

const HOUR = 3_600_000;

/**
 * The schedule without reload (issue 34): a page's stream gets the schedule at once, then the new one as soon as
 * staff go live, end, change or delete a service; another church's changes never reach it; a wrong slug or a
 * church without MOD_CULTO is refused before the stream opens; the app's close ends the open streams.
 */
describe('live schedule stream', () => {
  let t: TestApp;
  let church: TestChurch;
  let other: TestChurch;
  let staff: StaffSession;
  const streams: EventStreamClient[] = [];
  const open = async (path: string, host: string) => {
    const stream = await EventStreamClient.open(t.app, path, host);
    streams.push(stream);
    return stream;
  };
  const admin = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/admin/${church.slug}${path}`, headers: staff.headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'ao-vivo-sse');
    other = await createChurch(t.app, 'outra-sse');
    staff = await staffLogin(t.app, await createMember(t.app, church, { roles: ['ROLE_ADMIN_CONTENT'] }));
  });
  afterAll(async () => {
    // The close ends the streams still open (else it would wait on them), then the clients go.
    await t.close();
    for (const s of streams) s.close();
  });

  it('sends the schedule at once, then each change staff make, and nothing of another church', async () => {
    const service = await createService(t.app, church, {
      titulo: 'Culto de quinta',
      inicio: new Date(Date.now() + 24 * HOUR),
      fim: new Date(Date.now() + 26 * HOUR),
    });
    const page = await open(`/api/v1/igreja/${church.slug}/culto/ao-vivo`, church.host);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-encoding']).toBeUndefined();
    const first = await page.next<TLiveSchedule>('schedule');
    expect(first).toMatchObject({ aoVivo: null, proximo: { id: service.id } });
    const elsewhere = await open(`/api/v1/igreja/${other.slug}/culto/ao-vivo`, other.host);
    await elsewhere.next('schedule');

    expect((await admin('POST', `/services/${service.id}/start`)).statusCode).toBe(200);
    expect(await page.next<TLiveSchedule>('schedule')).toMatchObject({
      aoVivo: { id: service.id, aoVivo: true, titulo: 'Culto de quinta' },
    });
    expect((await admin('POST', `/services/${service.id}/end`)).statusCode).toBe(200);
    const ended = await page.next<TLiveSchedule>('schedule');
    expect(ended.aoVivo).toBeNull();
    expect(ended.cultos).toEqual([]);
    const created = await admin('POST', '/services', {
      titulo: 'Culto de domingo',
      tipo: 'semanal',
      diaSemana: 0,
      horario: '18:00',
      fusoHorario: 'America/Sao_Paulo',
      fonteUrl: 'https://vimeo.com/76979871',
    });
    expect(created.statusCode).toBe(201);
    expect((await page.next<TLiveSchedule>('schedule')).cultos).toMatchObject([{ titulo: 'Culto de domingo', fonte: { tipo: 'vimeo' } }]);
    expect((await admin('DELETE', `/services/${created.json().id}`)).statusCode).toBe(204);
    expect((await page.next<TLiveSchedule>('schedule')).cultos).toEqual([]);
    // The other church's page heard none of it.
    await expect(elsewhere.next('schedule', 300)).rejects.toThrow(/no schedule event/);
  });

  it('refuses a wrong slug and a church without MOD_CULTO before opening, as JSON', async () => {
    const wrong = await open(`/api/v1/igreja/${other.slug}/culto/ao-vivo`, church.host);
    expect(wrong.status).toBe(404);
    expect(JSON.parse(await wrong.body()).code).toBe('CHURCH_NOT_FOUND');
    const off = await createChurch(t.app, 'sem-culto-sse', { modules: ['MOD_EVENTO'] });
    const refused = await open(`/api/v1/igreja/${off.slug}/culto/ao-vivo`, off.host);
    expect(refused.status).toBe(404);
    expect(JSON.parse(await refused.body()).code).toBe('MODULE_DISABLED');
  });

  it('forgets a page that left (a page still open is ended by the close, in afterAll)', async () => {
    const key = String(church.id);
    const before = t.app.liveSchedule.count(key);
    const page = await open(`/api/v1/igreja/${church.slug}/culto/ao-vivo`, church.host);
    await page.next('schedule');
    expect(t.app.liveSchedule.count(key)).toBe(before + 1);
    page.close();
    await expect.poll(() => t.app.liveSchedule.count(key)).toBe(before);
    const stays = await open(`/api/v1/igreja/${church.slug}/culto/ao-vivo`, church.host);
    await stays.next('schedule');
    expect(t.app.eventStreams.size).toBeGreaterThan(0);
  });
});
