import type { TAdminContentItem } from '@congrega/contract/admin/content';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { resetToastsForTests } from '../../kit/toasts.tsx';
import { ContentEditorScreen } from './content-editor-screen.tsx';
import { ContentListScreen } from './content-list-screen.tsx';

const context = consoleContext([heldGrant('content', 'edit')]);

const item = (id: number, over: Partial<TAdminContentItem> & Record<string, unknown> = {}) => ({
  id,
  estado: 'draft' as const,
  titulo: `Devocional ${id}`,
  resumo: null,
  conteudo: '<p>Entrega o teu caminho.</p>',
  autor: 'Pr. João',
  imagem: null,
  imagemAlt: null,
  imagemFoco: null,
  tags: [],
  dataPublicacao: '2026-12-01T12:00:00.000Z',
  notificadoEm: null,
  atualizadoEm: '2026-12-01T12:00:00.000Z',
  passagem: 'Salmos 37.5',
  ...over,
});

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
let stored: ReturnType<typeof item>;
const calls = () =>
  (fetchMock.mock.calls as [string, RequestInit | undefined][]).map(([url, init]) => ({
    url: new URL(url, 'http://admin.localhost'),
    method: init?.method ?? 'GET',
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
  }));

function serve() {
  fetchMock.mockImplementation(async (raw: string, init?: RequestInit) => {
    const url = new URL(raw, 'http://admin.localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const base = '/api/v1/admin/videira/content/devotionals';
    if (url.pathname === base && method === 'GET') {
      const estado = url.searchParams.get('estado');
      const all = [item(2, { estado: 'published' }), item(1)];
      const itens = all.filter((i) => !estado || i.estado === estado);
      return json(200, { itens, total: itens.length, page: 1, limit: 20 });
    }
    if (url.pathname === '/api/v1/admin/videira/content/news' && method === 'GET')
      return json(200, { itens: [], total: 0, page: 1, limit: 20 });
    if (url.pathname === base && method === 'POST') return json(201, (stored = item(7, body)));
    if (url.pathname === `${base}/7` && method === 'GET') return json(200, stored);
    if (url.pathname === `${base}/7` && method === 'PUT') {
      if (body.titulo === 'Conflito')
        return json(400, { code: 'VALIDATION_FAILED', message: 'Invalid.', fields: { titulo: 'Title refused by the server.' } });
      return json(200, (stored = { ...stored, ...body }));
    }
    if (url.pathname === `${base}/7/publish`) {
      if (body.quando && Date.parse(body.quando) < Date.now())
        return json(400, { code: 'CONTENT_PUBLISH_IN_PAST', message: 'Past.', fields: { quando: 'Choose a time in the future.' } });
      return json(
        200,
        (stored = { ...stored, estado: body.quando ? 'scheduled' : 'published', dataPublicacao: body.quando ?? stored.dataPublicacao }),
      );
    }
    if (url.pathname === `${base}/7/unpublish`) return json(200, (stored = { ...stored, estado: 'unpublished' }));
    if (url.pathname === `${base}/7` && method === 'DELETE') return json(204, null);
    return json(404, { code: 'ADMIN_CONTENT_NOT_FOUND', message: 'Content not found.' });
  });
}

function renderAt(url: string) {
  return renderConsole(
    url,
    [
      { path: 'content', element: <ContentListScreen /> },
      { path: 'content/:kind', element: <ContentListScreen /> },
      { path: 'content/:kind/:id', element: <ContentEditorScreen /> },
    ],
    context,
  );
}

// jsdom lays nothing out: ProseMirror scrolls the selection into view with these, so they answer empty rectangles.
const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= rect;
document.elementFromPoint ??= () => null;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  stored = item(7);
  serve();
});
afterEach(() => {
  cleanup();
  resetToastsForTests();
  vi.unstubAllGlobals();
});

describe('Content list', () => {
  it('lists the first kind with each state in words, filters by state on the server and switches kinds', async () => {
    const router = renderAt('/en/videira/content');
    expect(await screen.findByRole('link', { name: 'Devocional 2' })).toBeTruthy();
    // The first kind is the current one of the switcher, also at `content`.
    expect(screen.getByRole('link', { name: 'content.kinds.devotionals' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'content.kinds.news' }).getAttribute('aria-current')).toBeNull();
    expect(within(screen.getAllByRole('row')[1]!).getByText('content.states.published')).toBeTruthy();
    expect(within(screen.getAllByRole('row')[2]!).getByText('content.states.draft')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'content.state' }), { target: { value: 'draft' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'kit.applyFilters' })));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Devocional 2' })).toBeNull());
    expect(calls().at(-1)!.url.searchParams.get('estado')).toBe('draft');
    expect(screen.getByRole('link', { name: 'content.new.devotionals' }).getAttribute('href')).toBe('/en/videira/content/devotionals/new');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'content.kinds.news' })));
    expect(router.state.location.pathname).toBe('/en/videira/content/news');
    expect(screen.getByRole('link', { name: 'content.kinds.news' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('content.empty')).toBeTruthy();
  });
});

describe('Content editor', () => {
  it('saves a new draft (blank optional fields as null, tags split) and opens it', async () => {
    const router = renderAt('/en/videira/content/devotionals/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /content.fields.titulo/ }), { target: { value: 'Confie' } });
    fireEvent.change(screen.getByRole('textbox', { name: /content.fields.tags/ }), { target: { value: 'fé, esperança ,' } });
    // The editor is its own lazy chunk: its first load may take a while on a busy machine.
    const box = await screen.findByRole('textbox', { name: /content.fields.conteudo/ }, { timeout: 15_000 });
    box.focus();
    await act(async () => {
      box.querySelector('p')!.textContent = 'Entrega o teu caminho.';
      await new Promise((r) => setTimeout(r, 20));
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'content.saveDraft' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/videira/content/devotionals/7'));
    const sent = calls().find((c) => c.method === 'POST')!.body!;
    expect(sent).toMatchObject({
      titulo: 'Confie',
      conteudo: '<p>Entrega o teu caminho.</p>',
      tags: ['fé', 'esperança'],
      resumo: null,
      autor: null,
      imagem: null,
      imagemFoco: null,
    });
    expect(await screen.findByRole('heading', { name: 'content.publication' })).toBeTruthy();
  });

  it("puts the server's field refusal on its field and keeps what was typed", async () => {
    renderAt('/en/videira/content/devotionals/7');
    const title = await screen.findByRole('textbox', { name: /content.fields.titulo/ });
    fireEvent.change(title, { target: { value: 'Conflito' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'content.save' })));
    expect(await screen.findByText('Title refused by the server.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /content.fields.titulo/ }) as HTMLInputElement).value).toBe('Conflito');
    // Unsaved changes hold the publishing back.
    expect(screen.getByText('content.saveFirst')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'content.publishNow' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('publishes now, refuses a past schedule on its field, unpublishes and deletes after confirming', async () => {
    const router = renderAt('/en/videira/content/devotionals/7');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'content.publishNow' })));
    expect(await screen.findByText('content.states.published')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/content.scheduleAt/), { target: { value: '2001-01-01T10:00' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'content.scheduleSubmit' })));
    expect(await screen.findByText('Choose a time in the future.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'content.unpublish' })));
    expect(await screen.findByText('content.states.unpublished')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'content.delete' })));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Devocional 7')).toBeTruthy();
    expect(calls().some((c) => c.method === 'DELETE')).toBe(false);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'content.delete' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/videira/content/devotionals'));
    expect(calls().some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('previews the saved item as the member app renders it, its cover cropped on the focal point', async () => {
    stored = item(7, { imagem: '/media/uploads/church-1/contents/a.webp', imagemAlt: 'Um caminho', imagemFoco: { x: 0.2, y: 0.8 } });
    renderAt('/en/videira/content/devotionals/7');
    const preview = await screen.findByRole('region', { name: 'content.preview' });
    const cover = within(preview).getByRole('img', { name: 'Um caminho' });
    expect(cover.style.objectPosition).toBe('20% 80%');
    expect(within(preview).getByRole('heading', { name: 'Devocional 7' })).toBeTruthy();
    expect(within(preview).getByText('Salmos 37.5')).toBeTruthy();
    expect(within(preview).getByText('Entrega o teu caminho.')).toBeTruthy();
    // The focal point's sliders move it with the keyboard.
    const x = screen.getByRole('slider', { name: 'content.focal.x' });
    fireEvent.change(x, { target: { value: '60' } });
    expect((x as HTMLInputElement).value).toBe('60');
  });

  it('an unknown kind or id is not found', async () => {
    renderAt('/en/videira/content/sermons');
    expect(await screen.findByRole('heading', { name: /notFound/ })).toBeTruthy();
  });
});
