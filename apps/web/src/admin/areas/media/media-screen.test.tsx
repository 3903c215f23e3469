import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { churchAreas } from '../../lib/console-areas.ts';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { MediaScreen } from './media-screen.tsx';

let context = consoleContext([heldGrant('play', 'edit')]);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const media = (over: object) => ({
  id: 5,
  nome: 'culto.mp4',
  tipo: 'video',
  tamanho: 10,
  recebidos: 0,
  situacao: 'enviando',
  progresso: 0,
  erro: null,
  duracaoSegundos: null,
  largura: null,
  altura: null,
  codecVideo: null,
  codecAudio: null,
  variantes: [],
  poster: null,
  miniaturas: null,
  criadoEm: '2026-12-03T10:00:00.000Z',
  atualizadoEm: '2026-12-03T10:00:00.000Z',
  ...over,
});
let available = true;
let chunkCalls: { query: string; bytes: number }[] = [];
let dropNext = false;

beforeEach(() => {
  context = consoleContext([heldGrant('play', 'edit')]);
  available = true;
  chunkCalls = [];
  dropNext = false;
  // jsdom has no SubtleCrypto; the browser's (a secure context: https, or *.localhost) is Node's WebCrypto here.
  // (jsdom's ArrayBuffer is of another realm than Node's WebCrypto takes: a Buffer over it is not.)
  vi.stubGlobal('crypto', {
    subtle: { digest: (algorithm: string, data: ArrayBuffer) => webcrypto.subtle.digest(algorithm, Buffer.from(new Uint8Array(data))) },
  });
  // Nor Blob.arrayBuffer (browsers have both): read through its FileReader.
  Blob.prototype.arrayBuffer ??= function (this: Blob) {
    return new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(this);
    });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string, init?: RequestInit) => {
      const url = new URL(raw, 'http://admin.localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/v1/admin/videira/media' && method === 'GET')
        return json(200, {
          processamentoDisponivel: available,
          itens: chunkCalls.length ? [media({ situacao: 'processando', progresso: 40 })] : [],
        });
      if (url.pathname === '/api/v1/admin/videira/media' && method === 'POST') return json(201, media({}));
      if (url.pathname === '/api/v1/admin/videira/media/5') return json(200, media({}));
      if (url.pathname === '/api/v1/admin/videira/media/5/chunk') {
        if (dropNext) {
          dropNext = false;
          throw new TypeError('Failed to fetch');
        }
        chunkCalls.push({ query: url.search, bytes: (init!.body as Blob).size });
        return json(200, media({ recebidos: 10, situacao: 'na_fila' }));
      }
      return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = () => renderConsole('/en/videira/media', [{ path: 'media', element: <MediaScreen /> }], context);

describe('media library in the menu', () => {
  const menu = (grants: ReturnType<typeof heldGrant>[], modulos: string[]) => churchAreas({ grants, modulos }, false).map((a) => a.id);

  it('is a content tool: shown to content editors with or without Play, and to Play editors', () => {
    expect(menu([heldGrant('content', 'edit')], ['MOD_PODCAST'])).toEqual(expect.arrayContaining(['media', 'podcasts', 'content']));
    expect(menu([heldGrant('content', 'view')], ['MOD_PODCAST', 'MOD_ASSINATURA'])).toContain('media');
    expect(menu([heldGrant('play', 'edit')], ['MOD_ASSINATURA'])).toEqual(expect.arrayContaining(['media', 'playCatalogue']));
  });

  it("keeps Play's own catalogue to the play grant and the Play module", () => {
    expect(menu([heldGrant('content', 'admin')], ['MOD_ASSINATURA'])).not.toContain('playCatalogue');
    const playOff = menu([heldGrant('play', 'edit')], []);
    expect(playOff).toContain('media');
    expect(playOff).not.toContain('playCatalogue');
    expect(menu([heldGrant('live', 'edit')], ['MOD_ASSINATURA'])).not.toContain('media');
  });
});

describe('media library screen', () => {
  it('lets a content editor (no play grant) upload', async () => {
    context = consoleContext([heldGrant('content', 'edit')]);
    renderScreen();
    expect(await screen.findByLabelText('media.file')).toBeTruthy();
  });

  it('shows a viewer the library without an upload', async () => {
    context = consoleContext([heldGrant('content', 'view')]);
    renderScreen();
    expect(await screen.findByText('media.empty')).toBeTruthy();
    expect(screen.queryByLabelText('media.file')).toBeNull();
  });

  it('sends a chosen video in checked chunks; a dropped connection is shown and resumed from where the server stopped', async () => {
    renderScreen();
    dropNext = true;
    const input = await screen.findByLabelText('media.file');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(10)], 'culto.mp4', { type: 'video/mp4' })] } });
    expect(await screen.findByText('media.phase.interrupted')).toBeTruthy();
    expect(chunkCalls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'media.resume' }));
    expect(await screen.findByText('media.phase.done')).toBeTruthy();
    // SHA-256 of ten zero bytes, from offset 0.
    expect(chunkCalls).toEqual([{ query: '?offset=0&sha256=01d448afd928065458cf670b60f5a594d735af0172c8d67f22a81680132681ca', bytes: 10 }]);
    await waitFor(() => expect(screen.getByText('media.state.processando')).toBeTruthy());
  });

  it('without ffmpeg on the server it says uploads cannot be processed and offers no upload', async () => {
    available = false;
    renderScreen();
    expect(await screen.findByText('media.unavailableTitle')).toBeTruthy();
    expect(screen.getByText('error.MEDIA_PROCESSING_UNAVAILABLE')).toBeTruthy();
    expect(screen.queryByLabelText('media.file')).toBeNull();
  });
});
