import net from 'node:net';
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
    for (const [lang, text] of [
      ['pt-BR', 'Igreja não encontrada'],
      ['en', 'No church found'],
      ['es', 'No se encontró'],
    ]) {
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

  it('serves the API docs with the security headers of the app', async () => {
    const entry = await t.app.inject('/api/docs');
    const pageUrl = entry.statusCode === 302 ? new URL(String(entry.headers.location), 'http://x/api/docs').pathname : '/api/docs';
    const page = await t.app.inject(pageUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    for (const url of ['/api/docs', pageUrl, '/api/docs/json', '/api/docs/static/swagger-initializer.js']) {
      const res = await t.app.inject(url);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
    }
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self'/);
  });

  it('applies the tenant check whatever the spelling of the path', async () => {
    for (const url of ['/%61pi/v1/banner/', '/api/v1/%62anner/', '/%62ff/bootstrap', '/%61pi/v1/me']) {
      const unknown = await t.app.inject({ url, headers: { host: 'nowhere.localhost' } });
      expect(unknown.json().code, url).toBe('CHURCH_NOT_FOUND');
      const inactive = await t.app.inject({ url, headers: { host: 'fechada.localhost' } });
      expect(inactive.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(inactive.statusCode, url).toBeLessThan(500);
      if (inactive.statusCode !== 404) expect(inactive.json().code, url).toBe('CHURCH_INACTIVE');
    }
  });

  it('answers unknown routes with the JSON error body, whatever the method and scope', async () => {
    for (const [method, url] of [
      ['POST', '/nope'],
      ['DELETE', '/api/v1/nope'],
      ['GET', '/api/v1/nope'],
      ['PATCH', '/bff/nope'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { host: 'videira.localhost', 'accept-language': 'en' } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  describe('over a real socket', () => {
    let port = 0;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as net.AddressInfo).port;
    });
    const raw = (request: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString('utf8')));
        socket.on('error', reject);
        socket.on('close', () => resolve({ status: Number(data.split(' ')[1]), body: data.slice(data.indexOf('\r\n\r\n') + 4) }));
      });

    it('checks the tenant of an absolute-form request target', async () => {
      const res = await raw('GET http://fechada.localhost/api/v1/banner/ HTTP/1.1\r\nHost: fechada.localhost\r\nConnection: close\r\n\r\n');
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body).code).toBe('CHURCH_INACTIVE');
    });

    it('answers a request without Host with the JSON error body', async () => {
      for (const path of ['/api/v1/banner/', '/']) {
        const res = await raw(`GET ${path} HTTP/1.1\r\nConnection: close\r\n\r\n`);
        expect(res.status, path).toBe(400);
        expect(JSON.parse(res.body).code, path).toBe('BAD_REQUEST');
      }
    });
  });
});
