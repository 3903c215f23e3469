import type { TAdminEvent, TAdminTicketType } from '@congrega/contract/admin/events';
import type { TDeskSaleResult } from '@congrega/contract/admin/event-desk-sale';
import type { TEventRegistrationDetail } from '@congrega/contract/admin/event-registrations';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '../../kit/toasts.tsx';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { DeskSaleScreen } from './desk-sale-screen.tsx';

const type = (over: Partial<TAdminTicketType>): TAdminTicketType => ({
  id: 7,
  nome: 'Adulto',
  descricao: null,
  valor: 9_000,
  taxa: 1_000,
  quantidade: 100,
  vendidos: 10,
  reservados: 2,
  comVendas: true,
  inicioVendas: null,
  fimVendas: null,
  limitePorUsuario: null,
  flagConteudoOnline: false,
  flagAtivo: true,
  perguntas: [{ id: 70, texto: 'Camiseta', tipo: 'escolha', opcoes: ['P', 'M', 'G'], obrigatoria: true }],
  ...over,
});
const EVENT = {
  id: 1,
  titulo: 'Retiro',
  moeda: 'BRL',
  ingressos: [
    type({}),
    type({ id: 8, nome: 'Esgotado', quantidade: 5, vendidos: 5, reservados: 0, perguntas: [] }),
    type({ id: 9, nome: 'Grátis', valor: 0, taxa: 0, perguntas: [] }),
  ],
} as unknown as TAdminEvent;
const RESULT = {
  inscricao: {
    id: 55,
    valor: 20_000,
    moeda: 'BRL',
    comprador: { usuarioId: null, nome: 'Gil Souza', email: 'gil@example.com' },
    bilhetes: [
      { id: 1, titular: 'Ana', tipo: { id: 7, nome: 'Adulto' }, respostas: [], checkinEm: null },
      { id: 2, titular: 'Bia', tipo: { id: 7, nome: 'Adulto' }, respostas: [], checkinEm: null },
    ],
  } as unknown as TEventRegistrationDetail,
  lote: { id: 33, data: '2026-12-03' },
} satisfies TDeskSaleResult;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let posted: { body: unknown; key: string | null }[];
let answers: Response[];

beforeEach(() => {
  posted = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string, init?: RequestInit) => {
      const url = new URL(raw, 'http://admin.localhost');
      if (init?.method === 'POST' && url.pathname === '/api/v1/admin/videira/events/1/registrations') {
        posted.push({ body: JSON.parse(String(init.body)), key: new Headers(init.headers).get('Idempotency-Key') });
        return answers.shift() ?? json(201, RESULT);
      }
      if (url.pathname === '/api/v1/admin/videira/events/1') return json(200, EVENT);
      if (url.pathname === '/api/v1/admin/videira/finance/offerings/members')
        return json(200, { itens: [{ usuarioId: 3, nome: 'Ana Lima' }] });
      return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    }),
  );
});

afterEach(() => {
  cleanup();
  resetToastsForTests();
  vi.unstubAllGlobals();
});

const renderDesk = () =>
  renderConsole(
    '/en/videira/events/1/registrations/desk',
    [{ path: 'events/:eventId/registrations/desk', element: <DeskSaleScreen /> }],
    consoleContext([heldGrant('events', 'edit'), heldGrant('offerings', 'edit')]),
  );

const fill = (label: string | RegExp, value: string, within_: ReturnType<typeof within> | typeof screen = screen) =>
  fireEvent.change(within_.getByLabelText(label), { target: { value } });

describe('A desk sale', () => {
  it('offers the paid types with seats, asks each holder and a guest, shows the total and sends it once confirmed', async () => {
    renderDesk();
    const quantity = await screen.findByLabelText('registrations.desk.quantity');
    expect(screen.queryByText(/Esgotado/)).toBeNull();
    expect(screen.queryByText(/Grátis/)).toBeNull();
    fireEvent.change(quantity, { target: { value: '2' } });
    const holders = screen.getAllByRole('group', { name: 'registrations.desk.holderN' });
    expect(holders).toHaveLength(2);
    // The total comes from the server's prices (price + fee of each ticket).
    expect(screen.getByText('registrations.desk.total').nextElementSibling?.textContent).toMatch(/200[.,]00/);
    const submit = screen.getByRole('button', { name: 'registrations.desk.submit' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('registrations.desk.received'));
    fireEvent.click(screen.getByLabelText('registrations.desk.guest'));
    fireEvent.click(submit);
    expect(await screen.findAllByText('registrations.nameRequired')).toHaveLength(2);
    expect(screen.getAllByText('registrations.answerRequired')).toHaveLength(2);
    expect(posted).toEqual([]);
    ['Ana', 'Bia'].forEach((name, n) => {
      const group = within(holders[n]!);
      fill(/registrations.desk.holderName/, name, group);
      fill(/Camiseta/, n ? 'G' : 'M', group);
    });
    fill(/registrations.desk.firstName/, 'Gil');
    fill(/registrations.desk.lastName/, 'Souza');
    fill(/registrations.desk.email/, 'not-an-email');
    fireEvent.click(submit);
    expect(await screen.findByText('registrations.desk.emailInvalid')).toBeTruthy();
    fill(/registrations.desk.email/, 'gil@example.com');
    fireEvent.click(submit);
    expect(await screen.findByText('registrations.desk.doneTitle')).toBeTruthy();
    expect(posted).toEqual([
      {
        body: {
          ingressos: [
            {
              id: 7,
              quantidade: 2,
              titulares: [
                { nome: 'Ana', respostas: [{ pergunta: 70, resposta: 'M' }] },
                { nome: 'Bia', respostas: [{ pergunta: 70, resposta: 'G' }] },
              ],
            },
          ],
          comprador: { tipo: 'convidado', nome: 'Gil', sobrenome: 'Souza', email: 'gil@example.com' },
          valorRecebido: 20_000,
        },
        key: expect.any(String),
      },
    ]);
    expect(screen.getByRole('link', { name: 'registrations.desk.openRegistration' }).getAttribute('href')).toBe(
      '/en/videira/events/1/registrations/55',
    );
    expect(screen.getByRole('link', { name: 'registrations.desk.openBatch' }).getAttribute('href')).toBe('/en/videira/offerings/33');
  });

  it('sells to a member found by name; a refusal stays on the form and a retry sends the same key', async () => {
    answers.push(json(409, { code: 'EVT_REG_001', message: 'Tickets are sold out.' }));
    renderDesk();
    fireEvent.change(await screen.findByLabelText('registrations.desk.quantity'), { target: { value: '1' } });
    const holder = within(screen.getByRole('group', { name: 'registrations.desk.holderN' }));
    fill(/registrations.desk.holderName/, 'Ana Lima', holder);
    fill(/Camiseta/, 'P', holder);
    fill('registrations.desk.memberSearch', 'An');
    fireEvent.click(await screen.findByRole('button', { name: 'Ana Lima' }));
    expect(screen.getByText('registrations.desk.memberChosen')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('registrations.desk.received'));
    fireEvent.click(screen.getByRole('button', { name: 'registrations.desk.submit' }));
    expect(await screen.findByText('Tickets are sold out.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'registrations.desk.submit' }));
    expect(await screen.findByText('registrations.desk.doneTitle')).toBeTruthy();
    expect(posted).toHaveLength(2);
    expect(posted[0]!.body).toMatchObject({ comprador: { tipo: 'membro', usuarioId: 3 }, valorRecebido: 10_000 });
    expect(posted[1]!.key).toBe(posted[0]!.key);
  });
});
