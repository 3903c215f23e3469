import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChurch, createMember, type TestChurch, type TestMember } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The input classes that used to crash (500), each answered 400 with the translated JSON error body. */
describe('malformed input answers 400, never 500', () => {
  let t: TestApp;
  let church: TestChurch;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    church = await createChurch(t.app, 'bad-input');
    member = await createMember(t.app, church);
  });
  afterAll(() => t.close());

  const headers = () => ({ ...member.headers, 'accept-language': 'en' });

  it.each([
    ['a NUL byte in a note title', 'POST', () => `/api/v1/nota-sermao/?igreja=${church.id}`, { titulo: 'a\u0000b' }, 'titulo'],
    ['a NUL byte in a profile field', 'PUT', () => '/api/v1/usuario/', { nome: 'Ana\u0000', sobrenome: 'B' }, 'nome'],
    [
      'year 0 in a date-time',
      'PUT',
      () => '/api/v1/nota-sermao/1',
      { titulo: 'T', dataUltimaAlteracao: '0000-01-01T00:00:00Z' },
      'dataUltimaAlteracao',
    ],
    ['an id above the integer column', 'POST', () => '/api/v1/usuario/troca-igreja', { igreja: 2147483648 }, 'igreja'],
  ])('%s', async (_name, method, url, payload, field) => {
    const res = await t.app.inject({ method: method as 'POST', url: url(), headers: headers(), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it('names the control character in the translated message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/nota-sermao/?igreja=${church.id}`,
      headers: headers(),
      payload: { titulo: 'ok', texto: 'x\u0000' },
    });
    expect(res.json().fields.texto).toBe('The text contains characters that are not allowed.');
  });

  it.each(['/api/v1/nota-sermao/2147483648', '/api/v1/nota-sermao/99999999999999999999', '/api/v1/igreja/codigo/%00'])(
    'refuses %s',
    async (url) => {
      const res = await t.app.inject({ url, headers: headers() });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    },
  );

  it.each(['null', '[]', '"x"'])('refuses a JSON body of %s where an object is expected', async (payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/token/refresh',
      headers: { host: church.host, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().code).toBe('string');
  });

  it('refuses a multipart body without its boundary', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oracao/',
      headers: { ...headers(), 'content-type': 'multipart/form-data' },
      payload: '--x\r\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });
});
