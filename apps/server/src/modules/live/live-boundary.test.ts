import type { TLiveSchedule } from '@congrega/contract/live';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStreamClient } from '../../test/event-stream-client.ts';
import { createChurch, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { nextTickDelay, pushLiveBoundaries } from './live-boundary-runner.ts';
import { nextBoundary } from './live-boundary.ts';
import { liveScheduleChanged } from './live-schedule-live.ts';
import { createService } from './live.fixtures.ts';
import { culto } from './live.schema.ts';

const MINUTE = 60_000;

/**
 * Clock-driven live start and end (issue 34), on a controlled clock: a service's start and end each push the new
 * schedule to the open pages once, whatever the number of copies ticking; nothing is pushed between boundaries.
 */
describe('live schedule at its start and end', () => {
  let t: TestApp;
  let church: TestChurch;
  let other: TestChurch;
  const t0 = new Date(Date.UTC(2030, 0, 9, 21, 0)); // a Wednesday, 18:00 in São Paulo
  const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
  const heard: TLiveSchedule[] = [];
  let serviceId: number;
  let stream: EventStreamClient | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'relogio');
    other = await createChurch(t.app, 'relogio-outra');
    serviceId = (await createService(t.app, church, { titulo: 'Vigília', inicio: at(10), fim: at(70) })).id;
    // Another church's weekly service, Wednesdays 18:30 in São Paulo: its start is its own push.
    await createService(t.app, other, { titulo: 'Semanal', tipo: 'semanal', diaSemana: 3, horario: '18:30', inicio: null, fim: null });
    t.app.liveSchedule.watch(String(church.id), (s) => heard.push(s));
  });
  afterAll(async () => {
    await t.close();
    stream?.close();
  });

  it('knows the next start or end of a service', async () => {
    const [row] = await t.app.database.db.select().from(culto).where(eq(culto.id, serviceId));
    expect(nextBoundary(row!, at(0).getTime())).toBe(at(10).getTime());
    expect(nextBoundary(row!, at(10).getTime())).toBe(at(70).getTime());
    expect(nextBoundary(row!, at(70).getTime())).toBeUndefined();
    expect(await nextTickDelay(t.app, at(9))).toBe(MINUTE + 250);
    expect(await nextTickDelay(t.app, at(9.5))).toBe(0.5 * MINUTE + 250);
  });

  it('pushes nothing while no start or end passes', async () => {
    expect(await pushLiveBoundaries(t.app, at(0), at(9))).toBe(0);
    expect(heard).toEqual([]);
  });

  it('pushes the start once to the open page, though two copies tick at once', async () => {
    stream = await EventStreamClient.open(t.app, `/api/v1/igreja/${church.slug}/culto/ao-vivo`, church.host);
    expect((await stream.next<TLiveSchedule>('schedule')).aoVivo).toBeNull();
    const counts = await Promise.all([pushLiveBoundaries(t.app, at(9), at(10)), pushLiveBoundaries(t.app, at(9), at(10))]);
    // The other church's weekly service starts at 18:30 (minute 30): not yet.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ aoVivo: { id: serviceId, aoVivo: true }, agora: at(10).toISOString() });
    expect(await stream.next<TLiveSchedule>('schedule')).toMatchObject({ aoVivo: { id: serviceId } });
    // A later tick over the same boundary (a copy that was behind) finds it pushed.
    expect(await pushLiveBoundaries(t.app, at(9.5), at(10.5))).toBe(0);
    expect(heard).toHaveLength(1);
  });

  it("pushes another church's weekly start to that church only", async () => {
    expect(await pushLiveBoundaries(t.app, at(29), at(30))).toBe(1);
    expect(heard).toHaveLength(1);
  });

  it('pushes the end once; a staff change in between was already pushed and is not pushed again', async () => {
    const tenant = { ...church, nome: 'Relógio', idioma: 'pt-BR', moeda: 'BRL', flagAtivo: true, organizacaoId: null };
    await liveScheduleChanged(t.app, tenant);
    const afterChange = heard.length;
    await stream!.next<TLiveSchedule>('schedule');
    expect(await pushLiveBoundaries(t.app, at(31), at(60))).toBe(0);
    const counts = await Promise.all([pushLiveBoundaries(t.app, at(69), at(70)), pushLiveBoundaries(t.app, at(69), at(70))]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(heard).toHaveLength(afterChange + 1);
    expect(heard.at(-1)).toMatchObject({ aoVivo: null, cultos: [] });
    expect((await stream!.next<TLiveSchedule>('schedule')).aoVivo).toBeNull();
  });
});
