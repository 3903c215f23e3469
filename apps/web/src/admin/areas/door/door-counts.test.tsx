import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { DoorEventScreen } from './door-event-screen.tsx';

/**
 * The door's shared counts (door-api.ts useLiveDoorCounts): one wait at a time on GET …/counts, naming the counts
 * the screen shows; the answer replaces them and the next wait names the new ones; leaving the screen ends the wait.
 */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const evento = {
  id: 5,
  titulo: 'Conferência',
  dataInicio: '2026-12-10T22:00:00.000Z',
  dataFim: '2026-12-11T02:00:00.000Z',
  localNome: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('keeps the counts shared: each wait names the counts shown and the answer replaces them', async () => {
  const waits: string[] = [];
  let aborted = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string, init?: RequestInit) => {
      const { pathname, search } = new URL(raw, 'http://admin.localhost');
      if (pathname === '/api/v1/admin/videira/door/events/5')
        return json(200, { evento, contagem: { admitidos: 0, esperados: 3, conflitos: 0 } });
      if (!pathname.endsWith('/counts')) return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
      // The first wait answers another device's admission; the next one waits until the screen goes.
      if (waits.push(search) === 1) return json(200, { admitidos: 2, esperados: 3, conflitos: 0 });
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => (aborted++, reject(new DOMException('', 'AbortError')))),
      );
    }),
  );
  renderConsole(
    '/en/videira/door/5',
    [{ path: 'door/:eventId', element: <DoorEventScreen /> }],
    consoleContext([{ ...heldGrant('door', 'edit'), scopeKind: 'event', scopeId: 5 }]),
  );
  await waitFor(() => expect(waits).toEqual(['?admitidos=0&esperados=3&conflitos=0', '?admitidos=2&esperados=3&conflitos=0']));
  cleanup();
  expect(aborted).toBe(1);
});
