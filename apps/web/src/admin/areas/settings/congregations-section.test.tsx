import type { TAdminCongregation } from '@congrega/contract/admin/congregations';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '../../kit/toasts.tsx';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { CongregationsSection } from './congregations-section.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let congregations: TAdminCongregation[];
let sent: { method: string; path: string; body: Record<string, unknown> }[];

beforeEach(() => {
  congregations = [{ id: 4, nome: 'Sede', endereco: 'Rua A, 10', cidade: 'São Paulo', estado: 'SP', flagAtivo: true, membros: 12 }];
  sent = [];
  resetToastsForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string, init: RequestInit = {}) => {
      const url = new URL(raw, 'http://admin.localhost');
      const method = init.method ?? 'GET';
      if (method === 'GET') return json(200, { itens: congregations });
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ method, path: url.pathname, body });
      if (body.nome === 'Sede' && method === 'POST') return json(409, { code: 'CONGREGATION_NAME_TAKEN', message: 'Name taken.' });
      const id = method === 'POST' ? 5 : Number(url.pathname.split('/').at(-1));
      const saved = { id, endereco: null, cidade: null, estado: null, flagAtivo: true, membros: 0, ...body } as TAdminCongregation;
      congregations = [...congregations.filter((c) => c.id !== id), saved];
      return json(method === 'POST' ? 201 : 200, saved);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = () =>
  renderConsole(
    '/en/videira/settings',
    [{ path: 'settings', element: <CongregationsSection /> }],
    consoleContext([heldGrant('settings', 'edit')]),
  );

describe('Congregations in the settings', () => {
  it('lists each with its members; hiding one sends it whole with the flag turned', async () => {
    render();
    expect(await screen.findByText('Sede', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText(/settings\.congregations\.members/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'settings.hide Sede' })));
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/v1/admin/videira/settings/congregations/4',
      body: { nome: 'Sede', endereco: 'Rua A, 10', cidade: 'São Paulo', estado: 'SP', flagAtivo: false },
    });
  });

  it('adds one, blank fields left out (the server stores none); a name the church has shows the server’s refusal', async () => {
    render();
    await screen.findByText('Sede', { selector: 'strong' });
    const form = within(screen.getByRole('button', { name: 'settings.congregations.add' }).closest('form')!);
    fireEvent.change(form.getByLabelText(/^settings\.congregations\.name/), { target: { value: 'Sede' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'settings.congregations.add' })));
    expect(await screen.findByText('Name taken.')).toBeTruthy();
    fireEvent.change(form.getByLabelText(/^settings\.congregations\.name/), { target: { value: 'Norte' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'settings.congregations.add' })));
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/v1/admin/videira/settings/congregations',
      body: { nome: 'Norte' },
    });
    expect(await screen.findByText('Norte', { selector: 'strong' })).toBeTruthy();
  });
});
