import type { TEventRegistrationDetail } from '@congrega/contract/admin/event-registrations';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '../../kit/toasts.tsx';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { RegistrationScreen } from './registration-screen.tsx';

const BASE = '/api/v1/admin/videira/events/1/registrations/5';
const detail = (over: Partial<TEventRegistrationDetail> = {}): TEventRegistrationDetail => ({
  id: 5,
  status: 'confirmada',
  comprador: { usuarioId: 3, nome: 'Ana Lima', email: 'ana@videira.demo' },
  moeda: 'BRL',
  valor: 20_000,
  pago: true,
  pagamento: { id: 40, codigo: 'P40', status: 'aprovado', metodo: 'cartao_credito', total: 20_000, estornado: 0 },
  bilhetes: [
    {
      id: 11,
      titular: 'Ana Clara',
      tipo: { id: 7, nome: 'Adulto' },
      respostas: [
        { pergunta: 'Camiseta', resposta: 'G' },
        { pergunta: 'Transporte?', resposta: 'sim', tipo: 'simNao' },
      ],
      checkinEm: null,
    },
    { id: 12, titular: 'Bento Reis', tipo: { id: 7, nome: 'Adulto' }, respostas: [], checkinEm: '2026-12-20T22:10:00.000Z' },
  ],
  criadoEm: '2026-11-02T12:00:00.000Z',
  idioma: 'pt-BR',
  emailEnviadoEm: '2026-11-02T12:01:00.000Z',
  estornavel: 20_000,
  linhaDoTempo: [
    { em: '2026-11-02T12:00:00.000Z', tipo: 'inscricao', status: null, valor: 20_000, titular: null },
    { em: '2026-11-02T12:00:30.000Z', tipo: 'pagamento', status: 'aprovado', valor: 20_000, titular: null },
    { em: '2026-12-20T22:10:00.000Z', tipo: 'checkin', status: null, valor: null, titular: 'Bento Reis' },
  ],
  perguntas: [
    { id: 70, ingressoId: 7, texto: 'Camiseta', tipo: 'escolha', opcoes: ['P', 'M', 'G'], obrigatoria: true },
    { id: 71, ingressoId: 7, texto: 'Transporte?', tipo: 'simNao', opcoes: [], obrigatoria: false },
  ],
  ...over,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
let posted: { path: string; body: unknown; key: string | null }[];
let answer: (path: string) => Response | undefined;

beforeEach(() => {
  posted = [];
  answer = () => undefined;
  fetchMock = vi.fn(async (raw: string, init?: RequestInit) => {
    const url = new URL(raw, 'http://admin.localhost');
    if (init?.method === 'POST') {
      posted.push({
        path: url.pathname.slice(BASE.length),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        key: new Headers(init.headers).get('Idempotency-Key'),
      });
      return answer(url.pathname) ?? json(200, detail({ status: 'cancelada' }));
    }
    if (url.pathname === BASE) return json(200, detail());
    return json(404, { code: 'EVENT_REGISTRATION_NOT_FOUND', message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  resetToastsForTests();
  vi.unstubAllGlobals();
});

const renderAt = (url: string, grants = [heldGrant('events', 'edit')]) =>
  renderConsole(url, [{ path: 'events/:eventId/registrations/:id', element: <RegistrationScreen /> }], consoleContext(grants));

describe('A registration', () => {
  it('shows the buyer, the payment, every holder with their answers and admission, and the timeline', async () => {
    renderAt('/en/videira/events/1/registrations/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Lima' })).toBeTruthy();
    const tickets = within(screen.getByRole('region', { name: 'registrations.tickets' }));
    expect(tickets.getByText('Camiseta')).toBeTruthy();
    expect(tickets.getByText('G')).toBeTruthy();
    // A yes/no answer in the console's language.
    expect(tickets.getByText('registrations.yes')).toBeTruthy();
    expect(tickets.getByText(/registrations\.admittedAt/)).toBeTruthy();
    // The admitted ticket cannot move; the other can.
    expect(tickets.getAllByRole('button', { name: /registrations\.move/ })).toHaveLength(1);
    const timeline = within(screen.getByRole('region', { name: 'registrations.timeline' }));
    expect(timeline.getAllByRole('listitem')).toHaveLength(3);
    expect(timeline.getByText(/registrations\.moments\.checkin · Bento Reis/)).toBeTruthy();
    expect(screen.getByText('P40')).toBeTruthy();
  });

  it('resends the tickets after a confirmation, with an Idempotency-Key, and toasts', async () => {
    renderAt('/en/videira/events/1/registrations/5');
    fireEvent.click(await screen.findByRole('button', { name: 'registrations.resend' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'registrations.resend' }));
    expect(await screen.findByText('registrations.resent')).toBeTruthy();
    expect(posted).toEqual([{ path: '/resend', body: undefined, key: expect.stringMatching(/^[A-Za-z0-9_-]{8,128}$/) }]);
  });

  it('cancels without a refund when the caller holds no finance grant, asking the reason first', async () => {
    renderAt('/en/videira/events/1/registrations/5');
    fireEvent.click(await screen.findByRole('button', { name: 'registrations.cancel' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.queryByRole('checkbox')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'registrations.cancel' }));
    expect(await dialog.findByText('registrations.reasonRequired')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(dialog.getByRole('textbox', { name: /registrations\.reason/ }), { target: { value: 'Pediu por telefone' } });
    fireEvent.click(dialog.getByRole('button', { name: 'registrations.cancel' }));
    expect(await screen.findByText('registrations.cancelled')).toBeTruthy();
    expect(posted).toEqual([{ path: '/cancel', body: { motivo: 'Pediu por telefone', reembolsar: false }, key: expect.any(String) }]);
    // Cancelled: nothing more to do with it.
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'registrations.cancel' })).toBeNull());
    expect(screen.queryByRole('button', { name: /registrations\.move/ })).toBeNull();
  });

  it('offers the refund with the finance grant and sends the refundable amount the screen showed', async () => {
    renderAt('/en/videira/events/1/registrations/5', [heldGrant('events', 'edit'), heldGrant('finance', 'edit')]);
    fireEvent.click(await screen.findByRole('button', { name: 'registrations.cancel' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    fireEvent.change(dialog.getByRole('textbox', { name: /registrations\.reason/ }), { target: { value: 'Evento lotado' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: /registrations\.refundToo/ }));
    // A card payment goes back through the gateway: no transfer note asked.
    expect(dialog.queryByRole('textbox', { name: /registrations\.refundNote/ })).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'registrations.cancel' }));
    expect(await screen.findByText('registrations.cancelledRefunded')).toBeTruthy();
    expect(posted[0]!.body).toEqual({ motivo: 'Evento lotado', reembolsar: true, estornavelEsperado: 20_000 });
  });

  it('asks how the money went back for a cash or boleto refund (a transfer) before sending it', async () => {
    const boleto = detail({ pagamento: { ...detail().pagamento!, metodo: 'boleto' } });
    fetchMock.mockImplementation(async (raw: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push({ path: 'cancel', body: JSON.parse(String(init.body)), key: null });
        return json(200, { ...boleto, status: 'cancelada' });
      }
      return new URL(raw, 'http://admin.localhost').pathname === BASE ? json(200, boleto) : json(404, {});
    });
    renderAt('/en/videira/events/1/registrations/5', [heldGrant('events', 'edit'), heldGrant('finance', 'edit')]);
    fireEvent.click(await screen.findByRole('button', { name: 'registrations.cancel' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    fireEvent.change(dialog.getByRole('textbox', { name: /registrations\.reason/ }), { target: { value: 'Desistiu' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: /registrations\.refundToo/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'registrations.cancel' }));
    expect(await dialog.findByText('registrations.noteRequired')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(dialog.getByRole('textbox', { name: /registrations\.refundNote/ }), { target: { value: 'PIX devolvido' } });
    fireEvent.click(dialog.getByRole('button', { name: 'registrations.cancel' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({ motivo: 'Desistiu', reembolsar: true, estornavelEsperado: 20_000, observacao: 'PIX devolvido' });
  });

  it('keeps the server’s refusal in the dialog and retries with the same key', async () => {
    answer = () => json(409, { code: 'REFUND_STALE', message: 'Something changed.' });
    renderAt('/en/videira/events/1/registrations/5');
    fireEvent.click(await screen.findByRole('button', { name: 'registrations.cancel' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    fireEvent.change(dialog.getByRole('textbox', { name: /registrations\.reason/ }), { target: { value: 'x' } });
    fireEvent.click(dialog.getByRole('button', { name: 'registrations.cancel' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(await dialog.findByRole('alert')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'registrations.cancel' }));
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.key).toBe(posted[0]!.key);
  });

  it('moves a ticket to a new holder with the answers by question id (the current ones filled in)', async () => {
    answer = (path) => (path.endsWith('/tickets/11/move') ? json(200, detail()) : undefined);
    renderAt('/en/videira/events/1/registrations/5');
    fireEvent.click(await screen.findByRole('button', { name: /registrations\.move/ }));
    const dialog = within(await screen.findByRole('alertdialog'));
    const shirt = dialog.getByRole('combobox', { name: /Camiseta/ }) as HTMLSelectElement;
    expect(shirt.value).toBe('G');
    const ride = dialog.getByRole('combobox', { name: /Transporte/ }) as HTMLSelectElement;
    expect([ride.value, [...ride.options].map((o) => o.text)]).toEqual([
      'sim',
      ['registrations.choose', 'registrations.yes', 'registrations.no'],
    ]);
    fireEvent.change(ride, { target: { value: 'nao' } });
    fireEvent.click(dialog.getByRole('button', { name: 'registrations.move' }));
    expect(await dialog.findByText('registrations.nameRequired')).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: /registrations\.newHolder/ }), { target: { value: 'Carla Dias' } });
    fireEvent.change(shirt, { target: { value: 'P' } });
    fireEvent.click(dialog.getByRole('button', { name: 'registrations.move' }));
    expect(await screen.findByText('registrations.moved')).toBeTruthy();
    expect(posted).toEqual([
      {
        path: '/tickets/11/move',
        body: {
          nome: 'Carla Dias',
          respostas: [
            { pergunta: 70, resposta: 'P' },
            { pergunta: 71, resposta: 'nao' },
          ],
        },
        key: expect.any(String),
      },
    ]);
  });

  it('offers no change to events view, and says not found for a registration the server does not give', async () => {
    renderAt('/en/videira/events/1/registrations/5', [heldGrant('events', 'view')]);
    await screen.findByRole('heading', { level: 1, name: 'Ana Lima' });
    expect(screen.queryByRole('button', { name: 'registrations.cancel' })).toBeNull();
    expect(screen.queryByRole('button', { name: /registrations\.move/ })).toBeNull();
    cleanup();
    renderAt('/en/videira/events/1/registrations/9');
    expect(await screen.findByRole('heading', { name: 'registrations.notFound' })).toBeTruthy();
  });
});
