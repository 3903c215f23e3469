import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { importSongText } from './song-import.ts';
import { SongScreen } from './song-screen.tsx';

const context = consoleContext([heldGrant('content', 'edit')]);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (raw: string, init?: RequestInit) => {
    const url = new URL(raw, 'http://admin.localhost');
    if (url.pathname === '/api/v1/admin/videira/songs' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      return json(201, { id: 7, codigo: null, ...body });
    }
    if (url.pathname === '/api/v1/admin/videira/songs/7')
      return json(200, {
        id: 7,
        titulo: 'Saved',
        subtitulo: null,
        autor: null,
        grupo: null,
        tema: null,
        ritmo: null,
        tom: 'A',
        codigo: null,
        cifra: '[A]Ok',
        partituras: [],
        ativo: true,
      });
    return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderNew = () => renderConsole('/en/videira/songs/new', [{ path: 'songs/:songId', element: <SongScreen /> }], context);
const lyrics = () => screen.getByRole('textbox', { name: /songs.lyrics/ });
const preview = () => screen.getByTestId('song-preview');
const chords = () => [...preview().querySelectorAll('.praise-chord:not(.is-empty)')].map((c) => c.textContent);

describe('song editor', () => {
  it('previews a typed cifra as the member sheet (7/9, C7(9), G/B) and transposes it', async () => {
    renderNew();
    fireEvent.change(await screen.findByRole('textbox', { name: /songs.title/ }), { target: { value: 'Grande é o Senhor' } });
    expect(screen.getByText('songs.previewEmpty')).toBeTruthy();
    fireEvent.change(lyrics(), { target: { value: 'A7/9    C7(9)   G/B\nGrande é o Senhor' } });
    await waitFor(() => expect(chords()).toEqual(['A7/9', 'C7(9)', 'G/B']));
    expect(preview().textContent).toContain('Grande é');
    expect(screen.getByTestId('song-preview-key').textContent).toBe('songs.keyShown');

    const tools = screen.getByRole('group', { name: 'songs.transpose' });
    await act(async () => fireEvent.click(within(tools).getByRole('button', { name: /songs.toneUp/ })));
    await act(async () => fireEvent.click(within(tools).getByRole('button', { name: /songs.toneUp/ })));
    expect(chords()).toEqual(['B7/9', 'D7(9)', 'A/C#']);
    await act(async () => fireEvent.click(within(tools).getByRole('button', { name: 'songs.toneReset' })));
    expect(chords()).toEqual(['A7/9', 'C7(9)', 'G/B']);
  });

  it('imports a ChordPro file into the lyrics, its title and key into the empty fields, and saves the song', async () => {
    renderNew();
    const file = new File(['{title: Castelo Forte}\n{key: C}\n{artist: Lutero}\n[C]Castelo forte é [G]nosso [C]Deus'], 'castelo.cho', {
      type: 'text/plain',
    });
    const input = await screen.findByLabelText(/songs.import/);
    await act(async () => fireEvent.change(input, { target: { files: [file] } }));
    await waitFor(() => expect((lyrics() as HTMLTextAreaElement).value).toBe('[C]Castelo forte é [G]nosso [C]Deus'));
    expect((screen.getByRole('textbox', { name: /songs.title/ }) as HTMLInputElement).value).toBe('Castelo Forte');
    expect((screen.getByRole('textbox', { name: /songs.key/ }) as HTMLInputElement).value).toBe('C');
    expect((screen.getByRole('textbox', { name: /songs.author/ }) as HTMLInputElement).value).toBe('Lutero');
    await waitFor(() => expect(chords()).toEqual(['C', 'G', 'C']));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'songs.create' })));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, i]) => (i as RequestInit | undefined)?.method === 'POST')!;
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({
      titulo: 'Castelo Forte',
      autor: 'Lutero',
      tom: 'C',
      cifra: '[C]Castelo forte é [G]nosso [C]Deus',
      subtitulo: null,
      partituras: [],
      ativo: true,
    });
  });

  it('refuses a song with neither lyrics nor score before sending it', async () => {
    renderNew();
    fireEvent.change(await screen.findByRole('textbox', { name: /songs.title/ }), { target: { value: 'Vazio' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'songs.create' })));
    expect(await screen.findByText('validation.songEmpty')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(false);
  });
});

describe('importSongText', () => {
  it('keeps a plain cifra as it is and drops only the header directives it reads', () => {
    expect(importSongText('\uFEFFG   D\nSenhor\r\n')).toEqual({ cifra: 'G   D\nSenhor', fields: {} });
    expect(importSongText('{t: X}\n{c: Refrão}\n[G]Sim')).toEqual({ cifra: '{c: Refrão}\n[G]Sim', fields: { titulo: 'X' } });
  });
});
