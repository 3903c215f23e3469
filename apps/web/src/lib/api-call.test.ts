import * as notes from '@congrega/contract/endpoints/notes';
import * as prayer from '@congrega/contract/endpoints/prayer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from './api-call.ts';

describe('the typed endpoint client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds method, path (encoded params), query and JSON body from the descriptor', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ id: 7 }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await apiCall(notes.updateNote, { params: { id: 7 }, body: { titulo: 'T', texto: 'x' } });
    await apiCall(prayer.getPrayerWall, { params: { slug: 'a b' }, query: { page: 2, limit: 20 } });
    const calls = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
    expect(calls[0]![0]).toBe('/api/v1/nota-sermao/7');
    expect(calls[0]![1]).toMatchObject({ method: 'PUT', body: JSON.stringify({ titulo: 'T', texto: 'x' }) });
    expect(calls[1]![0]).toBe('/api/v1/oracao/a%20b?page=2&limit=20');
    expect(calls[1]![1].method).toBe('GET');
  });

  it('answers 204 with no body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(apiCall(notes.deleteNote, { params: { id: 3 } })).resolves.toBeUndefined();
  });

  it('sends extra headers (Idempotency-Key) but never lets them replace the bearer token', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({}), { status: 201, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    await apiCall(
      notes.deleteNote,
      { params: { id: 3 } },
      { headers: { 'Idempotency-Key': 'key-12345678', Authorization: 'Bearer forged' } },
    );
    const init = (fetchMock.mock.calls as unknown as Array<[string, RequestInit]>)[0]![1];
    const headers = init.headers as Headers;
    expect(headers.get('idempotency-key')).toBe('key-12345678');
    expect(headers.get('authorization')).toBeNull();
  });
});
