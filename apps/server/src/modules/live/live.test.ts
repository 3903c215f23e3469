import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, type TestChurch } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createService } from './live.fixtures.ts';

const HOUR = 3_600_000;

describe('live services', () => {
  let t: TestApp;
  let church: TestChurch;
  const get = (url: string, host = church.host) => t.app.inject({ url, headers: { host, 'accept-language': 'en' } });

  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'ao-vivo');
  });
  afterAll(() => t.close());

  it('says nothing is scheduled for a church without services', async () => {
    const res = await get(`/api/v1/igreja/${church.slug}/culto/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ aoVivo: null, proximo: null, cultos: [] });
  });

  it('lists what is live now and what comes next; ended streams are gone', async () => {
    const now = Date.now();
    const live = await createService(t.app, church, { titulo: 'Agora' });
    const weekly = await createService(t.app, church, {
      titulo: 'Domingo',
      tipo: 'semanal',
      diaSemana: 0,
      horario: '18:00',
      inicio: null,
      fim: null,
      fonteTipo: 'hls',
      fonteValor: 'https://example.org/live.m3u8',
    });
    await createService(t.app, church, { titulo: 'Terminou', inicio: new Date(now - 3 * HOUR), fim: new Date(now - HOUR) });
    const later = await createService(t.app, church, {
      titulo: 'Depois',
      inicio: new Date(now + 9 * 24 * HOUR),
      fim: new Date(now + 9 * 24 * HOUR + HOUR),
    });
    const res = await get(`/api/v1/igreja/${church.slug}/culto/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=15');
    const body = res.json();
    expect(body.aoVivo).toMatchObject({ id: live.id, aoVivo: true, fonte: { tipo: 'youtube', valor: 'dQw4w9WgXcQ' } });
    expect(body.proximo).toMatchObject({ id: weekly.id, aoVivo: false, tipo: 'semanal', diaSemana: 0, horario: '18:00' });
    expect(body.cultos.map((c: { id: number }) => c.id)).toEqual([live.id, weekly.id, later.id]);
    const one = await get(`/api/v1/culto/${weekly.id}`);
    expect(one.json()).toMatchObject({ titulo: 'Domingo', fonte: { tipo: 'hls' } });
  });

  it.each([
    ['another slug', '/api/v1/igreja/outra/culto/', 'CHURCH_NOT_FOUND'],
    ['an unknown service', '/api/v1/culto/999999', 'LIVE_SERVICE_NOT_FOUND'],
    ['a bad id', '/api/v1/culto/abc', 'VALIDATION_FAILED'],
  ])('answers %s with a 4xx', async (_name, url, code) => {
    const res = await get(url);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).toBe(code);
  });

  it('answers 404 MODULE_DISABLED without MOD_CULTO', async () => {
    const off = await createChurch(t.app, 'sem-culto', { modules: ['MOD_EVENTO'] });
    const res = await get(`/api/v1/igreja/${off.slug}/culto/`, off.host);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('MODULE_DISABLED');
  });
});
