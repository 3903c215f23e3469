import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, type TestChurch } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** Compression by Accept-Encoding above 1 KiB and weak ETags with 304 (plugins/compression.ts, issue 37). */
let t: TestApp;
let church: TestChurch;
beforeAll(async () => {
  t = await createTestApp();
  church = await createChurch(t.app, 'videira');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: church.host, ...headers } });

describe('compression', () => {
  it('sends the OpenAPI document as Brotli to a client that takes it, the same JSON once decoded', async () => {
    const plain = await get('/api/docs/json');
    const res = await get('/api/docs/json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const decoded = brotliDecompressSync(res.rawPayload).toString();
    expect(JSON.parse(decoded)).toEqual(plain.json());
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  it('falls back to gzip, and sends plain text to a client that asks for no encoding', async () => {
    const gz = await get('/bff/bootstrap', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).igreja).toBeDefined();
    const plain = await get('/bff/bootstrap');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().igreja).toBeDefined();
  });

  it('leaves an answer under 1 KiB as it is', async () => {
    const res = await get('/healthz', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('ETag', () => {
  it('a GET answer carries a weak ETag of its body; the same ETag back answers 304 with no body', async () => {
    const first = await get('/bff/bootstrap', { 'accept-encoding': 'br' });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"/);
    expect((await get('/bff/bootstrap')).headers.etag).toBe(tag);
    const again = await get('/bff/bootstrap', { 'if-none-match': tag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get('/bff/bootstrap', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('never answers 304 to a write or to a refusal, whatever tag it is sent', async () => {
    const refused = await get('/api/v1/me');
    expect(refused.statusCode).toBe(401);
    const again = await get('/api/v1/me', { 'if-none-match': refused.headers.etag as string });
    expect(again.statusCode).toBe(401);
    const body = { email: 'ninguem@test.local', password: 'errada-errada' };
    const post = () => t.app.inject({ method: 'POST', url: '/api/v1/security/login_check', headers: { host: church.host }, payload: body });
    const first = await post();
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    const tag = first.headers.etag as string | undefined;
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/login_check',
      headers: { host: church.host, ...(tag ? { 'if-none-match': tag } : {}) },
      payload: body,
    });
    expect(second.statusCode).toBe(first.statusCode);
  });
});
