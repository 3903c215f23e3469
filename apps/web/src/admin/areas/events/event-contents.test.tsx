import type { TAdminEventContent } from '@congrega/contract/admin/event-contents';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { EventContentsScreen } from './event-contents-screen.tsx';

/** The event's online content screen: a text content typed here, a reorder that sends every id, a delete asked first. */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const base = '/api/v1/admin/videira/events/4/contents';
let contents: TAdminEventContent[];
let sent: { method: string; path: string; body: unknown }[];

const content = (id: number, titulo: string): TAdminEventContent => ({
  id,
  titulo,
  descricao: null,
  tipo: 'link',
  url: `https://example.org/${id}`,
  texto: null,
  ingressoId: null,
  ordem: id,
});

beforeEach(() => {
  contents = [content(1, 'Sala'), content(2, 'Apostila')];
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string, init?: RequestInit) => {
      const { pathname } = new URL(raw, 'http://admin.localhost');
      const method = init?.method ?? 'GET';
      if (pathname === '/api/v1/admin/videira/events/4')
        return json(200, { id: 4, titulo: 'Congresso', flagAtivo: true, ingressos: [{ id: 9, nome: 'Online', flagConteudoOnline: true }] });
      if (method !== 'GET') sent.push({ method, path: pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (pathname === `${base}/order`) {
        const ids = (JSON.parse(String(init!.body)) as { ids: number[] }).ids;
        contents = ids.map((id) => contents.find((c) => c.id === id)!);
        return json(200, { itens: contents });
      }
      if (pathname === base && method === 'POST') return json(201, content(3, 'Boas-vindas'));
      if (method === 'DELETE') return new Response(null, { status: 204 });
      if (pathname === base) return json(200, { itens: contents });
      return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = () =>
  renderConsole(
    '/en/videira/events/4/contents',
    [{ path: 'events/:eventId/contents', element: <EventContentsScreen /> }],
    consoleContext([heldGrant('events', 'edit')]),
  );

it('adds a text content: the text field replaces the address, and the address is not sent', async () => {
  renderScreen();
  expect(await screen.findByRole('button', { name: 'eventContents.edit Sala' })).toBeTruthy();
  fireEvent.change(screen.getByRole('textbox', { name: /eventContents\.title/ }), { target: { value: 'Boas-vindas' } });
  fireEvent.change(screen.getByRole('combobox', { name: /eventContents\.type/ }), { target: { value: 'texto' } });
  expect(screen.queryByRole('textbox', { name: /eventContents\.url/ })).toBeNull();
  fireEvent.change(await screen.findByRole('textbox', { name: /eventContents\.text/ }), { target: { value: 'Que bom ter você.' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'eventContents.add' })));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toEqual({
    method: 'POST',
    path: base,
    body: { titulo: 'Boas-vindas', descricao: null, tipo: 'texto', url: null, texto: 'Que bom ter você.', ingressoId: null },
  });
});

it('moves a content down with every id sent in the new order, and deletes only after the question', async () => {
  renderScreen();
  await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'eventContents.down Sala' })));
  await waitFor(() => expect(sent).toEqual([{ method: 'PUT', path: `${base}/order`, body: { ids: [2, 1] } }]));
  fireEvent.click(screen.getByRole('button', { name: 'eventContents.delete Apostila' }));
  expect(sent).toHaveLength(1);
  const dialog = await screen.findByRole('alertdialog');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'eventContents.delete' })));
  await waitFor(() => expect(sent.at(-1)).toEqual({ method: 'DELETE', path: `${base}/2`, body: null }));
});
