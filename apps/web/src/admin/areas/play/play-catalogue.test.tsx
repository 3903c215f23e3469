import type { TAdminPlayCatalogue } from '@congrega/contract/admin/play';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { PlayContentsScreen } from './play-contents-screen.tsx';
import { PlayPlansScreen } from './play-plans-screen.tsx';
import { PlayPreviewScreen } from './play-preview-screen.tsx';

/**
 * The Play catalogue screens: a plan's price typed as an amount is sent in cents, an inactive plan with subscribers
 * says they keep it until their period ends; a content is published and moved inside its collection with every id
 * sent, and deleted after a question; the preview asks the member home of the plan chosen and shows its rows.
 */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const base = '/api/v1/admin/videira/play';
let sent: { method: string; path: string; body: unknown }[];
let asked: string[];

const content = (id: number, titulo: string, coletaneaId: number | null, publicado: boolean) => ({
  id,
  titulo,
  resumo: '',
  descricao: '',
  imagem: null,
  midia: { id: 7, nome: 'Culto.mp4', situacao: 'pronto' as const, duracaoSegundos: 8, poster: null },
  arquivoDemo: false,
  coletaneaId,
  tags: ['Fé'],
  flagDestaque: false,
  publicado,
  ordem: id,
});
const catalogue: TAdminPlayCatalogue = {
  tipoVisibilidadeConteudo: 'publico',
  moeda: 'BRL',
  planos: [
    {
      id: 1,
      nome: 'Mensal',
      descricao: '',
      codigo: 'M',
      periodo: 'mensal',
      valor: 1990,
      taxaAdesao: 0,
      flagRepassarTaxas: false,
      flagAtivo: false,
      assinantes: 3,
    },
    {
      id: 2,
      nome: 'Anual',
      descricao: '',
      codigo: 'A',
      periodo: 'anual',
      valor: 19900,
      taxaAdesao: 500,
      flagRepassarTaxas: false,
      flagAtivo: true,
      assinantes: 0,
    },
  ],
  coletaneas: [{ id: 10, nome: 'Fundamentos', descricao: '', imagem: null, ordem: 0, planoIds: [] }],
  conteudos: [content(100, 'Graça', 10, true), content(101, 'Oração', 10, false)],
};
const summary = (id: number, titulo: string) => ({
  id,
  titulo,
  resumo: '',
  imagem: null,
  duracaoSegundos: 8,
  tags: [],
  flagDestaque: true,
  coletanea: null,
});

beforeEach(() => {
  sent = [];
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string, init?: RequestInit) => {
      const url = new URL(raw, 'http://admin.localhost');
      const method = init?.method ?? 'GET';
      asked.push(`${method} ${url.pathname}${url.search}`);
      if (method !== 'GET') sent.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.pathname === base) return json(200, catalogue);
      if (url.pathname === '/api/v1/admin/videira/media') return json(200, { processamentoDisponivel: true, itens: [] });
      if (url.pathname === `${base}/preview`)
        return json(200, {
          tags: [],
          destaques: [summary(100, url.searchParams.get('plano') === '2' ? 'Só no anual' : 'Graça')],
          coletaneas: [],
          porTag: [],
        });
      if (url.pathname === `${base}/plans` && method === 'POST') return json(201, { ...catalogue.planos[1], id: 3 });
      if (url.pathname.endsWith('/publication')) return json(200, { ...catalogue.conteudos[1], publicado: true });
      if (url.pathname.endsWith('/contents/order')) return json(200, catalogue);
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (path: string, element: React.ReactNode) =>
  renderConsole(`/en/videira/${path}`, [{ path, element }], consoleContext([heldGrant('play', 'edit')]));

it('adds a plan with its price typed as an amount, sent in cents; an inactive plan says its subscribers keep it', async () => {
  render('play-catalogue/plans', <PlayPlansScreen />);
  expect(await screen.findByText('playCatalogue.plans.inactiveWithSubscribers')).toBeTruthy();
  const form = screen.getByRole('button', { name: 'playCatalogue.plans.add' }).closest('form')!;
  fireEvent.change(within(form).getByRole('textbox', { name: /playCatalogue\.plans\.name/ }), { target: { value: 'Família' } });
  fireEvent.change(within(form).getByRole('textbox', { name: /playCatalogue\.plans\.price/ }), { target: { value: '1.234,50' } });
  fireEvent.change(within(form).getByRole('textbox', { name: /playCatalogue\.plans\.fee/ }), { target: { value: 'dez' } });
  await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'playCatalogue.plans.add' })));
  expect(sent).toEqual([]);
  expect(await within(form).findByText('validation.price')).toBeTruthy();
  fireEvent.change(within(form).getByRole('textbox', { name: /playCatalogue\.plans\.fee/ }), { target: { value: '10' } });
  await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'playCatalogue.plans.add' })));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toEqual({
    method: 'POST',
    path: `${base}/plans`,
    body: {
      nome: 'Família',
      descricao: '',
      codigo: null,
      periodo: 'mensal',
      valor: 123_450,
      taxaAdesao: 1_000,
      flagRepassarTaxas: false,
      flagAtivo: true,
    },
  });
});

it('publishes a draft and moves a content inside its collection with every id sent', async () => {
  render('play-catalogue', <PlayContentsScreen />);
  await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'playCatalogue.contents.publish Oração' })));
  await waitFor(() => expect(sent).toEqual([{ method: 'PUT', path: `${base}/contents/101/publication`, body: { publicado: true } }]));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'playCatalogue.down Graça' })));
  await waitFor(() =>
    expect(sent.at(-1)).toEqual({ method: 'PUT', path: `${base}/collections/10/contents/order`, body: { ids: [101, 100] } }),
  );
  expect(screen.getByRole('button', { name: 'playCatalogue.up Graça' }).hasAttribute('disabled')).toBe(true);
});

it('deletes a content only once asked: cancel sends nothing, the confirm sends the delete and closes', async () => {
  render('play-catalogue', <PlayContentsScreen />);
  const ask = async () => {
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'playCatalogue.contents.delete Graça' })));
    return screen.findByRole('alertdialog', { name: 'playCatalogue.contents.deleteTitle' });
  };
  await act(async () => fireEvent.click(within(await ask()).getByRole('button', { name: 'kit.cancel' })));
  expect(sent).toEqual([]);
  await act(async () => fireEvent.click(within(await ask()).getByRole('button', { name: 'playCatalogue.contents.delete' })));
  await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', path: `${base}/contents/100`, body: null }]));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
});

it('shows what a member on the chosen plan sees, from the member home of that plan', async () => {
  render('play-catalogue/preview', <PlayPreviewScreen />);
  expect(await screen.findByText('Graça')).toBeTruthy();
  expect(asked).toContain(`GET ${base}/preview?plano=1`);
  fireEvent.change(screen.getByRole('combobox', { name: /playCatalogue\.preview\.plan/ }), { target: { value: '2' } });
  expect(await screen.findByText('Só no anual')).toBeTruthy();
  fireEvent.change(screen.getByRole('combobox', { name: /playCatalogue\.preview\.plan/ }), { target: { value: '' } });
  await waitFor(() => expect(asked).toContain(`GET ${base}/preview`));
});
