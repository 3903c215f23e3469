import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { resetToastsForTests } from '../../kit/toasts.tsx';
import { ContentEditorScreen } from './content-editor-screen.tsx';
import { PublicationTypesScreen } from './publication-types-screen.tsx';

const context = consoleContext([heldGrant('content', 'edit')]);
const API = '/api/v1/admin/videira/content';

const item = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  estado: 'draft' as const,
  titulo: `Item ${id}`,
  resumo: null,
  conteudo: '<p>Texto.</p>',
  autor: null,
  imagem: null,
  imagemAlt: null,
  imagemFoco: null,
  tags: [],
  dataPublicacao: '2026-12-01T12:00:00.000Z',
  notificadoEm: null,
  atualizadoEm: '2026-12-01T12:00:00.000Z',
  ...over,
});

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
type Route = (url: URL, method: string, body: Record<string, unknown> | undefined) => Response | undefined;
let fetchMock: ReturnType<typeof vi.fn>;
const calls = () =>
  (fetchMock.mock.calls as [string, RequestInit | undefined][]).map(([url, init]) => ({
    url: new URL(url, 'http://admin.localhost'),
    method: init?.method ?? 'GET',
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : init?.body,
  }));

function serve(route: Route) {
  fetchMock.mockImplementation(async (raw: string, init?: RequestInit) => {
    const url = new URL(raw, 'http://admin.localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    return route(url, init?.method ?? 'GET', body) ?? json(404, { code: 'ADMIN_CONTENT_NOT_FOUND', message: 'Content not found.' });
  });
}

function renderAt(url: string) {
  return renderConsole(
    url,
    [
      { path: 'content/publications/types', element: <PublicationTypesScreen /> },
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
});
afterEach(() => {
  cleanup();
  resetToastsForTests();
  vi.unstubAllGlobals();
});

describe("A ministry's projects", () => {
  it('moving a project down sends the whole new order and shows the answer', async () => {
    let order = [11, 12, 13];
    const project = (id: number) => ({ id, titulo: `Projeto ${id}`, estado: 'published', ordem: order.indexOf(id) + 1 });
    serve((url, method, body) => {
      if (url.pathname === `${API}/ministries/5` && method === 'GET')
        return json(
          200,
          item(5, { responsavelNome: 'Ana', responsavelFoto: null, responsavelEmail: null, responsavelTelefone: null, redesSociais: [] }),
        );
      if (url.pathname === `${API}/ministries/5/projects`) return json(200, { itens: order.map(project) });
      if (url.pathname === `${API}/ministries/5/projects/order` && method === 'PUT') {
        order = body!.ids as number[];
        return json(200, { itens: order.map(project) });
      }
      return undefined;
    });
    renderAt('/en/videira/content/ministries/5');
    const list = await screen.findByRole('region', { name: 'content.projects.title' });
    await within(list).findByRole('link', { name: 'Projeto 11' });
    const titles = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => within(li).getByRole('link').textContent);
    expect((within(list).getByRole('button', { name: 'content.projects.up Projeto 11' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(within(list).getByRole('button', { name: 'content.projects.down Projeto 11' })));
    await waitFor(() => expect(titles()).toEqual(['Projeto 12', 'Projeto 11', 'Projeto 13']));
    expect(calls().find((c) => c.method === 'PUT')!.body).toEqual({ ids: [12, 11, 13] });
    expect(within(list).getByRole('link', { name: 'content.projects.add' }).getAttribute('href')).toBe(
      '/en/videira/content/projects/new?ministerio=5',
    );
  });
});

describe('A publication', () => {
  it("uploads the PDF, and the server's refusal of the type lands on its field with what was typed kept", async () => {
    const stored = item(8, { slug: 'boletim', tipoId: 1, arquivo: '/media/uploads/church-1/publications/old.pdf' });
    serve((url, method, body) => {
      if (url.pathname === `${API}/publications/8` && method === 'GET') return json(200, stored);
      if (url.pathname === `${API}/publication-types`)
        return json(200, { itens: [1, 2].map((id) => ({ id, nome: `Tipo ${id}`, descricao: null, ordem: id, total: 0 })) });
      if (url.pathname === `${API}/publications/files` && method === 'POST')
        return json(201, { arquivo: '/media/uploads/church-1/publications/new.pdf' });
      if (url.pathname === `${API}/publications/8` && method === 'PUT')
        return body!.tipoId === 2
          ? json(400, { code: 'PUBLICATION_TYPE_UNKNOWN', message: 'Unknown type.', fields: { tipoId: 'Choose one of the types.' } })
          : json(200, { ...stored, ...body });
      return undefined;
    });
    renderAt('/en/videira/content/publications/8');
    const type = await screen.findByRole('combobox', { name: /content.fields.tipoId/ });
    await within(type).findByRole('option', { name: 'Tipo 2' });
    fireEvent.change(type, { target: { value: '2' } });
    fireEvent.change(screen.getByRole('textbox', { name: /content.fields.titulo/ }), { target: { value: 'Boletim de dezembro' } });
    const pdf = new File(['%PDF-1.4'], 'boletim.pdf', { type: 'application/pdf' });
    await act(async () => fireEvent.change(screen.getByLabelText(/content.fields.arquivo/), { target: { files: [pdf] } }));
    expect(await screen.findByRole('link', { name: 'content.pdf.open' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'content.pdf.open' }).getAttribute('href')).toBe(
      '/media/uploads/church-1/publications/new.pdf',
    );
    const upload = calls().find((c) => c.url.pathname.endsWith('/publications/files'))!;
    expect((upload.body as FormData).get('arquivo')).toBeInstanceOf(File);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'content.save' })));
    expect(await screen.findByText('Choose one of the types.')).toBeTruthy();
    expect(calls().find((c) => c.method === 'PUT')!.body).toMatchObject({
      tipoId: 2,
      arquivo: '/media/uploads/church-1/publications/new.pdf',
      titulo: 'Boletim de dezembro',
    });
    expect((screen.getByRole('textbox', { name: /content.fields.titulo/ }) as HTMLInputElement).value).toBe('Boletim de dezembro');
    expect((screen.getByRole('combobox', { name: /content.fields.tipoId/ }) as HTMLSelectElement).value).toBe('2');
  });

  it('a PDF refused by type is said on the field and nothing is sent', async () => {
    serve((url, method) => {
      if (url.pathname === `${API}/publications/8` && method === 'GET')
        return json(200, item(8, { slug: 'b', tipoId: 1, arquivo: '/media/uploads/church-1/publications/old.pdf' }));
      if (url.pathname === `${API}/publication-types`) return json(200, { itens: [] });
      return undefined;
    });
    renderAt('/en/videira/content/publications/8');
    const input = await screen.findByLabelText(/content.fields.arquivo/);
    await act(async () => fireEvent.change(input, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } }));
    expect(await screen.findByText('content.pdf.wrongType')).toBeTruthy();
    expect(calls().some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('Publication types', () => {
  it('adds one, and a type in use stays with the reason shown in the dialog', async () => {
    const types = [{ id: 1, nome: 'Boletim', descricao: null, ordem: 1, total: 3 }];
    serve((url, method, body) => {
      if (url.pathname === `${API}/publication-types` && method === 'GET') return json(200, { itens: types });
      if (url.pathname === `${API}/publication-types` && method === 'POST') {
        types.push({ id: 2, nome: body!.nome as string, descricao: null, ordem: body!.ordem as number, total: 0 });
        return json(201, types[1]);
      }
      if (url.pathname === `${API}/publication-types/1` && method === 'DELETE')
        return json(409, { code: 'PUBLICATION_TYPE_IN_USE', message: 'This type has publications.' });
      return undefined;
    });
    renderAt('/en/videira/content/publications/types');
    expect(await screen.findByText('Boletim', { selector: 'strong' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /content.types.nome/ }), { target: { value: 'Revista' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'content.types.add' })));
    expect(await screen.findByText('Revista', { selector: 'strong' })).toBeTruthy();
    expect(calls().find((c) => c.method === 'POST')!.body).toEqual({ nome: 'Revista', descricao: null, ordem: 0 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'content.delete Boletim' })));
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'content.delete' })));
    expect(await within(dialog).findByText('This type has publications.')).toBeTruthy();
  });
});

describe("A quarter's lessons", () => {
  it("puts the server's Bible text refusal on its field, shows a saved lesson's references and publishes it", async () => {
    const lessons: Record<string, unknown>[] = [
      {
        id: 31,
        numero: 1,
        data: '2026-10-04',
        titulo: 'O fruto',
        textoBiblico: 'Gl 5:22-23',
        conteudo: '<p>x</p>',
        estado: 'draft',
        notificadoEm: null,
      },
    ];
    serve((url, method) => {
      if (url.pathname === `${API}/ebd/4` && method === 'GET')
        return json(200, item(4, { slug: '4-2026', trimestre: '4º trimestre', dataInicio: '2026-10-04', dataFim: '2026-12-27' }));
      if (url.pathname === `${API}/ebd/4/classes`) return json(200, { itens: [] });
      if (url.pathname === `${API}/ebd/4/lessons` && method === 'GET') return json(200, { itens: lessons });
      if (url.pathname === `${API}/ebd/4/lessons` && method === 'POST')
        return json(400, { code: 'VALIDATION_FAILED', message: 'Invalid.', fields: { textoBiblico: 'No such book or chapter.' } });
      if (url.pathname === `${API}/ebd/4/lessons/31/publish` && method === 'POST') {
        lessons[0] = { ...lessons[0], estado: 'published' };
        return json(200, lessons[0]);
      }
      return undefined;
    });
    renderAt('/en/videira/content/ebd/4');
    const section = await screen.findByRole('region', { name: 'content.ebd.lessons' });
    // Read in the church's language (Portuguese abbreviations), named in the console's.
    expect(await within(section).findByText('Gl 5:22-23', { selector: 'cite' })).toBeTruthy();
    expect(within(section).getByText(/Galatians 5:22-23/)).toBeTruthy();
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'content.publishNow O fruto' })));
    expect(await within(section).findByText('content.states.published')).toBeTruthy();
    expect(calls().some((c) => c.url.pathname.endsWith('/lessons/31/publish'))).toBe(true);
    // A new lesson: the server's refusal of its Bible text lands on the field, what was typed stays.
    const add = within(section).getByRole('button', { name: 'content.ebd.addLesson' }).closest('form')!;
    expect((within(add).getByRole('spinbutton', { name: /content.ebd.lesson.numero/ }) as HTMLInputElement).value).toBe('2');
    fireEvent.change(within(add).getByLabelText(/content.ebd.lesson.data/), { target: { value: '2026-10-11' } });
    fireEvent.change(within(add).getByRole('textbox', { name: /content.ebd.lesson.titulo/ }), { target: { value: 'A videira' } });
    fireEvent.change(within(add).getByRole('textbox', { name: /content.ebd.lesson.textoBiblico/ }), { target: { value: 'Jo 15:1-8' } });
    const box = await within(add).findByRole('textbox', { name: /content.ebd.lesson.conteudo/ }, { timeout: 15_000 });
    box.focus();
    await act(async () => {
      box.querySelector('p')!.textContent = 'Permanecei em mim.';
      await new Promise((r) => setTimeout(r, 20));
    });
    await act(async () => fireEvent.click(within(add).getByRole('button', { name: 'content.ebd.addLesson' })));
    expect(await within(add).findByText('No such book or chapter.')).toBeTruthy();
    expect(calls().find((c) => c.method === 'POST' && c.url.pathname.endsWith('/lessons'))!.body).toMatchObject({
      numero: 2,
      data: '2026-10-11',
      titulo: 'A videira',
      textoBiblico: 'Jo 15:1-8',
      conteudo: '<p>Permanecei em mim.</p>',
    });
    expect((within(add).getByRole('textbox', { name: /content.ebd.lesson.textoBiblico/ }) as HTMLInputElement).value).toBe('Jo 15:1-8');
  });

  it("schedules a draft lesson at a time on the church's clock", async () => {
    const lessons: Record<string, unknown>[] = [
      {
        id: 32,
        numero: 2,
        data: '2026-10-11',
        titulo: 'A videira',
        textoBiblico: null,
        conteudo: '<p>x</p>',
        estado: 'draft',
        publicarEm: null,
        notificadoEm: null,
      },
    ];
    serve((url, method, body) => {
      if (url.pathname === `${API}/ebd/4` && method === 'GET')
        return json(200, item(4, { slug: '4-2026', trimestre: '4º trimestre', dataInicio: '2026-10-04', dataFim: '2026-12-27' }));
      if (url.pathname === `${API}/ebd/4/classes`) return json(200, { itens: [] });
      if (url.pathname === `${API}/ebd/4/lessons` && method === 'GET') return json(200, { itens: lessons });
      if (url.pathname === `${API}/ebd/4/lessons/32/publish` && method === 'POST') {
        lessons[0] = { ...lessons[0], estado: 'scheduled', publicarEm: body!.quando };
        return json(200, lessons[0]);
      }
      return undefined;
    });
    renderAt('/en/videira/content/ebd/4');
    const section = await screen.findByRole('region', { name: 'content.ebd.lessons' });
    await act(async () => fireEvent.click(await within(section).findByRole('button', { name: 'content.schedule A videira' })));
    fireEvent.change(within(section).getByLabelText(/content.ebd.scheduleLesson/), { target: { value: '2099-01-03T09:00' } });
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'content.scheduleSubmit' })));
    expect(await within(section).findByText('content.states.scheduled')).toBeTruthy();
    // 09:00 in São Paulo (UTC-3).
    expect(calls().find((c) => c.url.pathname.endsWith('/lessons/32/publish'))!.body).toEqual({ quando: '2099-01-03T12:00:00.000Z' });
  });
});
