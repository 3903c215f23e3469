import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { MinistryPanel } from './ministry-panel.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const base = {
  resumo: null,
  imagem: null,
  imagemAlt: null,
  imagemFoco: null,
  autor: null,
  dataPublicacao: '2026-11-01T12:00:00.000Z',
  tags: [],
};
const ministry = {
  ...base,
  id: 3,
  titulo: 'Ação Social',
  responsavel: {
    nome: 'Paulo Mendes',
    foto: '/media/uploads/ministries/videira-responsavel-3.jpg',
    email: 'social@videira.example',
    telefone: '+55 11 98765-1003',
  },
  redesSociais: [
    { rede: 'instagram', url: 'https://instagram.com/acaosocialvideira' },
    { rede: 'bad', url: 'javascript:alert(1)' },
  ],
};
const project = {
  ...base,
  id: 9,
  titulo: 'Sopão de Inverno',
  ministerioId: 3,
  meta: 'Servir 2.000 refeições',
  metaValor: 2000,
  metaAlcancada: 1250,
};
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  setBootstrapForTests({ igreja: { id: 1, slug: 'videira', nome: 'Igreja' }, modulos: [] } as never);
  fetchMock = vi.fn().mockResolvedValue(json({ itens: [project], total: 1, page: 1, limit: 10 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
});

describe('MinistryPanel', () => {
  it("shows the responsible person's photo and contacts, safe social links and the ministry's projects with their goals", async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <MinistryPanel item={ministry} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Paulo Mendes')).toBeTruthy();
    expect(document.querySelector('img.ministry-photo')!.getAttribute('src')).toBe('/media/uploads/ministries/videira-responsavel-3.jpg');
    expect(screen.getByRole('link', { name: 'ministries.email' }).getAttribute('href')).toBe('mailto:social@videira.example');
    expect(screen.getByRole('link', { name: 'ministries.phone' }).getAttribute('href')).toBe('tel:+5511987651003');
    expect(screen.getByRole('link', { name: 'instagram' }).getAttribute('href')).toBe('https://instagram.com/acaosocialvideira');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    const link = await screen.findByRole('link', { name: 'Sopão de Inverno' });
    expect(link.getAttribute('href')).toBe('/ministries/3/projects/9');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/igreja/videira/ministerio-projeto/?ministerio=3');
    expect(screen.getByRole('progressbar', { name: 'ministryProjects.progressLabel' }).getAttribute('value')).toBe('1250');
  });
});
