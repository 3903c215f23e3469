import type { TCustomDomain } from '@congrega/contract/admin/custom-domains';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '../../kit/toasts.tsx';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { DomainsSection } from './domains-section.tsx';

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let domains: TCustomDomain[];
let sent: { method: string; path: string; body?: unknown }[];

beforeEach(() => {
  domains = [{ hostname: 'xn--ao-siap.example.org', exibicao: 'ação.example.org' }];
  sent = [];
  resetToastsForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string, init: RequestInit = {}) => {
      const url = new URL(raw, 'http://admin.localhost');
      const method = init.method ?? 'GET';
      if (method === 'GET') return json(200, { itens: domains, maximo: 2, dns: { tipo: 'CNAME', valor: 'videira.congrega.app' } });
      const body = init.body ? (JSON.parse(String(init.body)) as { hostname: string }) : undefined;
      sent.push({ method, path: url.pathname, ...(body ? { body } : {}) });
      if (method === 'DELETE') {
        domains = domains.filter((d) => url.pathname.endsWith(`/${d.hostname}`) === false);
        return json(204, null);
      }
      if (body!.hostname === 'taken.org') return json(409, { code: 'DOMAIN_IN_USE', message: 'This domain is already in use.' });
      if (body!.hostname.includes('/')) {
        return json(400, { code: 'VALIDATION_FAILED', message: 'Invalid.', fields: { hostname: 'Enter the domain name only.' } });
      }
      const added = { hostname: body!.hostname, exibicao: body!.hostname };
      domains = [...domains, added];
      return json(201, added);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (action: 'view' | 'edit' | 'admin' = 'admin') =>
  renderConsole(
    '/en/videira/settings',
    [{ path: 'settings', element: <DomainsSection /> }],
    consoleContext([heldGrant('settings', action)]),
  );
const hostnameField = () => screen.getByLabelText(/^settings\.domains\.hostname/);
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'settings.domains.add' })));

describe('Custom domains in the settings', () => {
  it('lists each domain in its own script with the CNAME record it needs', async () => {
    render();
    expect(await screen.findByText('ação.example.org', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('(xn--ao-siap.example.org)')).toBeTruthy();
    expect(screen.getByText('xn--ao-siap.example.org. CNAME videira.congrega.app.')).toBeTruthy();
  });

  it('adds a domain as typed; the server’s field error lands on the field and its refusal above the form', async () => {
    render();
    await screen.findByText('ação.example.org', { selector: 'strong' });
    fireEvent.change(hostnameField(), { target: { value: 'igreja.org/inicio' } });
    await submit();
    expect(await screen.findByText('Enter the domain name only.')).toBeTruthy();
    fireEvent.change(hostnameField(), { target: { value: 'taken.org' } });
    await submit();
    expect(await screen.findByText('This domain is already in use.')).toBeTruthy();
    fireEvent.change(hostnameField(), { target: { value: 'www.igreja.org' } });
    await submit();
    expect(sent.at(-1)).toEqual({ method: 'POST', path: '/api/v1/admin/videira/settings/domains', body: { hostname: 'www.igreja.org' } });
    expect(await screen.findByText('www.igreja.org', { selector: 'strong' })).toBeTruthy();
    // At the church's maximum (2 here) the form gives way to the notice.
    expect(screen.getByText('settings.domains.full')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'settings.domains.add' })).toBeNull();
  });

  it('removes a domain only once confirmed, by its stored name', async () => {
    render();
    await screen.findByText('ação.example.org', { selector: 'strong' });
    fireEvent.click(screen.getByRole('button', { name: 'settings.domains.remove ação.example.org' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'kit.cancel' }));
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'settings.domains.remove ação.example.org' }));
    await act(async () =>
      fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'settings.domains.remove' })),
    );
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/v1/admin/videira/settings/domains/xn--ao-siap.example.org' }]);
    expect(await screen.findByText('settings.domains.none')).toBeTruthy();
  });

  it('offers no add or remove without the settings admin grant (the server would refuse them)', async () => {
    render('edit');
    expect(await screen.findByText('ação.example.org', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('settings.domains.adminOnly')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /settings\.domains\.(add|remove)/ })).toBeNull();
  });
});
