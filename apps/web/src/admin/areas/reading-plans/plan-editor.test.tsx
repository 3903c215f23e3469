import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { PlanScreen } from './plan-screen.tsx';

const context = consoleContext([heldGrant('content', 'edit')]);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
const posted = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

beforeEach(() => {
  fetchMock = vi.fn(async () =>
    json(400, {
      code: 'VALIDATION_FAILED',
      message: 'Invalid.',
      fields: { 'dias.1.passagens': 'That Bible reference does not exist: check the book and chapter (e.g. Gen 1-3; Ps 23).' },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderNew = () =>
  renderConsole('/en/videira/reading-plans/new', [{ path: 'reading-plans/:planId', element: <PlanScreen /> }], context);
const passages = (day: number) => screen.getAllByRole('textbox', { name: /plans.passages/ })[day - 1]!;

describe('reading plan editor', () => {
  it('shows typed references as the member will read them, reorders days and sends them in order', async () => {
    renderNew();
    fireEvent.change(await screen.findByRole('textbox', { name: /plans.title/ }), { target: { value: 'Semana' } });
    fireEvent.change(passages(1), { target: { value: 'Gn 1-3; Sl 1' } });
    await waitFor(() => expect(screen.getByTestId('plan-day-preview-0').textContent).toBe('plans.membersSee Genesis 1-3 · Psalms 1'));
    fireEvent.change(passages(1), { target: { value: 'Xy 1' } });
    await waitFor(() => expect(screen.queryByTestId('plan-day-preview-0')).toBeNull());
    fireEvent.change(passages(1), { target: { value: 'Gn 1-3; Sl 1' } });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'plans.addDay' })));
    fireEvent.change(passages(2), { target: { value: 'Juan 3' } });
    await waitFor(() => expect(screen.getByTestId('plan-day-preview-1').textContent).toBe('plans.membersSee John 3'));
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: /plans.moveUp/ })[1]!));
    expect((passages(1) as HTMLInputElement).value).toBe('Juan 3');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'plans.create' })));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({
      titulo: 'Semana',
      descricao: '',
      imagem: null,
      textoAlternativo: null,
      ativo: false,
      dias: [
        { passagens: 'Juan 3', devocional: null },
        { passagens: 'Gn 1-3; Sl 1', devocional: null },
      ],
    });
    // The server's refusal lands on its day.
    expect(await screen.findByText(/That Bible reference does not exist/)).toBeTruthy();
  });

  it('refuses a reference that does not exist before sending, on its day', async () => {
    renderNew();
    fireEvent.change(await screen.findByRole('textbox', { name: /plans.title/ }), { target: { value: 'Semana' } });
    fireEvent.change(passages(1), { target: { value: 'Gn 51' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'plans.create' })));
    expect(await screen.findByText('validation.bibleReference')).toBeTruthy();
    expect(posted()).toHaveLength(0);
  });
});
