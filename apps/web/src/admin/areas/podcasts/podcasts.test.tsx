import type { TAdminPodcast, TAdminPodcastEpisode } from '@congrega/contract/admin/podcasts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { PodcastScreen } from './podcast-screen.tsx';
import { PodcastsScreen } from './podcasts-screen.tsx';

/** The podcasts screens: a show's episodes published from the list, a new episode sent with its audio and date. */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const base = '/api/v1/admin/videira/podcasts';
let sent: { method: string; path: string; body: unknown }[];

const show: TAdminPodcast = {
  id: 7,
  codigo: 'videira-fala',
  titulo: 'Videira Fala',
  descricao: null,
  imagem: null,
  autor: null,
  categoria: 'christianity',
  explicito: false,
  idioma: 'pt-BR',
  bloqueado: true,
  ocultoDiretorios: false,
  guid: '00000000-0000-5000-8000-000000000000',
  feed: 'http://videira.localhost/api/v1/podcast/anchor/videira-fala/feed.xml',
  episodios: 1,
};
const episode: TAdminPodcastEpisode = {
  id: 3,
  titulo: 'Fé',
  descricao: null,
  posicao: 1,
  midiaId: 11,
  midiaNome: 'fe.wav',
  duracaoSegundos: 3,
  publicado: false,
  dataPublicacao: '2026-12-01T12:00:00.000Z',
  audio: '/api/v1/podcast/episodes/3/audio.m4a',
};

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string, init?: RequestInit) => {
      const { pathname } = new URL(raw, 'http://admin.localhost');
      const method = init?.method ?? 'GET';
      if (method !== 'GET') sent.push({ method, path: pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (pathname === '/api/v1/admin/videira/podcast-audio')
        return json(200, { itens: [{ id: 11, nome: 'fe.wav', duracaoSegundos: 3, criadoEm: '2026-12-01T00:00:00Z' }] });
      if (pathname === base) return json(200, { itens: sent.some((c) => c.method === 'DELETE') ? [] : [show] });
      if (pathname === `${base}/7` && method === 'DELETE') return new Response(null, { status: 204 });
      if (pathname === `${base}/7`) return json(200, { podcast: show, episodios: [episode] });
      if (pathname.endsWith('/publication')) return json(200, { ...episode, publicado: true });
      if (pathname === `${base}/7/episodes` && method === 'POST') return json(201, { ...episode, id: 4, posicao: 2 });
      return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('lists the podcasts with their feed, and a reader without edit sees no form', async () => {
  renderConsole(
    '/en/videira/podcasts',
    [{ path: 'podcasts', element: <PodcastsScreen /> }],
    consoleContext([heldGrant('content', 'view')]),
  );
  expect(await screen.findByRole('link', { name: 'Videira Fala' })).toBeTruthy();
  expect(screen.getByText(/podcasts\.feedAt/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'podcasts.create' })).toBeNull();
});

it('deletes a show from the list, asked first', async () => {
  renderConsole(
    '/en/videira/podcasts',
    [{ path: 'podcasts', element: <PodcastsScreen /> }],
    consoleContext([heldGrant('content', 'edit')]),
  );
  fireEvent.click(await screen.findByRole('button', { name: 'podcasts.deleteShow Videira Fala' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'podcasts.deleteShowTitle' });
  expect(dialog.textContent).toContain('podcasts.deleteShowText');
  expect(sent).toEqual([]);
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'podcasts.deleteShow' })));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Videira Fala' })).toBeNull());
  expect(sent).toEqual([{ method: 'DELETE', path: `${base}/7`, body: null }]);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

it('sends the feed settings (locked, hidden from directories) with the show', async () => {
  renderConsole(
    '/en/videira/podcasts/7',
    [{ path: 'podcasts/:podcastId', element: <PodcastScreen /> }],
    consoleContext([heldGrant('content', 'edit')]),
  );
  const locked = await screen.findByRole('checkbox', { name: /podcasts\.fields\.bloqueado/ });
  expect((locked as HTMLInputElement).checked).toBe(true);
  fireEvent.click(locked);
  fireEvent.click(screen.getByRole('checkbox', { name: /podcasts\.fields\.ocultoDiretorios/ }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'podcasts.save' })));
  await waitFor(() => expect(sent.filter((c) => c.path === `${base}/7`)).toHaveLength(1));
  expect(sent.find((c) => c.path === `${base}/7`)!.body).toMatchObject({ bloqueado: false, ocultoDiretorios: true, explicito: false });
});

it('publishes an episode from the list and adds one with its audio file and date', async () => {
  renderConsole(
    '/en/videira/podcasts/7',
    [{ path: 'podcasts/:podcastId', element: <PodcastScreen /> }],
    consoleContext([heldGrant('content', 'edit')]),
  );
  await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'podcasts.publish Fé' })));
  await waitFor(() => expect(sent).toEqual([{ method: 'PUT', path: `${base}/7/episodes/3/publication`, body: { publicado: true } }]));
  fireEvent.change(screen.getAllByRole('textbox', { name: /podcasts\.episode\.titulo/ }).at(-1)!, { target: { value: 'Esperança' } });
  const audio = screen.getByRole('combobox', { name: /podcasts\.episode\.audio/ });
  await waitFor(() => expect(audio.querySelectorAll('option')).toHaveLength(2));
  fireEvent.change(audio, { target: { value: '11' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'podcasts.addEpisode' })));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toEqual({
    method: 'POST',
    path: `${base}/7/episodes`,
    body: {
      titulo: 'Esperança',
      descricao: null,
      midiaId: 11,
      dataPublicacao: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/),
    },
  });
});
