import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldGrant } from '../../test/render-console.tsx';
import { EVENT, json, lastWrite, renderAt, server, serveEvents, type, typeIn } from './event-editor.test-helpers.tsx';

/** The event editor (issue 32): create, edit with a type and its questions, the server's field errors, read-only. */
beforeEach(serveEvents);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    const body = server.sent.find((s) => s.method === 'POST')!.body!;
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
    expect(server.sent.filter((s) => s.method === 'POST')).toEqual([]);
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
    expect(
      within(adult)
        .getAllByRole('combobox', { name: 'eventEditor.questionType' })
        .map((s) => (s as HTMLSelectElement).value),
    ).toEqual(['escolha', 'simNao']);
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
    server.answer = (s) =>
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
