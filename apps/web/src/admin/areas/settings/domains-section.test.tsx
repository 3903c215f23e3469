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
/** Whether the church has published the TXT record yet (the fake server's verify answers from it). */
let published: boolean;

beforeEach(() => {
  domains = [{ hostname: 'xn--ao-siap.example.org', exibicao: 'ação.example.org', verificado: true, verificacao: null }];
  sent = [];
  published = false;
  resetToastsForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string, init: RequestInit = {}) => {
      const url = new URL(raw, 'http://admin.localhost');
      const method = init.method ?? 'GET';
      if (method === 'GET') return json(200, { itens: domains, maximo: 2, dns: { tipo: 'CNAME', valor: 'videira.congrega.app' } });
      const body = init.body ? (JSON.parse(String(init.body)) as { hostname: string }) : undefined;
      sent.push({ method, path: url.pathname, ...(body ? { body } : {}) });
      if (url.pathname.endsWith('/verify')) {
        const hostname = url.pathname.split('/').at(-2)!;
        if (hostname === 'www.igreja.org' && !published) {
          return json(409, { code: 'DOMAIN_NOT_VERIFIED', message: 'The TXT record _congrega.www.igreja.org was not found yet.' });
        }
        domains = domains.map((d) => (d.hostname === hostname ? { ...d, verificado: true, verificacao: null } : d));
        return json(
          200,
          domains.find((d) => d.hostname === hostname),
        );
      }
      if (method === 'DELETE') {
        domains = domains.filter((d) => url.pathname.endsWith(`/${d.hostname}`) === false);
        return json(204, null);
      }
      if (body!.hostname === 'taken.org') return json(409, { code: 'DOMAIN_IN_USE', message: 'This domain is already in use.' });
      if (body!.hostname.includes('/')) {
        return json(400, { code: 'VALIDATION_FAILED', message: 'Invalid.', fields: { hostname: 'Enter the domain name only.' } });
      }
      const added: TCustomDomain = {
        hostname: body!.hostname,
        exibicao: body!.hostname,
        verificado: false,
        verificacao: { tipo: 'TXT', nome: `_congrega.${body!.hostname}`, valor: 'congrega-verificacao=abc123' },
      };
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

  it('shows a new claim waiting with its TXT record; "verify now" says what is missing, then verifies it', async () => {
    render();
    await screen.findByText('ação.example.org', { selector: 'strong' });
    expect(screen.getByText('settings.domains.verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /settings\.domains\.verify/ })).toBeNull();
    fireEvent.change(hostnameField(), { target: { value: 'www.igreja.org' } });
    await submit();
    expect(await screen.findByText('_congrega.www.igreja.org. TXT "congrega-verificacao=abc123"')).toBeTruthy();
    expect(screen.getByText('settings.domains.pending')).toBeTruthy();
    const verifyButton = screen.getByRole('button', { name: 'settings.domains.verify www.igreja.org' });
    await act(async () => fireEvent.click(verifyButton));
    expect((await screen.findByRole('alert')).textContent).toContain('settings.domains.verifyFailed');
    expect(sent.at(-1)).toEqual({ method: 'POST', path: '/api/v1/admin/videira/settings/domains/www.igreja.org/verify' });
    published = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'settings.domains.verify www.igreja.org' })));
    expect(await screen.findByText('settings.domains.verifiedToast')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /settings\.domains\.verify/ })).toBeNull();
    expect(screen.queryByText(/TXT "congrega-verificacao/)).toBeNull();
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
