import type { TAdminCareDetail, TAdminPrayerQueue, TAdminPrayerRequest } from '@congrega/contract/admin/prayer';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { CareItemScreen } from '../care/care-item-screen.tsx';
import { PrayerScreen } from './prayer-screen.tsx';

const request = (id: string, over: Partial<TAdminPrayerRequest> = {}): TAdminPrayerRequest => ({
  id,
  nome: `Autor ${id.slice(0, 1)}`,
  mensagem: 'Peço uma visita',
  imagem: null,
  motivo: 'Saúde',
  status: 'pendente',
  denuncias: 0,
  respondida: false,
  quantidadeOracoes: 0,
  expiraEm: null,
  dataCadastro: '2026-12-01T12:00:00.000Z',
  ...over,
});
const A = 'a0000000-0000-4000-8000-000000000001';
const B = 'b0000000-0000-4000-8000-000000000002';
const QUEUE: TAdminPrayerQueue = {
  itens: [request(A), request(B, { status: 'oculta', denuncias: 2 })],
  page: 1,
  limit: 30,
  total: 2,
  mensagens: [
    {
      id: 7,
      idOracao: A,
      nome: 'Bruno',
      mensagem: 'Mensagem ruim',
      status: 'oculta',
      denuncias: 1,
      dataCadastro: '2026-12-01T13:00:00.000Z',
    },
  ],
};
const CARE: TAdminCareDetail = {
  idOracao: A,
  pessoa: { usuarioId: 3, nome: 'Ana Lima', email: 'ana@videira.demo', telefone: '+55 11 99999-0000' },
  mensagem: 'Peço uma visita',
  flagPublicarMural: true,
  flagReceberLigacao: false,
  flagReceberVisita: true,
  status: 'novo',
  responsavel: null,
  dataCadastro: '2026-12-01T12:00:00.000Z',
  notas: [],
  equipe: [{ usuarioId: 11, nome: 'Paulo Equipe' }],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
const calls = () =>
  (fetchMock.mock.calls as [string, RequestInit | undefined][]).map(([url, init]) => ({
    path: new URL(url, 'http://admin.localhost').pathname,
    search: new URL(url, 'http://admin.localhost').search,
    method: init?.method ?? 'GET',
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));
const base = '/api/v1/admin/videira/prayer';

beforeEach(() => {
  fetchMock = vi.fn(async (raw: string, init?: RequestInit) => {
    const { pathname } = new URL(raw, 'http://admin.localhost');
    const method = init?.method ?? 'GET';
    if (pathname === `${base}/moderation`) return json(200, QUEUE);
    if (pathname === `${base}/reasons`) return json(200, { itens: [{ id: 1, nome: 'Saúde', ordem: 1, flagAtivo: true }] });
    if (pathname === `${base}/settings` && method === 'GET')
      return json(200, { flagAprovacao: false, diasExpiracao: 14, limiteDenuncias: 1 });
    if (pathname === `${base}/settings`) return json(200, JSON.parse(init!.body as string));
    if (pathname.endsWith('/decision')) return json(200, request(A, { status: 'publicada' }));
    if (pathname === `${base}/care/${A}` && method === 'PUT')
      return json(200, { ...CARE, status: 'em_andamento', responsavel: { usuarioId: 11, nome: 'Paulo Equipe' } });
    if (pathname === `${base}/care/${A}`) return json(200, CARE);
    return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPrayer = (grants = [heldGrant('pastoral', 'edit')]) =>
  renderConsole('/en/videira/prayer', [{ path: 'prayer', element: <PrayerScreen /> }], consoleContext(grants));

describe('Prayer moderation queue', () => {
  it('lists the waiting requests with their state and reports, and approves one', async () => {
    renderPrayer();
    const row = (await screen.findByText('Autor a', { selector: 'strong' })).closest('tr')!;
    expect(within(row).getByText('prayer.status.pendente')).toBeTruthy();
    expect(calls().find((c) => c.path === `${base}/moderation`)!.search).toBe('?fila=pendentes&page=1&limit=30');
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'prayer.approve Autor a' })));
    expect(calls().find((c) => c.method === 'POST')).toMatchObject({
      path: `${base}/requests/${A}/decision`,
      body: { decisao: 'aprovar' },
    });
    expect(await screen.findByText('prayer.approved')).toBeTruthy();
  });

  it('hides a request only after the confirmation', async () => {
    renderPrayer();
    const row = (await screen.findByText('Autor a', { selector: 'strong' })).closest('tr')!;
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'prayer.hide Autor a' })));
    const dialog = screen.getByRole('alertdialog');
    expect(calls().some((c) => c.method === 'POST')).toBe(false);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'prayer.hide' })));
    expect(calls().find((c) => c.method === 'POST')).toMatchObject({ body: { decisao: 'ocultar' } });
  });

  it('shows the reported messages; with view only there is nothing to act on and the settings are read, not edited', async () => {
    renderPrayer([heldGrant('pastoral', 'view')]);
    expect(await screen.findByText('Mensagem ruim')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /prayer.approve/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /prayer.restore/ })).toBeNull();
    expect(await screen.findByText('prayer.approvalOff')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'prayer.approvalLabel' })).toBeNull();
  });

  it('lets a pastoral admin turn approval on', async () => {
    renderPrayer([heldGrant('pastoral', 'admin')]);
    const box = await screen.findByRole('checkbox', { name: 'prayer.approvalLabel' });
    await act(async () => fireEvent.click(box));
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'prayer.save' }).at(-1)!));
    expect(calls().find((c) => c.method === 'PUT')).toMatchObject({
      path: `${base}/settings`,
      body: { flagAprovacao: true, diasExpiracao: 14, limiteDenuncias: 1 },
    });
  });
});

describe('Care item', () => {
  it('assigns the visit to someone of the pastoral team', async () => {
    renderConsole(
      `/en/videira/care/${A}`,
      [{ path: 'care/:id', element: <CareItemScreen /> }],
      consoleContext([heldGrant('pastoral', 'edit')]),
    );
    expect(await screen.findByRole('heading', { name: 'Ana Lima' })).toBeTruthy();
    expect(screen.getByText('care.visit')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'care.state' }), { target: { value: 'em_andamento' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'care.assignee' }), { target: { value: '11' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'care.save' })));
    expect(calls().find((c) => c.method === 'PUT')).toMatchObject({
      path: `${base}/care/${A}`,
      body: { status: 'em_andamento', responsavelId: 11 },
    });
    expect(await screen.findByText('care.saved')).toBeTruthy();
  });
});
