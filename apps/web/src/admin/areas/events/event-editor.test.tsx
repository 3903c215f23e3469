import type { TAdminEvent, TAdminEventCancelResult } from '@congrega/contract/admin/events';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { THeldGrant } from '@congrega/contract/admin/grants';
import { resetToastsForTests } from '../../kit/toasts.tsx';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { EventEditScreen, EventNewScreen } from './event-editor-screen.tsx';

/** The event editor (issue 32): create, edit with a type and its questions, the server's field errors, duplicate, cancel. */
const EVENT: TAdminEvent = {
  id: 7,
  titulo: 'Retiro',
  resumo: null,
  descricao: 'Palestras e louvor.',
  imagem: null,
  dataInicio: '2026-12-20T22:00:00.000Z',
  dataFim: '2026-12-21T01:00:00.000Z',
  horario: null,
  localNome: 'Chácara',
  localCidade: 'Campinas',
  localEndereco: 'Rua das Flores, 10',
  localLinkMapa: 'https://www.openstreetmap.org/search?query=Rua%20das%20Flores%2C%2010',
  contatoNome: null,
  contatoEmail: 'eventos@videira.test',
  contatoTelefone: null,
  termos: null,
  metodosPagamento: ['pix'],
  maxParcelas: 3,
  diasPrazoDinheiro: 2,
  flagRepassarTaxas: false,
  flagConvidado: false,
  dadosObrigatorios: [],
  versao: 2,
  flagAtivo: true,
  moeda: 'BRL',
  criadoEm: '2026-11-01T12:00:00.000Z',
  ingressos: [
    {
      id: 70,
      nome: 'Adulto',
      descricao: null,
      valor: 10_000,
      taxa: 0,
      quantidade: 50,
      vendidos: 3,
      reservados: 1,
      comVendas: true,
      inicioVendas: null,
      fimVendas: null,
      limitePorUsuario: 4,
      flagConteudoOnline: false,
      flagAtivo: true,
      perguntas: [
        { id: 700, texto: 'Camiseta', tipo: 'escolha', opcoes: ['P', 'M'], obrigatoria: true },
        { id: 701, texto: 'Precisa de transporte?', tipo: 'simNao', opcoes: [], obrigatoria: false },
      ],
    },
  ],
};

type Sent = { method: string; path: string; body: Record<string, unknown> | null; key: string | null };
let sent: Sent[];
let answer: (s: Sent) => Response | undefined;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  answer = () => undefined;
  resetToastsForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (raw: string, init: RequestInit = {}) => {
      const url = new URL(raw, 'http://admin.localhost');
      const headers = new Headers(init.headers);
      const s: Sent = {
        method: init.method ?? 'GET',
        path: url.pathname.replace('/api/v1/admin/videira', ''),
        body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
        key: headers.get('idempotency-key'),
      };
      sent.push(s);
      const given = answer(s);
      if (given) return given;
      if (s.path === '/events/7' && s.method === 'GET') return json(200, EVENT);
      if (s.path === '/events' && s.method === 'POST') return json(201, { ...EVENT, ...s.body, id: 8, ingressos: [] });
      if (s.path === '/events/7' && s.method === 'PUT') return json(200, { ...EVENT, titulo: s.body!.titulo });
      if (s.path === '/events/7/duplicate') return json(201, { ...EVENT, id: 9, titulo: 'Retiro (cópia)' });
      if (s.path === '/events/8' || s.path === '/events/9') return json(200, { ...EVENT, id: Number(s.path.slice(8)) });
      return json(404, { code: 'ADMIN_EVENT_NOT_FOUND', message: 'Event not found.' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const edit: THeldGrant[] = [heldGrant('events', 'edit')];
const renderAt = (url: string, grants: THeldGrant[] = edit) =>
  renderConsole(
    url,
    [
      { path: 'events/new', element: <EventNewScreen /> },
      { path: 'events/:eventId/edit', element: <EventEditScreen /> },
    ],
    consoleContext(grants),
  );
const type = (name: string, value: string, within_: HTMLElement = document.body) =>
  fireEvent.change(within(within_).getByRole('textbox', { name }), { target: { value } });
const typeIn = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label, { exact: false }), { target: { value } });
const lastWrite = () => sent.filter((s) => s.method !== 'GET').at(-1)!;

describe('Event editor: create', () => {
  it('sends the whole body: dates on the church’s clock, prices typed "12,50", two types, a yes/no and a text question', async () => {
    const router = renderAt('/en/videira/events/new');
    await screen.findByRole('heading', { name: 'eventEditor.newTitle' });
    type('eventEditor.title', 'Retiro de casais');
    typeIn('eventEditor.starts', '2026-12-20T19:00');
    typeIn('eventEditor.ends', '2026-12-20T22:30');
    type('eventEditor.address', 'Rua das Flores, 10');
    const first = screen.getByRole('group', { name: /eventEditor\.typeN/ });
    type('eventEditor.typeName', 'Adulto', first);
    type('eventEditor.price', '12,50', first);
    type('eventEditor.fee', '1,5', first);
    type('eventEditor.quantity', '50', first);
    await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'eventEditor.addQuestion' })));
    type('eventEditor.questionText', 'Precisa de transporte?', first);
    fireEvent.change(within(first).getByRole('combobox', { name: 'eventEditor.questionType' }), { target: { value: 'simNao' } });
    fireEvent.click(within(first).getByRole('checkbox', { name: 'eventEditor.questionRequired' }));
    await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'eventEditor.addQuestion' })));
    const second = within(first).getAllByRole('group', { name: /eventEditor\.questionN/ })[1]!;
    type('eventEditor.questionText', 'Igreja', second);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'eventEditor.addType' })));
    const child = screen.getAllByRole('group', { name: /eventEditor\.typeN/ })[1]!;
    type('eventEditor.typeName', 'Criança', child);
    type('eventEditor.price', '0', child);
    type('eventEditor.quantity', '20', child);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'eventEditor.create' })));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/videira/events/8/edit'));
    const body = sent.find((s) => s.method === 'POST')!.body!;
    expect(body).toMatchObject({
      titulo: 'Retiro de casais',
      // São Paulo is UTC-3: 19:00 there is 22:00 UTC.
      dataInicio: '2026-12-20T22:00:00.000Z',
      dataFim: '2026-12-21T01:30:00.000Z',
      localEndereco: 'Rua das Flores, 10',
      resumo: null,
      contatoEmail: null,
      metodosPagamento: ['cartao_credito', 'pix'],
      maxParcelas: 1,
      diasPrazoDinheiro: 3,
    });
    expect(body.ingressos).toEqual([
      expect.objectContaining({
        nome: 'Adulto',
        valor: 1250,
        taxa: 150,
        quantidade: 50,
        limitePorUsuario: null,
        flagAtivo: true,
        perguntas: [
          { texto: 'Precisa de transporte?', tipo: 'simNao', opcoes: [], obrigatoria: true },
          { texto: 'Igreja', tipo: 'texto', opcoes: [], obrigatoria: false },
        ],
      }),
      expect.objectContaining({ nome: 'Criança', valor: 0, taxa: 0, quantidade: 20, perguntas: [] }),
    ]);
  });

  it('refuses a price that is not an amount and a missing title on their fields, sending nothing', async () => {
    renderAt('/en/videira/events/new');
    await screen.findByRole('heading', { name: 'eventEditor.newTitle' });
    const first = screen.getByRole('group', { name: /eventEditor\.typeN/ });
    type('eventEditor.price', '12,5x', first);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'eventEditor.create' })));
    const price = within(first).getByRole('textbox', { name: 'eventEditor.price' });
    await vi.waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('textbox', { name: 'eventEditor.title' }).getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
  });
});

describe('Event editor: edit', () => {
  it('shows the event with its type and questions, and saves it with their ids (price as typed, the map link shown)', async () => {
    renderAt('/en/videira/events/7/edit');
    expect(await screen.findByRole('heading', { name: 'Retiro' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'eventEditor.mapLink' }).getAttribute('href')).toBe(EVENT.localLinkMapa);
    const adult = screen.getByRole('group', { name: 'eventEditor.typeN: Adulto' });
    const price = within(adult).getByRole('textbox', { name: 'eventEditor.price' }) as HTMLInputElement;
    expect(price.value).toBe('100.00');
    expect(within(adult).getByText('eventEditor.typeHasSales')).toBeTruthy();
    expect(within(adult).queryByRole('button', { name: /eventEditor\.removeType/ })).toBeNull();
    expect((within(adult).getByRole('textbox', { name: 'eventEditor.options' }) as HTMLTextAreaElement).value).toBe('P\nM');
    expect(within(adult).getAllByRole('combobox', { name: 'eventEditor.questionType' }).map((s) => (s as HTMLSelectElement).value)).toEqual([
      'escolha',
      'simNao',
    ]);
    type('eventEditor.price', '12,50', adult);
    type('eventEditor.options', 'P\nM\nG', adult);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'eventEditor.save' })));
    await vi.waitFor(() => expect(lastWrite().method).toBe('PUT'));
    const body = lastWrite().body!;
    expect(body).toMatchObject({ titulo: 'Retiro', dataInicio: EVENT.dataInicio, metodosPagamento: ['pix'], maxParcelas: 3 });
    expect(body.ingressos).toEqual([
      expect.objectContaining({
        id: 70,
        valor: 1250,
        quantidade: 50,
        limitePorUsuario: 4,
        perguntas: [
          { id: 700, texto: 'Camiseta', tipo: 'escolha', opcoes: ['P', 'M', 'G'], obrigatoria: true },
          { id: 701, texto: 'Precisa de transporte?', tipo: 'simNao', opcoes: [], obrigatoria: false },
        ],
      }),
    ]);
    expect(await screen.findByText('eventEditor.saved')).toBeTruthy();
  });

  it('puts the server’s 400 field errors on their fields and keeps what was typed', async () => {
    answer = (s) =>
      s.method === 'PUT'
        ? json(400, {
            code: 'VALIDATION_FAILED',
            message: 'Check the fields.',
            fields: { 'ingressos.0.quantidade': 'Too many.', 'ingressos.0.perguntas.0.opcoes.1': 'Too long.' },
          })
        : undefined;
    renderAt('/en/videira/events/7/edit');
    await screen.findByRole('heading', { name: 'Retiro' });
    type('eventEditor.title', 'Retiro 2027');
    const adult = screen.getByRole('group', { name: /eventEditor\.typeN/ });
    type('eventEditor.quantity', '60', adult);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'eventEditor.save' })));
    const quantity = within(adult).getByRole('textbox', { name: 'eventEditor.quantity' }) as HTMLInputElement;
    expect(await within(adult).findByText('Too many.')).toBeTruthy();
    expect(within(adult).getByText('Too long.')).toBeTruthy();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(quantity.value).toBe('60');
    expect((screen.getByRole('textbox', { name: 'eventEditor.title' }) as HTMLInputElement).value).toBe('Retiro 2027');
  });

  it('shows a caller who may only view the event read-only, without save, duplicate or cancel', async () => {
    renderAt('/en/videira/events/7/edit', [heldGrant('events', 'view')]);
    await screen.findByRole('heading', { name: 'Retiro' });
    expect(screen.getByRole('textbox', { name: 'eventEditor.title' }).matches(':disabled')).toBe(true);
    for (const name of ['eventEditor.save', 'eventEditor.duplicate', 'eventEditor.cancelEvent'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('says not found for an event the server does not give, or an id that is none', async () => {
    renderAt('/en/videira/events/5/edit');
    expect(await screen.findByRole('heading', { name: 'registrations.eventNotFound' })).toBeTruthy();
    cleanup();
    renderAt('/en/videira/events/abc/edit');
    expect(await screen.findByRole('heading', { name: 'registrations.eventNotFound' })).toBeTruthy();
  });
});

describe('Event editor: duplicate and cancel', () => {
  it('duplicates at a new start on the church’s clock and opens the copy', async () => {
    const router = renderAt('/en/videira/events/7/edit');
    await screen.findByRole('heading', { name: 'Retiro' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'eventEditor.duplicate' })));
    const dialog = screen.getByRole('alertdialog');
    typeIn('eventEditor.duplicateStart', '2027-01-10T09:00', dialog);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'eventEditor.duplicate' })));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/videira/events/9/edit'));
    expect(sent.find((s) => s.path === '/events/7/duplicate')!.body).toEqual({ dataInicio: '2027-01-10T12:00:00.000Z' });
  });

  it('cancels with a reason and the refund, says how many, and goes on while registrations are left', async () => {
    const results: TAdminEventCancelResult[] = [
      { evento: { ...EVENT, flagAtivo: false }, canceladas: 200, reembolsadas: 150, concluido: false },
      { evento: { ...EVENT, flagAtivo: false }, canceladas: 12, reembolsadas: 10, concluido: true },
    ];
    answer = (s) => (s.path === '/events/7/cancel' ? json(200, results.shift()) : undefined);
    renderAt('/en/videira/events/7/edit', [heldGrant('events', 'edit'), heldGrant('finance', 'edit')]);
    await screen.findByRole('heading', { name: 'Retiro' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'eventEditor.cancelEvent' })));
    let dialog = screen.getByRole('alertdialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'eventEditor.cancelEvent' })));
    expect(within(dialog).getByText('eventEditor.reasonRequired')).toBeTruthy();
    expect(sent.some((s) => s.path === '/events/7/cancel')).toBe(false);
    typeIn('eventEditor.cancelReason', 'Chuva forte', dialog);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'eventEditor.refundAll' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'eventEditor.cancelEvent' })));
    expect(await screen.findByText('eventEditor.cancelMore')).toBeTruthy();
    const first = sent.find((s) => s.path === '/events/7/cancel')!;
    expect(first.body).toEqual({ motivo: 'Chuva forte', reembolsar: true });
    expect(first.key).toBeTruthy();
    expect(screen.getByText('eventEditor.cancelledNote')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'eventEditor.cancelGoOn' })));
    dialog = screen.getByRole('alertdialog');
    typeIn('eventEditor.cancelReason', 'Chuva forte', dialog);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'eventEditor.refundAll' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'eventEditor.cancelGoOn' })));
    await vi.waitFor(() => expect(screen.queryByText('eventEditor.cancelMore')).toBeNull());
    expect(sent.filter((s) => s.path === '/events/7/cancel')).toHaveLength(2);
    expect(screen.getByText('eventEditor.cancelResult')).toBeTruthy();
  });

  it('offers no refund to a caller without finance edit', async () => {
    renderAt('/en/videira/events/7/edit');
    await screen.findByRole('heading', { name: 'Retiro' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'eventEditor.cancelEvent' })));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).getByText('eventEditor.noRefundGrant')).toBeTruthy();
  });
});
