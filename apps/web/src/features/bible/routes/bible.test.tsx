import type { TBibleVersions } from '@congrega/contract/bible';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootstrapForTests } from '../../../lib/bootstrap.ts';
import { Component as BibleScreen } from './bible.tsx';

const language = vi.hoisted(() => ({ current: 'es' }));
vi.mock('../../../lib/i18n/use-translation.ts', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: language.current } }),
}));

const VERSIONS: TBibleVersions = {
  versoes: [
    { codigo: 'kjv', nome: 'King James Version (1769)', idioma: 'en', fonte: 'local' },
    { codigo: 'rv1909', nome: 'Reina-Valera 1909', idioma: 'es', fonte: 'local' },
  ],
};
const TEXT: Record<string, string> = { kjv: 'In the beginning was the Word', rv1909: 'EN el principio era el Verbo' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
const chapterUrls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => !url.includes('/versoes'));

function show(url = '/bible') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <BibleScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setBootstrapForTests({ igreja: { id: 1, slug: 'videira', nome: 'Igreja Videira' } } as never);
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/biblia/versoes')) return json(VERSIONS);
    const m = /\/biblia\/([a-z0-9-]+)\/([A-Z0-9]+)\/(\d+)/.exec(url)!;
    return json({ versao: m[1], livro: m[2], capitulo: Number(m[3]), versiculos: [{ numero: 1, texto: TEXT[m[1]!] }] });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setBootstrapForTests(undefined);
  localStorage.clear();
});

describe('Bible screen translation by language', () => {
  it('gives a Spanish reader the Reina-Valera 1909 without a notice, and never asks for the English chapter', async () => {
    language.current = 'es';
    show();
    expect(await screen.findByText(TEXT.rv1909!)).toBeTruthy();
    expect((screen.getByLabelText('version') as HTMLSelectElement).value).toBe('rv1909');
    expect(screen.queryByText('noOwnLanguage')).toBeNull();
    expect(chapterUrls()).toHaveLength(1);
    expect(chapterUrls()[0]).toContain('/biblia/rv1909/JHN/1');
  });

  it('gives an English reader the KJV', async () => {
    language.current = 'en';
    show();
    expect(await screen.findByText(TEXT.kjv!)).toBeTruthy();
    expect(screen.queryByText('noOwnLanguage')).toBeNull();
  });

  it('tells a Portuguese reader there is no Portuguese text and offers both translations', async () => {
    language.current = 'pt-BR';
    show();
    expect(await screen.findByText(TEXT.kjv!)).toBeTruthy();
    expect(screen.getByText('noOwnLanguage')).toBeTruthy();
    const options = Array.from((screen.getByLabelText('version') as HTMLSelectElement).options).map((o) => o.value);
    expect(options).toEqual(['kjv', 'rv1909']);
  });

  it('keeps the translation the address or the reader chose over the language default', async () => {
    language.current = 'es';
    show('/bible?version=kjv&book=PSA&chapter=23');
    expect(await screen.findByText(TEXT.kjv!)).toBeTruthy();
    cleanup();
    localStorage.setItem('congrega.bible.version', 'kjv');
    show('/bible?book=JHN&chapter=3');
    expect(await screen.findByText(TEXT.kjv!)).toBeTruthy();
  });
});
