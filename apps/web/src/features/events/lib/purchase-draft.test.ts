import { describe, expect, it } from 'vitest';
import {
  emptyDraft,
  firstIncompleteHolder,
  fitDraft,
  holderProblems,
  purchaseTotals,
  reviveDraft,
  setHolder,
  setQuantity,
  ticketCount,
  type PurchaseTicketType,
} from './purchase-draft.ts';

const TYPES: PurchaseTicketType[] = [
  { id: 1, price: 10000, fees: 500, maxNow: 4, questions: [{ id: 11, required: true, options: [] }] },
  { id: 2, price: 5000, fees: 0, maxNow: 2, questions: [{ id: 21, required: false, options: ['P', 'M', 'G'] }] },
];

describe('purchase draft', () => {
  it('keeps each quantity within what may be bought now, with one holder per ticket in type order', () => {
    let draft = setQuantity(emptyDraft(9), TYPES, 2, 5);
    expect(draft.quantities).toEqual({ '2': 2 });
    draft = setQuantity(draft, TYPES, 1, 1);
    expect(ticketCount(draft)).toBe(3);
    expect(draft.holders.map((h) => h.ticketTypeId)).toEqual([1, 2, 2]);
    expect(setQuantity(draft, TYPES, 1, -3).quantities).toEqual({ '2': 2 });
    expect(setQuantity(draft, TYPES, 99, 1).quantities).toEqual(draft.quantities);
  });

  it('keeps what was typed for the tickets that stay when a quantity changes', () => {
    let draft = setQuantity(emptyDraft(9), TYPES, 2, 2);
    draft = setHolder(draft, 0, { ticketTypeId: 2, name: 'Ana', answers: { '21': 'M' } });
    draft = setHolder(draft, 1, { ticketTypeId: 2, name: 'Bia', answers: {} });
    draft = setQuantity(draft, TYPES, 1, 1);
    expect(draft.holders.map((h) => h.name)).toEqual(['', 'Ana', 'Bia']);
    draft = setQuantity(draft, TYPES, 2, 1);
    expect(draft.holders.map((h) => h.name)).toEqual(['', 'Ana']);
  });

  it('fits a draft to the event as it is now: less stock, a type gone, a choice no longer offered', () => {
    let draft = setQuantity(setQuantity(emptyDraft(9), TYPES, 1, 3), TYPES, 2, 1);
    draft = setHolder(draft, 3, { ticketTypeId: 2, name: 'Caio', answers: { '21': 'G' } });
    expect(fitDraft(draft, TYPES)).toBe(draft);
    const now: PurchaseTicketType[] = [
      { ...TYPES[0]!, maxNow: 2 },
      { ...TYPES[1]!, questions: [{ id: 21, required: false, options: ['P', 'M'] }] },
    ];
    const fitted = fitDraft(draft, now);
    expect(fitted.quantities).toEqual({ '1': 2, '2': 1 });
    expect(fitted.holders[2]).toEqual({ ticketTypeId: 2, name: 'Caio', answers: {} });
    expect(fitDraft(draft, [TYPES[1]!]).quantities).toEqual({ '2': 1 });
  });

  it('names what a holder misses: the name and the required answers', () => {
    expect(holderProblems({ ticketTypeId: 1, name: ' ', answers: {} }, TYPES[0])).toEqual(['name', '11']);
    expect(holderProblems({ ticketTypeId: 1, name: 'Ana', answers: { '11': 'x' } }, TYPES[0])).toEqual([]);
    expect(holderProblems({ ticketTypeId: 2, name: 'Bia', answers: {} }, TYPES[1])).toEqual([]);
    const draft = setQuantity(emptyDraft(9), TYPES, 1, 2);
    expect(firstIncompleteHolder(draft, TYPES)).toBe(0);
    const done = setHolder(setHolder(draft, 0, { ticketTypeId: 1, name: 'A', answers: { '11': 'x' } }), 1, {
      ticketTypeId: 1,
      name: 'B',
      answers: { '11': 'y' },
    });
    expect(firstIncompleteHolder(done, TYPES)).toBe(-1);
  });

  it('adds the prices and fees of every ticket', () => {
    const draft = setQuantity(setQuantity(emptyDraft(9), TYPES, 1, 2), TYPES, 2, 1);
    expect(purchaseTotals(draft, TYPES)).toEqual({ value: 25000, fees: 1000, total: 26000 });
  });

  it('reads back only a well-formed draft from storage', () => {
    const draft = setQuantity(emptyDraft(9), TYPES, 1, 1);
    expect(reviveDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(reviveDraft({ eventId: 'x' })).toBeNull();
    expect(reviveDraft({ eventId: 1, quantities: {}, holders: [{ name: 1 }] })).toBeNull();
    expect(reviveDraft({ eventId: 1, quantities: { '2': -1, a: 3, '3': 2 }, holders: [], termsAccepted: 'yes' })).toEqual({
      eventId: 1,
      quantities: { '3': 2 },
      holders: [],
      termsAccepted: false,
    });
  });
});
