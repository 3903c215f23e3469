import { describe, expect, it } from 'vitest';
import { layoutPieces, visualOrder } from './bidi-text.ts';

/** The drawn (visual, left-to-right) order of lines mixing Latin and right-to-left scripts. */
describe('visualOrder', () => {
  it('leaves left-to-right text as it is', () => {
    expect(visualOrder('Doador: João da Silva (123)')).toBe('Doador: João da Silva (123)');
  });

  it('reverses a Hebrew name after a Latin label, its words in right-to-left order', () => {
    // Logical "שרה כהן" (Sarah Cohen): read right to left, so drawn left to right as "ןהכ הרש".
    expect(visualOrder('Doador: שרה כהן')).toBe('Doador: ןהכ הרש');
  });

  it('keeps numbers inside a right-to-left run left to right and mirrors its brackets', () => {
    expect(visualOrder('Motivo: קרן (2026)')).toBe('Motivo: (2026) ןרק');
  });

  it('reorders Arabic and keeps characters outside the basic plane whole', () => {
    expect(visualOrder('Giver: سارة')).toBe('Giver: ةراس');
    expect(visualOrder('𝐀 שלום 𝐁')).toBe('𝐀 םולש 𝐁');
  });
});

describe('layoutPieces', () => {
  it('hands right-to-left pieces over reversed and the rest as they are', () => {
    expect(layoutPieces('Doador: ןהכ הרש')).toEqual(['Doador: ', 'שרה כהן']);
    expect(layoutPieces('Motivo: (2026) ןרק')).toEqual(['Motivo: (2026) ', 'קרן']);
    expect(layoutPieces('ןפגה תליהק declara')).toEqual([' קהילת הגפן', 'declara']);
    expect(layoutPieces('R$ 12,00')).toEqual(['R$ 12,00']);
  });
});
