import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { outcomeStep, purchaseOutcome } from './purchase-errors.ts';

const refusal = (code: string, status = 409) => new ApiError(status, { code, message: `msg ${code}` });
const FALLBACK = 'Algo deu errado. Atualize a página e tente novamente.';

describe('what the purchase does with each refusal (spec section 8)', () => {
  it.each([
    ['EVT_REG_001', 'otherEvents', null],
    ['EVT_REG_002', 'otherEvents', null],
    ['EVT_REG_003', 'restart', 'tickets'],
    ['EVT_REG_004', 'restart', 'tickets'],
    ['EVT_REG_010', 'chooseMethod', null],
    ['EVT_REG_012', 'chooseMethod', null],
    ['EVT_REG_013', 'chooseMethod', null],
    ['EVT_REG_014', 'totalChanged', 'review'],
    ['EVT_REG_015', 'restart', 'tickets'],
    ['EVT_REG_016', 'installments', null],
    ['EVT_REG_017', 'oneCharge', null],
    ['EVT_REG_019', 'ticketUnavailable', 'tickets'],
    ['EVT_REG_020', 'ticketUnavailable', 'tickets'],
    ['EVT_REG_021', 'quantity', 'tickets'],
    ['EVT_REG_023', 'rulesUpdated', 'tickets'],
    ['EVT_REG_024', 'ticketUnavailable', 'tickets'],
    ['EVT_REG_026', 'updateData', null],
    ['EVT_USER_LIMIT', 'quantity', 'tickets'],
    ['EVT_REG_005', 'restart', 'tickets'],
  ])('%s: %s', (code, kind, step) => {
    const outcome = purchaseOutcome(refusal(code), FALLBACK);
    expect(outcome.kind).toBe(kind);
    expect(outcome).toHaveProperty('message', `msg ${code}`);
    expect(outcomeStep(outcome)).toBe(step);
  });

  it('leaves refusals the payment form explains on the form, and an unanswered try there to send again', () => {
    for (const code of ['PAYMENT_DECLINED', 'CARD_TOKEN_INVALID', 'VALIDATION_FAILED', 'PIX_BOLETO_BRAZIL_ONLY']) {
      expect(purchaseOutcome(refusal(code, 422), FALLBACK)).toEqual({ kind: 'form' });
    }
    expect(purchaseOutcome(new NetworkError(), FALLBACK)).toEqual({ kind: 'form' });
    expect(purchaseOutcome(refusal('INTERNAL_ERROR', 500), FALLBACK)).toEqual({ kind: 'form' });
  });

  it('restarts the purchase on any other payment error, with the generic payment message', () => {
    expect(purchaseOutcome(refusal('PAYMENT_FAILED', 402), FALLBACK)).toEqual({ kind: 'restart', message: FALLBACK, reload: true });
    expect(purchaseOutcome(refusal('PAYMENT_METHOD_UNAVAILABLE', 422), FALLBACK).kind).toBe('chooseMethod');
  });
});
