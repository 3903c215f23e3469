import type { TFinancePaymentDetail, TRefundCreateBody } from '@congrega/contract/admin/finance';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '../../kit/toasts.tsx';
import { detail, json, renderFinance } from './finance.test-helpers.tsx';

const REFUNDS = '/api/v1/admin/videira/finance/payments/7/refunds';
type Sent = { body: TRefundCreateBody; key: string | null };

let payment: TFinancePaymentDetail;
let sent: Sent[];
/** How the server answers the next refund POSTs (in order); a Response or a thrown error (no answer). */
let answers: (() => Response | Promise<Response>)[];

function serve() {
  const fetchMock = vi.fn(async (raw: string, init?: RequestInit) => {
    const url = new URL(raw, 'http://admin.localhost');
    if (url.pathname === REFUNDS && init?.method === 'POST') {
      sent.push({ body: JSON.parse(String(init.body)) as TRefundCreateBody, key: new Headers(init.headers).get('Idempotency-Key') });
      return (answers.shift() ?? (() => json(500, {})))();
    }
    if (url.pathname === '/api/v1/admin/videira/finance/payments/7') return json(200, payment);
    return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
}

/** The payment after a refund of `valor`, as the server answers the POST. */
const refunded = (valor: number): TFinancePaymentDetail => ({
  ...payment,
  estornado: valor,
  estornavel: payment.estornavel - valor,
  estornos: [
    {
      id: 1,
      valor,
      motivo: 'Duplicated gift',
      via: 'gateway',
      status: 'processando',
      observacao: null,
      comprovante: null,
      recusa: null,
      cancelouIngressos: false,
      por: { contaId: 9, nome: 'Tesouraria' },
      criadoEm: '2026-12-02T10:00:00.000Z',
      concluidoEm: null,
      emailEnviadoEm: null,
    },
  ],
});

beforeEach(() => {
  payment = detail();
  sent = [];
  answers = [];
  resetToastsForTests();
  serve();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dialog = () => within(screen.getByRole('dialog', { name: 'finance.refundTitle' }));
const click = (name: string) => act(async () => fireEvent.click(dialog().getByRole('button', { name })));

async function openRefund() {
  renderFinance('/en/videira/payments/7');
  await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'finance.refund' })));
  return dialog();
}

async function fillPartial(amount: string, reason = 'Duplicated gift') {
  fireEvent.click(dialog().getByRole('radio', { name: 'finance.refundPart' }));
  fireEvent.change(await dialog().findByRole('textbox', { name: /^finance\.amount/ }), { target: { value: amount } });
  fireEvent.change(dialog().getByRole('textbox', { name: /^finance\.refundReason/ }), { target: { value: reason } });
}

describe('The refund dialog', () => {
  it('shows what is refundable and refuses a partial amount that is missing, not an amount, or above it, asking nothing', async () => {
    const d = await openRefund();
    expect(d.getByText('finance.refundableNow')).toBeTruthy();
    await fillPartial('');
    await click('finance.review');
    const amount = () => dialog().getByRole('textbox', { name: /^finance\.amount/ });
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    expect(dialog().getByText('validation.required')).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '12,3,4' } });
    await click('finance.review');
    expect(await dialog().findByText('finance.amountInvalid')).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '150.01' } });
    await click('finance.review');
    expect(await dialog().findByText('finance.amountTooHigh')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(dialog().queryByText('finance.confirmText')).toBeNull();
  });

  it('confirms first, sends the amount in cents with the refundable it showed, then toasts and shows the refund', async () => {
    await openRefund();
    await fillPartial('75.00');
    await click('finance.review');
    expect(dialog().getByText('finance.confirmText')).toBeTruthy();
    expect(document.activeElement).toBe(dialog().getByRole('button', { name: 'finance.confirmRefund' }));
    answers.push(() => json(201, refunded(7_500)));
    await click('finance.confirmRefund');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ valor: 7_500, motivo: 'Duplicated gift', estornavelEsperado: 15_000 });
    expect(sent[0]!.key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('finance.refundMade')).toBeTruthy();
    const refunds = within(screen.getByRole('region', { name: 'finance.refundsTitle' }));
    expect(refunds.getByText('R$75.00')).toBeTruthy();
    expect(refunds.getByText('finance.refundStatuses.processando')).toBeTruthy();
    // A gift has no tickets to cancel or keep: the refund does not speak of them.
    expect(refunds.queryByText('finance.tickets')).toBeNull();
  });

  it('keeps one Idempotency-Key across a double click and a retry after no answer; a refusal makes the next try a new one', async () => {
    await openRefund();
    fireEvent.change(dialog().getByRole('textbox', { name: /^finance\.refundReason/ }), { target: { value: 'Asked by the giver' } });
    await click('finance.review');
    let release: (r: Response) => void = () => {};
    answers.push(() => new Promise<Response>((resolve) => (release = resolve)));
    const confirmButton = dialog().getByRole('button', { name: 'finance.confirmRefund' });
    await act(async () => {
      fireEvent.click(confirmButton);
      fireEvent.click(confirmButton);
    });
    expect(sent).toHaveLength(1);
    await act(async () => release(json(503, { code: 'INTERNAL_ERROR', message: 'Unavailable.' })));
    expect(await dialog().findByText('finance.refundUnknown')).toBeTruthy();
    answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    await click('finance.confirmRefund');
    expect(await dialog().findByText('finance.refundUnknown')).toBeTruthy();
    answers.push(() => json(409, { code: 'REFUND_STALE', message: 'Another refund was made meanwhile.' }));
    await click('finance.confirmRefund');
    expect(await dialog().findByText('Another refund was made meanwhile.')).toBeTruthy();
    answers.push(() => json(201, refunded(15_000)));
    await click('finance.confirmRefund');
    expect(sent.map((s) => s.body.valor)).toEqual([15_000, 15_000, 15_000, 15_000]);
    const [first, second, third, fourth] = sent.map((s) => s.key);
    expect([second, third]).toEqual([first, first]);
    expect(fourth).not.toBe(first);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the server’s field errors on their fields: a transfer’s note, an amount over what is left', async () => {
    payment = detail({ metodo: 'boleto', cartao: null, viaEstorno: 'transferencia' });
    await openRefund();
    expect(dialog().getByRole('textbox', { name: /^finance\.proof/ })).toBeTruthy();
    fireEvent.change(dialog().getByRole('textbox', { name: /^finance\.refundReason/ }), { target: { value: 'Cancelled' } });
    await click('finance.review');
    expect(dialog().getByText('finance.noteRequired')).toBeTruthy();
    fireEvent.change(dialog().getByRole('textbox', { name: /^finance\.note/ }), { target: { value: 'PIX to the payer' } });
    await fillPartial('100', 'Cancelled');
    await click('finance.review');
    answers.push(
      () => json(400, { code: 'VALIDATION_FAILED', message: 'Invalid.', fields: { observacao: 'Say which account it went to.' } }),
      () => json(409, { code: 'REFUND_EXCEEDS_REFUNDABLE', message: 'At most R$ 50,00.' }),
    );
    await click('finance.confirmRefund');
    const note = dialog().getByRole('textbox', { name: /^finance\.note/ });
    expect(dialog().getByText('Say which account it went to.')).toBeTruthy();
    expect(document.activeElement).toBe(note);
    expect(sent[0]!.body).toMatchObject({ valor: 10_000, observacao: 'PIX to the payer' });
    fireEvent.change(note, { target: { value: 'PIX to account 123' } });
    await click('finance.review');
    await click('finance.confirmRefund');
    expect(dialog().getByText('At most R$ 50,00.')).toBeTruthy();
    expect(document.activeElement).toBe(dialog().getByRole('textbox', { name: /^finance\.amount/ }));
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });

  it('asks an event order what happens to its tickets and sends the choice', async () => {
    payment = detail({ destino: { tipo: 'inscricao_evento', descricao: 'Retiro' } });
    await openRefund();
    fireEvent.change(dialog().getByRole('textbox', { name: /^finance\.refundReason/ }), { target: { value: 'Cannot go' } });
    await click('finance.review');
    expect(dialog().getByText('finance.ticketsRequired')).toBeTruthy();
    fireEvent.click(dialog().getByRole('radio', { name: 'finance.ticketsCancel' }));
    await click('finance.review');
    expect(dialog().getByText('finance.ticketsWillCancel')).toBeTruthy();
    const answer = refunded(15_000);
    answers.push(() => json(201, { ...answer, estornos: answer.estornos.map((r) => ({ ...r, cancelouIngressos: true })) }));
    await click('finance.confirmRefund');
    expect(sent[0]!.body).toEqual({ valor: 15_000, motivo: 'Cannot go', estornavelEsperado: 15_000, cancelarIngressos: true });
    const refunds = within(await screen.findByRole('region', { name: 'finance.refundsTitle' }));
    expect(refunds.getByText('finance.ticketsCancelled')).toBeTruthy();
  });
});
