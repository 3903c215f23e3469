import { describe, expect, it } from 'vitest';
import { emptyDraft, setHolder, setQuantity, type PurchaseTicketType } from './purchase-draft.ts';
import { nextStep, previousStep, reachableStep, readStep, readyToPay, stepPath, stepSearch } from './purchase-steps.ts';

const TYPES: PurchaseTicketType[] = [{ id: 1, price: 1000, fees: 0, maxNow: 5, questions: [{ id: 7, required: true, options: [] }] }];
const twoTickets = setQuantity(emptyDraft(3), TYPES, 1, 2);
const filled = setHolder(setHolder(twoTickets, 0, { ticketTypeId: 1, name: 'A', answers: { '7': 'x' } }), 1, {
  ticketTypeId: 1,
  name: 'B',
  answers: { '7': 'y' },
});

describe('purchase steps in the URL', () => {
  it('reads buyingStep and fillTicket, ignoring anything else', () => {
    expect(readStep(new URLSearchParams('buyingStep=holders&fillTicket=2'))).toEqual({ step: 'holders', fillTicket: 2 });
    expect(readStep(new URLSearchParams('buyingStep=review&fillTicket=2'))).toEqual({ step: 'review', fillTicket: 1 });
    expect(readStep(new URLSearchParams('buyingStep=holders&fillTicket=-1'))).toEqual({ step: 'holders', fillTicket: 1 });
    expect(readStep(new URLSearchParams('buyingStep=pay'))).toEqual({ step: null, fillTicket: 1 });
    expect(readStep(new URLSearchParams(''))).toEqual({ step: null, fillTicket: 1 });
  });

  it('writes them back', () => {
    expect(stepSearch({ step: 'holders', fillTicket: 3 })).toBe('?buyingStep=holders&fillTicket=3');
    expect(stepPath(5, { step: 'tickets', fillTicket: 1 })).toBe('/event/5?buyingStep=tickets');
    expect(stepPath(5, { step: null, fillTicket: 1 })).toBe('/event/5');
  });

  it('sends a step the draft has not reached back to the first one that needs something', () => {
    const empty = emptyDraft(3);
    expect(reachableStep({ step: 'review', fillTicket: 1 }, empty, TYPES)).toEqual({ step: 'tickets', fillTicket: 1 });
    expect(reachableStep({ step: 'holders', fillTicket: 1 }, empty, TYPES)).toEqual({ step: 'tickets', fillTicket: 1 });
    expect(reachableStep({ step: 'holders', fillTicket: 5 }, twoTickets, TYPES)).toEqual({ step: 'holders', fillTicket: 2 });
    expect(reachableStep({ step: 'review', fillTicket: 1 }, twoTickets, TYPES)).toEqual({ step: 'holders', fillTicket: 1 });
    expect(reachableStep({ step: 'review', fillTicket: 1 }, filled, TYPES)).toEqual({ step: 'review', fillTicket: 1 });
    expect(reachableStep({ step: 'tickets', fillTicket: 1 }, empty, TYPES)).toEqual({ step: 'tickets', fillTicket: 1 });
  });

  it('moves forward ticket by ticket to the review, then the payment, and back the same way', () => {
    expect(nextStep({ step: 'tickets', fillTicket: 1 }, twoTickets)).toEqual({ step: 'holders', fillTicket: 1 });
    expect(nextStep({ step: 'holders', fillTicket: 1 }, twoTickets)).toEqual({ step: 'holders', fillTicket: 2 });
    expect(nextStep({ step: 'holders', fillTicket: 2 }, twoTickets)).toEqual({ step: 'review', fillTicket: 1 });
    expect(nextStep({ step: 'review', fillTicket: 1 }, twoTickets)).toBe('payment');
    expect(previousStep({ step: 'review', fillTicket: 1 }, twoTickets)).toEqual({ step: 'holders', fillTicket: 2 });
    expect(previousStep({ step: 'holders', fillTicket: 2 }, twoTickets)).toEqual({ step: 'holders', fillTicket: 1 });
    expect(previousStep({ step: 'holders', fillTicket: 1 }, twoTickets)).toEqual({ step: 'tickets', fillTicket: 1 });
    expect(previousStep({ step: 'tickets', fillTicket: 1 }, twoTickets)).toBeNull();
  });

  it('is ready to pay with tickets, every holder and the terms agreed when there are terms', () => {
    expect(readyToPay(twoTickets, TYPES, false)).toBe(false);
    expect(readyToPay(filled, TYPES, false)).toBe(true);
    expect(readyToPay(filled, TYPES, true)).toBe(false);
    expect(readyToPay({ ...filled, termsAccepted: true }, TYPES, true)).toBe(true);
  });
});
