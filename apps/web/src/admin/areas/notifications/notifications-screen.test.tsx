import type { TAdminNotification } from '@congrega/contract/admin/notifications';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '../../kit/toasts.tsx';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { NotificationsScreen } from './notifications-screen.tsx';

/**
 * The console's Notificações (issue 33): the church-wide notifications with members reached, pushes delivered and
 * opens; with the content edit grant, a hand send to every member (a blank link sent as none, a link that is not an
 * app path refused on the form), the list asked again after it.
 */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const item = (id: number, over: Partial<TAdminNotification> = {}): TAdminNotification => ({
  id,
  titulo: `Aviso ${id}`,
  corpo: 'Para todos',
  tipo: 'AVISO',
  rota: null,
  dataCadastro: '2026-12-01T12:00:00.000Z',
  alcance: 120,
  entregues: 40,
  abertas: 17,
  ...over,
});
let items: TAdminNotification[];
let sent: { path: string; body: Record<string, unknown> }[];

beforeEach(() => {
  items = [item(1, { rota: '/event/12' })];
  sent = [];
  resetToastsForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string, init: RequestInit = {}) => {
      const url = new URL(raw, 'http://admin.localhost');
      if ((init.method ?? 'GET') === 'GET') return json(200, { itens: items, page: 1, limit: 30, total: items.length });
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ path: url.pathname, body });
      const created = item(2, { ...body, alcance: 121, entregues: 0, abertas: 0 } as Partial<TAdminNotification>);
      items = [created, ...items];
      return json(201, created);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (action: 'view' | 'edit') =>
  renderConsole(
    '/en/videira/notifications',
    [{ path: 'notifications', element: <NotificationsScreen /> }],
    consoleContext([heldGrant('content', action)]),
  );

describe('Notifications area', () => {
  it('lists what was sent with reach, deliveries and opens; a view grant has no send form', async () => {
    render('view');
    const row = (await screen.findByText('Aviso 1')).closest('tr')!;
    expect(within(row).getByText('/event/12')).toBeTruthy();
    expect(within(row).getByText('120')).toBeTruthy();
    expect(within(row).getByText('40')).toBeTruthy();
    expect(within(row).getByText('17')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'notifications.submit' })).toBeNull();
  });

  it('sends one to every member: a link that is not an app path is refused, a blank one sent as none', async () => {
    render('edit');
    await screen.findByText('Aviso 1');
    const form = within(screen.getByRole('button', { name: 'notifications.submit' }).closest('form')!);
    fireEvent.change(form.getByLabelText(/^notifications\.titleField/), { target: { value: 'Culto especial' } });
    fireEvent.change(form.getByLabelText(/^notifications\.body/), { target: { value: 'Domingo às 18h' } });
    fireEvent.change(form.getByLabelText(/^notifications\.route/), { target: { value: 'https://evil.example/' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'notifications.submit' })));
    expect(sent).toEqual([]);
    expect(form.getByLabelText(/^notifications\.route/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(form.getByLabelText(/^notifications\.route/), { target: { value: '' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'notifications.submit' })));
    expect(sent).toEqual([
      { path: '/api/v1/admin/videira/notifications', body: { titulo: 'Culto especial', corpo: 'Domingo às 18h', rota: null } },
    ]);
    expect(await screen.findByText('Culto especial')).toBeTruthy();
  });
});
