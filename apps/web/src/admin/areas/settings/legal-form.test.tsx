import type { TChurchLegal } from '@congrega/contract/admin/settings';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '../../kit/toasts.tsx';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { LegalForm } from './legal-form.tsx';

const legal: TChurchLegal = {
  razaoSocial: 'Igreja Evangélica Videira',
  cnpj: '11222333000181',
  cep: '01310100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: null,
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'SP',
};
let sent: { method: string; path: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  resetToastsForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body)) as TChurchLegal;
      sent.push({ method: init.method ?? 'GET', path: new URL(raw, 'http://admin.localhost').pathname, body });
      return new Response(JSON.stringify({ identidadeLegal: body }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (action: 'edit' | 'admin') =>
  renderConsole(
    '/en/videira/settings',
    [{ path: 'settings', element: <LegalForm legal={legal} /> }],
    consoleContext([heldGrant('settings', action)]),
  );
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('The legal identity in the settings', () => {
  it('shows the CNPJ formatted, refuses one whose check digits are wrong, sends the fields with blanks as null', async () => {
    render('admin');
    expect(field(/^settings\.legal\.cnpj/).value).toBe('11.222.333/0001-81');
    fireEvent.change(field(/^settings\.legal\.cnpj/), { target: { value: '11.222.333/0001-82' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'settings.save' })));
    expect(sent).toEqual([]);
    expect(screen.getByText('validation.cnpj')).toBeTruthy();
    fireEvent.change(field(/^settings\.legal\.cnpj/), { target: { value: '45.997.418/0001-53' } });
    fireEvent.change(field(/^settings\.legal\.bairro/), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'settings.save' })));
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/admin/videira/settings/legal',
        body: { ...legal, cnpj: '45997418000153', bairro: null },
      },
    ]);
  });

  it('takes an alphanumeric CNPJ in lower case and sends it upper-case without the mask', async () => {
    render('admin');
    fireEvent.change(field(/^settings\.legal\.cnpj/), { target: { value: '12.abc.345/01de-35' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'settings.save' })));
    expect(sent).toEqual([{ method: 'PUT', path: '/api/v1/admin/videira/settings/legal', body: { ...legal, cnpj: '12ABC34501DE35' } }]);
  });

  it('is read only for a settings editor (the server asks a settings admin)', () => {
    render('edit');
    expect(screen.queryByRole('button', { name: 'settings.save' })).toBeNull();
    expect(screen.getByText('11.222.333/0001-81')).toBeTruthy();
    expect(screen.getByText('settings.legal.none')).toBeTruthy();
  });
});
