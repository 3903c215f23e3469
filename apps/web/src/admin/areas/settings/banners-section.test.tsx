import type { TAdminBanner } from '@congrega/contract/admin/settings';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '../../kit/toasts.tsx';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { toWallClock } from '../../lib/wall-clock.ts';
import { BannersSection } from './banners-section.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const UPLOADED = '/media/uploads/church-1/banners/0b7c5a4e-6a5e-4a7b-9f0e-3f1d2c4b5a69.webp';
const banner: TAdminBanner = {
  id: 3,
  titulo: 'Culto',
  imagem: '/media/seed/banners/videira-culto.jpg',
  link: '/live',
  ordem: 1,
  flagAtivo: false,
  textoAlternativo: 'Culto ao vivo',
  dataInicio: '2026-12-06T12:00:00.000Z',
  dataFim: null,
};
let sent: { method: string; path: string; body: unknown }[];
let refuseImage: boolean;

beforeEach(() => {
  sent = [];
  refuseImage = false;
  resetToastsForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string, init: RequestInit = {}) => {
      const url = new URL(raw, 'http://admin.localhost');
      const method = init.method ?? 'GET';
      if (init.body instanceof FormData) {
        sent.push({
          method,
          path: url.pathname,
          body: Object.fromEntries([...init.body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : 'file'])),
        });
        return json(201, { imagem: UPLOADED });
      }
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      sent.push({ method, path: url.pathname, body });
      if (refuseImage)
        return json(400, {
          code: 'SETTINGS_IMAGE_NOT_OWN',
          message: 'Upload the image here.',
          fields: { imagem: 'Upload the image here: only images uploaded for this church can be used.' },
        });
      return json(method === 'POST' ? 201 : 200, { ...banner, ...body, id: 4 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (banners: TAdminBanner[] = [banner]) =>
  renderConsole(
    '/en/videira/settings',
    [{ path: 'settings', element: <BannersSection banners={banners} /> }],
    consoleContext([heldGrant('settings', 'edit')]),
  );
const addForm = () => within(screen.getByRole('button', { name: 'settings.addBanner' }).closest('form')!);
const file = () => new File([new Uint8Array(10)], 'banner.png', { type: 'image/png' });

describe('Banners in the settings', () => {
  it('adds one: the image uploaded to the church, its text alternative, the window read on the church clock', async () => {
    render([]);
    const form = addForm();
    fireEvent.change(form.getByLabelText(/^settings\.bannerTitle/), { target: { value: 'Retiro' } });
    await act(async () => fireEvent.change(form.getByLabelText(/^settings\.bannerImage/), { target: { files: [file()] } }));
    expect(sent[0]).toEqual({ method: 'POST', path: '/api/v1/admin/videira/uploads/image', body: { uso: 'banner', imagem: 'file' } });
    fireEvent.change(form.getByLabelText(/^settings\.bannerAlt/), { target: { value: 'Casais na serra' } });
    // 10:00 in São Paulo (UTC-3) is 13:00 UTC.
    fireEvent.change(form.getByLabelText(/^settings\.bannerStart/), { target: { value: '2026-12-10T10:00' } });
    fireEvent.change(form.getByLabelText(/^settings\.bannerEnd/), { target: { value: '2026-12-10T09:00' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'settings.addBanner' })));
    expect(sent).toHaveLength(1); // the end before the start is refused here
    fireEvent.change(form.getByLabelText(/^settings\.bannerEnd/), { target: { value: '' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'settings.addBanner' })));
    expect(sent[1]).toEqual({
      method: 'POST',
      path: '/api/v1/admin/videira/settings/banners',
      body: {
        titulo: 'Retiro',
        imagem: UPLOADED,
        textoAlternativo: 'Casais na serra',
        link: null,
        dataInicio: '2026-12-10T13:00:00.000Z',
        dataFim: null,
        flagAtivo: true,
      },
    });
  });

  it("changes one in place without touching whether it is shown; the server's refusal of the image shows on it", async () => {
    render();
    expect(screen.getByAltText('Culto ao vivo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'settings.edit Culto' }));
    const form = within(screen.getByRole('button', { name: 'settings.save' }).closest('form')!);
    expect((form.getByLabelText(/^settings\.bannerStart/) as HTMLInputElement).value).toBe(
      toWallClock(banner.dataInicio, 'America/Sao_Paulo'),
    );
    expect((form.getByLabelText(/^settings\.bannerStart/) as HTMLInputElement).value).toBe('2026-12-06T09:00');
    fireEvent.change(form.getByLabelText(/^settings\.bannerAlt/), { target: { value: 'Culto de domingo ao vivo' } });
    refuseImage = true;
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'settings.save' })));
    expect(await screen.findByText(/only images uploaded for this church/)).toBeTruthy();
    refuseImage = false;
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'settings.save' })));
    expect(sent.at(-1)).toEqual({
      method: 'PATCH',
      path: '/api/v1/admin/videira/settings/banners/3',
      body: {
        titulo: 'Culto',
        imagem: banner.imagem,
        textoAlternativo: 'Culto de domingo ao vivo',
        link: '/live',
        dataInicio: banner.dataInicio,
        dataFim: null,
      },
    });
  });
});
