import type { TPersonProfile } from '@congrega/contract/admin/people';
import type { TMergePreview } from '@congrega/contract/admin/people-merge';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '../../kit/toasts.tsx';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { DuplicatesScreen } from './duplicates-screen.tsx';
import { MergeScreen } from './merge-screen.tsx';

const person = (usuarioId: number, email: string, more: Partial<TPersonProfile> = {}): TPersonProfile => ({
  usuarioId,
  nome: 'Ana Lima',
  email,
  telefone: null,
  congregacao: null,
  flagAtivo: true,
  criadoEm: '2026-03-09T15:00:00.000Z',
  sobrenome: 'Lima',
  cpf: null,
  dataNascimento: '1990-05-20',
  sexo: null,
  estadoCivil: null,
  ocupacao: null,
  endereco: { cep: null, logradouro: null, numero: null, complemento: null, bairro: null, cidade: null, estado: null, pais: null },
  camposPersonalizados: {},
  roles: [],
  ...more,
});
const kept = person(7, 'ana@videira.demo');
const closed = person(9, 'ana.lima@example.com', { telefone: '11 98888-0000' });
let preview: TMergePreview;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
let sent: { method: string; path: string; body: unknown }[];

beforeEach(() => {
  preview = {
    manter: kept,
    duplicado: closed,
    resultado: { ...kept, telefone: closed.telefone },
    movidos: [
      { tabela: 'pagamento', quantidade: 3 },
      { tabela: 'tabela_nova', quantidade: 1 },
    ],
    bloqueio: null,
  };
  sent = [];
  resetToastsForTests();
  fetchMock = vi.fn(async (raw: string, init: RequestInit = {}) => {
    const url = new URL(raw, 'http://admin.localhost');
    const method = init.method ?? 'GET';
    sent.push({ method, path: `${url.pathname}${url.search}`, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.pathname === '/api/v1/admin/videira/people/duplicates')
      return json(200, {
        itens: [
          {
            a: { usuarioId: 7, nome: 'Ana Lima', email: kept.email, telefone: null, dataNascimento: '1990-05-20', criadoEm: kept.criadoEm },
            b: {
              usuarioId: 9,
              nome: 'Ana Lima',
              email: closed.email,
              telefone: closed.telefone,
              dataNascimento: '1990-05-20',
              criadoEm: kept.criadoEm,
            },
            motivos: ['nomeNascimento'],
          },
        ],
      });
    if (url.pathname === '/api/v1/admin/videira/people/7/merge' && method === 'GET') return json(200, preview);
    if (url.pathname === '/api/v1/admin/videira/people/7/merge' && method === 'POST')
      return json(200, { usuarioId: 7, duplicado: 9, movidos: preview.movidos });
    if (url.pathname === '/api/v1/admin/videira/people/9/merge')
      return json(409, { code: 'PERSON_MERGE_INACTIVE', message: 'One of the records is no longer active.' });
    return json(404, { code: 'PERSON_NOT_FOUND', message: 'Person not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [
  { path: 'people/duplicates', element: <DuplicatesScreen /> },
  { path: 'people/:id/merge/:duplicado', element: <MergeScreen /> },
  { path: 'people/:id', element: <p>profile screen</p> },
];
const render = (url: string, action: 'view' | 'admin') => renderConsole(url, routes, consoleContext([heldGrant('people', action)]));

describe('Duplicate records', () => {
  it('lists the pairs with why, and "compare" opens the merge keeping the older record', async () => {
    const router = render('/en/videira/people/duplicates', 'view');
    expect(await screen.findByText('people.merge.reasons.nomeNascimento')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: /people\.merge\.compare/ })));
    expect(router.state.location.pathname).toBe('/en/videira/people/7/merge/9');
  });

  it('compares field by field and lists what moves; with people view only there is no merge button', async () => {
    render('/en/videira/people/7/merge/9', 'view');
    const phone = within((await screen.findByRole('rowheader', { name: 'people.phone' })).closest('tr')!);
    expect(phone.getAllByText('11 98888-0000')).toHaveLength(2); // the closed record's, and the result
    expect(screen.getByText('people.merge.tables.pagamento: 3')).toBeTruthy();
    expect(screen.getByText('people.merge.tables.other: 1')).toBeTruthy();
    expect(screen.getByText('people.merge.adminOnly')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'people.merge.confirm' })).toBeNull();
    expect(screen.getByRole('link', { name: 'people.merge.swap' }).getAttribute('href')).toBe('/en/videira/people/9/merge/7');
  });

  it('merges only after the confirmation, then opens the kept record', async () => {
    const router = render('/en/videira/people/7/merge/9', 'admin');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'people.merge.confirm' })));
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
    const dialog = within(screen.getByRole('alertdialog'));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'people.merge.confirm' })));
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: '/api/v1/admin/videira/people/7/merge', body: { duplicado: 9 } });
    expect(await screen.findByText('profile screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/videira/people/7');
    expect(screen.getByText('people.merge.done')).toBeTruthy();
  });

  it('says what blocks the merge instead of offering it, and shows the server’s refusal of the preview', async () => {
    preview = { ...preview, bloqueio: 'PERSON_MERGE_PLAY' };
    render('/en/videira/people/7/merge/9', 'admin');
    expect(await screen.findByText('people.merge.blocked.PERSON_MERGE_PLAY')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'people.merge.confirm' })).toBeNull();
    cleanup();
    render('/en/videira/people/9/merge/7', 'admin');
    expect(await screen.findByText('One of the records is no longer active.')).toBeTruthy();
  });
});
