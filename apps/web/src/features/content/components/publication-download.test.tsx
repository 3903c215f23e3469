import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFiltersOf, contentKeyOf } from '../lib/content-kind.ts';
import { publicationsKind } from '../kinds/publications.tsx';
import { PublicationDownload } from './publication-download.tsx';

const item = (arquivo: string) => ({
  id: 7,
  slug: 'boletim-novembro',
  titulo: 'Boletim de novembro',
  resumo: null,
  imagem: null,
  imagemAlt: null,
  imagemFoco: null,
  autor: null,
  dataPublicacao: '2026-11-01T12:00:00.000Z',
  tags: [],
  tipoId: 2,
  arquivo,
});

describe('publications on the web', () => {
  afterEach(cleanup);

  it('downloads our own file and opens an https one in a new tab; anything else gets no link', () => {
    render(<PublicationDownload item={item('/media/uploads/publications/boletim-novembro.pdf')} />);
    const own = screen.getByRole('link');
    expect(own.getAttribute('href')).toBe('/media/uploads/publications/boletim-novembro.pdf');
    expect(own.hasAttribute('download')).toBe(true);
    cleanup();
    render(<PublicationDownload item={item('https://files.example/b.pdf')} />);
    expect(screen.getByRole('link').getAttribute('target')).toBe('_blank');
    cleanup();
    for (const bad of ['javascript:alert(1)', '//evil.example/x.pdf', 'http://plain.example/x.pdf']) {
      const { container } = render(<PublicationDownload item={item(bad)} />);
      expect(container.querySelector('a')).toBeNull();
      cleanup();
    }
  });

  it('names a publication by its slug and passes only its own filters on to the list', () => {
    expect(contentKeyOf(publicationsKind, item('/x.pdf'))).toBe('boletim-novembro');
    expect(contentFiltersOf(publicationsKind, new URLSearchParams('tipo=2&busca=x&foo=1'))).toEqual({ tipo: '2' });
    expect(contentFiltersOf(publicationsKind, new URLSearchParams('busca=x'))).toEqual({});
  });
});
