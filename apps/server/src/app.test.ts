import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch } from './test/fixtures.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

describe('app foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createChurch(t.app, 'videira');
    await createChurch(t.app, 'fechada', { flagAtivo: false });
  });
  afterAll(() => t.close());

  it('answers /healthz without a tenant', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('refuses an unknown host with a translated 404 body', async () => {
    for (const [lang, text] of [['pt-BR', 'Igreja não encontrada'], ['en', 'No church found'], ['es', 'No se encontró']]) {
      const res = await t.app.inject({ url: '/api/v1/anything', headers: { host: 'nowhere.localhost', 'accept-language': lang! } });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('CHURCH_NOT_FOUND');
      expect(res.json().message).toContain(text);
    }
  });

  it('refuses an inactive church clearly', async () => {
    const res = await t.app.inject({ url: '/api/v1/anything', headers: { host: 'fechada.localhost', 'accept-language': 'en' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'CHURCH_INACTIVE', message: 'This church is not active.' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
