import type { TAdminExternalApp } from '@congrega/contract/admin/external-apps';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '../../kit/toasts.tsx';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { ExternalAppsSection } from './external-apps-section.tsx';

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let apps: TAdminExternalApp[];
let sent: { method: string; path: string; body?: Record<string, unknown> }[];

beforeEach(() => {
  apps = [
    { app: 'voluts', codigo: 'MOD_VOLUTS', moduloAtivo: false, url: null, segredoDefinido: false, configurado: false },
    { app: 'mykids', codigo: 'MOD_MYKIDS', moduloAtivo: true, url: 'https://kids.example.org/', segredoDefinido: true, configurado: true },
  ];
  sent = [];
  resetToastsForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string, init: RequestInit = {}) => {
      const url = new URL(raw, 'http://admin.localhost');
      const method = init.method ?? 'GET';
      if (method === 'GET') return json(200, { itens: apps });
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      sent.push({ method, path: url.pathname, ...(body ? { body } : {}) });
      const name = url.pathname.split('/').at(-1);
      const app = apps.find((a) => a.app === name)!;
      if (method === 'DELETE') {
        Object.assign(app, { url: null, segredoDefinido: false, configurado: false });
        return json(204, null);
      }
      Object.assign(app, { url: body!.url, segredoDefinido: true, configurado: true });
      return json(200, app);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (action: 'view' | 'admin' = 'admin') =>
  renderConsole(
    '/en/videira/settings',
    [{ path: 'settings', element: <ExternalAppsSection /> }],
    consoleContext([heldGrant('settings', action)]),
  );
const itemOf = async (name: string) => within((await screen.findByRole('heading', { name })).closest('li')!);

describe('External apps in the settings', () => {
  it('shows each app with its set-up and module; a first set-up needs a secret, checked before sending', async () => {
    render();
    const voluts = await itemOf('Voluts');
    expect(voluts.getByText('settings.externalApps.none')).toBeTruthy();
    expect(voluts.getByText('settings.externalApps.moduleOff')).toBeTruthy();
    fireEvent.change(voluts.getByLabelText(/^settings\.externalApps\.url/), { target: { value: 'http://voluts.example.org/' } });
    fireEvent.change(voluts.getByLabelText(/^settings\.externalApps\.secret/), { target: { value: 'short' } });
    await act(async () => fireEvent.click(voluts.getByRole('button', { name: 'settings.save' })));
    expect(sent).toEqual([]);
    expect(voluts.getByLabelText(/^settings\.externalApps\.url/).getAttribute('aria-invalid')).toBe('true');
    expect(voluts.getByLabelText(/^settings\.externalApps\.secret/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(voluts.getByLabelText(/^settings\.externalApps\.url/), { target: { value: 'https://voluts.example.org/' } });
    fireEvent.click(voluts.getByRole('button', { name: 'settings.externalApps.generate' }));
    const secret = (voluts.getByLabelText(/^settings\.externalApps\.secret/) as HTMLInputElement).value;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await act(async () => fireEvent.click(voluts.getByRole('button', { name: 'settings.save' })));
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/admin/videira/settings/external-apps/voluts',
        body: { url: 'https://voluts.example.org/', segredo: secret },
      },
    ]);
    expect(await voluts.findByText('settings.externalApps.ready')).toBeTruthy();
  });

  it('changes the address of a set-up app without sending the stored secret again', async () => {
    render();
    const kids = await itemOf('MyKids');
    expect(kids.getByText('settings.externalApps.ready')).toBeTruthy();
    fireEvent.change(kids.getByLabelText(/^settings\.externalApps\.url/), { target: { value: 'https://kids2.example.org/' } });
    await act(async () => fireEvent.click(kids.getByRole('button', { name: 'settings.save' })));
    expect(sent).toEqual([
      { method: 'PUT', path: '/api/v1/admin/videira/settings/external-apps/mykids', body: { url: 'https://kids2.example.org/' } },
    ]);
  });

  it('forgets a set-up only once confirmed', async () => {
    render();
    const kids = await itemOf('MyKids');
    fireEvent.click(kids.getByRole('button', { name: 'settings.externalApps.remove MyKids' }));
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'settings.externalApps.remove' })));
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/v1/admin/videira/settings/external-apps/mykids' }]);
    expect(await kids.findByText('settings.externalApps.none')).toBeTruthy();
  });

  it('shows the set-up without a form to a settings viewer (the server would refuse the change)', async () => {
    render('view');
    const kids = await itemOf('MyKids');
    expect(kids.getByText('https://kids.example.org/')).toBeTruthy();
    expect(kids.queryByRole('button', { name: 'settings.save' })).toBeNull();
    expect(screen.queryByLabelText(/^settings\.externalApps\.secret/)).toBeNull();
  });
});
