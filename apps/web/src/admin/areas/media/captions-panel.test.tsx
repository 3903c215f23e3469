import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { MediaScreen } from './media-screen.tsx';

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ready = {
  id: 5,
  nome: 'culto.mp4',
  tipo: 'video',
  tamanho: 10,
  recebidos: 10,
  situacao: 'pronto',
  progresso: 100,
  erro: null,
  duracaoSegundos: 12,
  largura: 320,
  altura: 240,
  codecVideo: 'h264',
  codecAudio: 'aac',
  variantes: [144, 240],
  poster: null,
  miniaturas: null,
  criadoEm: '2026-12-03T10:00:00.000Z',
  atualizadoEm: '2026-12-03T10:00:00.000Z',
};
const track = (id: number, idioma: string, rotulo: string) => ({ id, idioma, rotulo, trechos: 2, criadoEm: '2026-12-03T10:00:00.000Z' });
let tracks: ReturnType<typeof track>[] = [];
let posted: { idioma: string; rotulo: string; formato: string; arquivo: string }[] = [];
let refuse: string | null = null;

beforeEach(() => {
  tracks = [track(1, 'pt-BR', 'Português')];
  posted = [];
  refuse = null;
  // jsdom's Blob has no text() (browsers do): read it through its FileReader.
  Blob.prototype.text ??= function (this: Blob) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(this);
    });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string, init?: RequestInit) => {
      const url = new URL(raw, 'http://admin.localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/v1/admin/videira/media') return json(200, { processamentoDisponivel: true, itens: [ready] });
      if (url.pathname === '/api/v1/admin/videira/media/5/legendas' && method === 'GET') return json(200, { itens: tracks });
      if (url.pathname === '/api/v1/admin/videira/media/5/legendas' && method === 'POST') {
        if (refuse) return json(422, { code: 'MEDIA_CAPTION_TIMING', message: refuse, fields: { arquivo: refuse } });
        const body = JSON.parse(String(init!.body));
        posted.push(body);
        tracks = [...tracks, track(2, body.idioma, body.rotulo)];
        return json(201, track(2, body.idioma, body.rotulo));
      }
      if (url.pathname === '/api/v1/admin/videira/media/5/legendas/1' && method === 'DELETE') {
        tracks = tracks.filter((c) => c.id !== 1);
        return json(204, null);
      }
      return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = (grant: 'view' | 'edit' = 'edit') =>
  renderConsole('/en/videira/media', [{ path: 'media', element: <MediaScreen /> }], consoleContext([heldGrant('play', grant)]));
const srt = (text: string) => new File([text], 'culto.en.srt', { type: 'application/x-subrip' });

describe('caption tracks in the media library', () => {
  it('opens a ready video’s tracks, sends an SRT file as srt with its text, lists the new track and deletes one', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'media.captions.openNamed' }));
    const panel = await screen.findByRole('region', { name: 'media.captions.title' });
    expect(await within(panel).findByText('Português')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText(/media\.captions\.language/), { target: { value: 'en' } });
    fireEvent.change(within(panel).getByLabelText(/media\.captions\.label/), { target: { value: 'English' } });
    fireEvent.change(within(panel).getByLabelText(/media\.captions\.file/), {
      target: { files: [srt('1\n00:00:01,000 --> 00:00:02,000\nHi\n')] },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'media.captions.add' }));
    expect(await within(panel).findByRole('status')).toBeTruthy();
    expect(posted).toEqual([{ idioma: 'en', rotulo: 'English', formato: 'srt', arquivo: '1\n00:00:01,000 --> 00:00:02,000\nHi\n' }]);
    expect(await within(panel).findByText('English')).toBeTruthy();
    fireEvent.click(within(panel).getAllByRole('button', { name: 'media.captions.deleteNamed' })[0]!);
    await waitFor(() => expect(within(panel).queryByText('Português')).toBeNull());
  });

  it('shows the server’s refusal, which names the line, on the file field; no file is asked for first', async () => {
    refuse = 'Invalid timing at line 6: each cue must end after it starts and start after the one before.';
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'media.captions.openNamed' }));
    const panel = await screen.findByRole('region', { name: 'media.captions.title' });
    fireEvent.click(within(panel).getByRole('button', { name: 'media.captions.add' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('media.captions.fileRequired');
    fireEvent.change(within(panel).getByLabelText(/media\.captions\.file/), { target: { files: [srt('x')] } });
    fireEvent.click(within(panel).getByRole('button', { name: 'media.captions.add' }));
    await waitFor(() => expect(within(panel).getByRole('alert').textContent).toBe(refuse));
    expect(
      within(panel)
        .getByLabelText(/media\.captions\.file/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('with the view grant the tracks are listed without add or delete', async () => {
    renderScreen('view');
    fireEvent.click(await screen.findByRole('button', { name: 'media.captions.openNamed' }));
    const panel = await screen.findByRole('region', { name: 'media.captions.title' });
    expect(await within(panel).findByText('Português')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'media.captions.add' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'media.captions.deleteNamed' })).toBeNull();
  });
});
