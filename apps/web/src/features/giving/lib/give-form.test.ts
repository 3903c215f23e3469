import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { amountText, parseAmount } from '../../../lib/amount.ts';
import {
  amountProblem,
  donationBody,
  EMPTY_DRAFT,
  exceedsWalletMax,
  giftTotal,
  isRecurring,
  keepOffered,
  recurrenceOffered,
  reviveDraft,
  setAmountText,
  setRecurring,
  toggleReason,
} from './give-form.ts';
import { IdempotencyKeeper } from '../../../components/payments/idempotency.ts';

const TITHE = { id: 1, flagRecorrencia: true, valorMinimo: 100 };
const OFFERING = { id: 2, flagRecorrencia: false, valorMinimo: 100 };
const MISSIONS = { id: 3, flagRecorrencia: true, valorMinimo: 500 };
const REASONS = [TITHE, OFFERING, MISSIONS];

describe('amount parsing', () => {
  it.each<[string, number | null | undefined]>([
    ['', null],
    ['   ', null],
    ['50', 5000],
    ['50,5', 5050],
    ['50.5', 5050],
    ['50,00', 5000],
    ['R$ 1.234,56', 123456],
    ['$1,234.56', 123456],
    ['1.234', 123400],
    ['1,234', 123400],
    ['1 234,56', 123456],
    ['123.456,78', 12345678],
    ['0,01', 1],
    ['10,123', 1012300],
    ['1.234.56', undefined],
    ['1,234,56', undefined],
    ['1.23,45', undefined],
    ['abc', undefined],
    ['-5', undefined],
    ['5e3', undefined],
    ['99999999', undefined],
  ])('%j -> %j', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it('writes cents back in the locale', () => {
    expect(amountText(123456, 'pt-BR')).toBe('1.234,56');
    expect(amountText(5000, 'en')).toBe('50.00');
  });
});

describe('the recurrence switch', () => {
  it('is offered only for exactly one reason the church opens to recurrence', () => {
    let draft = toggleReason(EMPTY_DRAFT, OFFERING.id, REASONS);
    expect(recurrenceOffered(draft, REASONS)).toBe(false);
    draft = toggleReason(toggleReason(draft, OFFERING.id, REASONS), TITHE.id, REASONS);
    expect(recurrenceOffered(draft, REASONS)).toBe(true);
  });

  it('is off until the giver turns it on: ticking a recurrent reason never makes the gift recurring (issue 28)', () => {
    let draft = toggleReason(EMPTY_DRAFT, TITHE.id, REASONS);
    expect(draft.recurring).toBe(false);
    expect(isRecurring(draft, REASONS)).toBe(false);
    expect(donationBody(draft, REASONS, 1, 'cartao_credito').allowRecurrency).toBe(false);
    // A stored draft without the switch, or with anything but true, is one-off too.
    expect(reviveDraft({ gifts: [{ id: TITHE.id, text: '10' }] }).recurring).toBe(false);
    expect(reviveDraft({ gifts: [{ id: TITHE.id, text: '10' }], recurring: 'yes' }).recurring).toBe(false);
    draft = setRecurring(draft, true);
    expect(isRecurring(draft, REASONS)).toBe(true);
    expect(donationBody(draft, REASONS, 1, 'cartao_credito').allowRecurrency).toBe(true);
  });

  it('turns off, saying so, when a second reason is added, and stays off when it is removed again', () => {
    let draft = setRecurring(toggleReason(EMPTY_DRAFT, TITHE.id, REASONS), true);
    draft = toggleReason(draft, MISSIONS.id, REASONS);
    expect(draft.recurring).toBe(false);
    expect(draft.recurrenceTurnedOff).toBe(true);
    expect(isRecurring(draft, REASONS)).toBe(false);
    draft = toggleReason(draft, MISSIONS.id, REASONS);
    expect(draft.recurrenceTurnedOff).toBe(false);
    expect(isRecurring(draft, REASONS)).toBe(false);
    draft = setRecurring(draft, true);
    expect(isRecurring(draft, REASONS)).toBe(true);
  });

  it('adding a second reason when the switch was already off says nothing', () => {
    const draft = toggleReason(setRecurring(toggleReason(EMPTY_DRAFT, TITHE.id, REASONS), false), OFFERING.id, REASONS);
    expect(draft.recurrenceTurnedOff).toBe(false);
  });
});

describe('validation (mirrors the server)', () => {
  it('requires an amount that parses and reaches the reason minimum (the minimum itself passes)', () => {
    expect(amountProblem('', TITHE)).toEqual({ kind: 'required' });
    expect(amountProblem('dez', TITHE)).toEqual({ kind: 'invalid' });
    expect(amountProblem('4,99', MISSIONS)).toEqual({ kind: 'min', min: 500 });
    expect(amountProblem('5,00', MISSIONS)).toBeNull();
    expect(amountProblem('0', undefined)).toEqual({ kind: 'min', min: 1 });
  });

  it('caps a wallet-app gift at R$ 4.999,99 (fees included), and no other method', () => {
    expect(exceedsWalletMax('carteira_digital', 499_999)).toBe(false);
    expect(exceedsWalletMax('carteira_digital', 500_000)).toBe(true);
    expect(exceedsWalletMax('pix', 500_000)).toBe(false);
  });
});

describe('the donation body', () => {
  const draft = setRecurring(setAmountText(toggleReason(EMPTY_DRAFT, TITHE.id, REASONS), TITHE.id, '150,00'), true);

  it('sends cents per reason, the fee choice, and recurrence only for a card gift that may repeat', () => {
    expect(giftTotal(draft)).toBe(15000);
    expect(donationBody(draft, REASONS, 9, 'cartao_credito', { cartao: { idCartao: 4 }, parcelas: 1, salvarCartao: false })).toEqual({
      igreja: 9,
      metodoPagamento: 'cartao_credito',
      motivos: [{ id: 1, valor: 15000 }],
      flagUsuarioTaxa: false,
      allowRecurrency: true,
      recorrenciaDias: 30,
      cartao: { idCartao: 4 },
      parcelas: 1,
      salvarCartao: false,
    });
    expect(donationBody(draft, REASONS, 9, 'pix')).toEqual({
      igreja: 9,
      metodoPagamento: 'pix',
      motivos: [{ id: 1, valor: 15000 }],
      flagUsuarioTaxa: false,
      allowRecurrency: false,
    });
  });

  it('keeps what a stored draft has of the right shape, and the reasons still offered', () => {
    const revived = reviveDraft({ gifts: [{ id: 1, text: '10' }, { id: 'x' }], recurring: false, recurrenceDays: 3, coverFees: true });
    expect(revived).toEqual({
      gifts: [{ id: 1, text: '10' }],
      recurring: false,
      recurrenceDays: 30,
      coverFees: true,
      recurrenceTurnedOff: false,
    });
    expect(reviveDraft('nope')).toEqual(EMPTY_DRAFT);
    expect(keepOffered({ ...revived, gifts: [...revived.gifts, { id: 77, text: '' }] }, REASONS).gifts).toEqual([{ id: 1, text: '10' }]);
  });
});

describe('the Idempotency-Key of a checkout attempt', () => {
  it('is reused for the same body while the outcome is unknown, and renewed once the server decided or the body changed', () => {
    let n = 0;
    const keeper = new IdempotencyKeeper(() => `key-${++n}-abcdef`);
    const body = { valor: 1 };
    expect(keeper.keyFor(body)).toBe('key-1-abcdef');
    keeper.settle(new NetworkError());
    expect(keeper.keyFor({ valor: 1 })).toBe('key-1-abcdef');
    keeper.settle(new ApiError(503, {}));
    expect(keeper.keyFor(body)).toBe('key-1-abcdef');
    expect(keeper.keyFor({ valor: 2 })).toBe('key-2-abcdef');
    keeper.settle(new ApiError(402, { code: 'PAYMENT_DECLINED' }));
    expect(keeper.keyFor({ valor: 2 })).toBe('key-3-abcdef');
    keeper.settle();
    expect(keeper.keyFor({ valor: 2 })).toBe('key-4-abcdef');
  });
});
