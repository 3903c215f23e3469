import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeFor, grossUpForFees, installmentPlan, priceInstallmentCents, splitEvenly } from './installments.ts';

const cents = fc.integer({ min: 0, max: 100_000_000 });
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The Price installment in floating point, only as an independent check of the exact integer version. */
function pricePmtFloat(value: number, n: number, bp: number): number {
  const i = bp / 10_000;
  return (value * i) / (1 - (1 + i) ** -n);
}

describe('splitEvenly', () => {
  it('gives the leftover cents to the first installments', () => {
    expect(splitEvenly(1000, 3)).toEqual([334, 333, 333]);
    expect(splitEvenly(1001, 3)).toEqual([334, 334, 333]);
    expect(splitEvenly(999, 3)).toEqual([333, 333, 333]);
    expect(splitEvenly(5, 1)).toEqual([5]);
    expect(splitEvenly(2, 4)).toEqual([1, 1, 0, 0]);
    expect(splitEvenly(0, 2)).toEqual([0, 0]);
  });
  it('always adds up exactly, with parts differing by at most a cent, largest first', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 48 }), (total, n) => {
        const parts = splitEvenly(total, n);
        const ordered = parts.every((part, i) => i === 0 || part <= parts[i - 1]!);
        expect([parts.length, sum(parts), parts[0]! - parts[n - 1]! <= 1, ordered]).toEqual([n, total, true, true]);
      }),
    );
  });
  it.each([
    [10.5, 2],
    [-1, 2],
    [100, 0],
    [100, 1.5],
    [Number.NaN, 2],
  ])('refuses %s cents in %s parts', (total, n) => {
    expect(() => splitEvenly(total, n)).toThrow(RangeError);
  });
});

describe('priceInstallmentCents', () => {
  it('matches the textbook Price values, rounded up to the cent', () => {
    // R$ 1.000,00 at 1 % a month over 12 months: 88,8488 -> R$ 88,85.
    expect(priceInstallmentCents(100_000, 12, 100)).toBe(8885);
    // R$ 1.000,00 at 1,99 % over 12 months: 94,5002... -> R$ 94,51.
    expect(priceInstallmentCents(100_000, 12, 199)).toBe(Math.ceil(pricePmtFloat(100_000, 12, 199)));
    // One month: the value plus one month's interest.
    expect(priceInstallmentCents(100_000, 1, 250)).toBe(102_500);
    expect(priceInstallmentCents(100_000, 3, 0)).toBe(33_334);
  });
  it('is the float formula rounded up, within float error, for any value, term and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 1_500 }),
        (value, n, bp) => {
          const exact = pricePmtFloat(value, n, bp);
          const pmt = priceInstallmentCents(value, n, bp);
          // The float oracle loses precision to cancellation in 1 - (1 + i)^-n for small rates and short terms
          // (about 1e-12 relative): a relative tolerance, not an absolute one, or rare draws fail spuriously.
          const tolerance = Math.max(1e-6, exact * 1e-9);
          expect(pmt).toBeGreaterThanOrEqual(exact - tolerance);
          expect(pmt - 1).toBeLessThan(exact + tolerance);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('installmentPlan', () => {
  it('without interest: total is the value, split evenly', () => {
    const plan = installmentPlan({ valueCents: 10_000, maxInstallments: 3, monthlyInterestBp: 0 });
    expect(plan).toEqual([
      { parcelas: 1, valorParcela: 10_000, valores: [10_000], total: 10_000, juros: 0 },
      { parcelas: 2, valorParcela: 5_000, valores: [5_000, 5_000], total: 10_000, juros: 0 },
      { parcelas: 3, valorParcela: 3_334, valores: [3_334, 3_333, 3_333], total: 10_000, juros: 0 },
    ]);
  });
  it('with interest: equal Price installments, none on a single installment', () => {
    const plan = installmentPlan({ valueCents: 100_000, maxInstallments: 12, monthlyInterestBp: 100 });
    expect(plan).toHaveLength(12);
    expect(plan[0]).toEqual({ parcelas: 1, valorParcela: 100_000, valores: [100_000], total: 100_000, juros: 0 });
    expect(plan[11]).toMatchObject({ parcelas: 12, valorParcela: 8885, total: 106_620, juros: 6_620 });
    expect(new Set(plan[11]!.valores)).toEqual(new Set([8885]));
  });
  it('drops the options whose installment is below the minimum, but keeps one installment', () => {
    expect(installmentPlan({ valueCents: 1_500, maxInstallments: 12, monthlyInterestBp: 0 }).map((o) => o.parcelas)).toEqual([1, 2, 3]);
    expect(installmentPlan({ valueCents: 1_499, maxInstallments: 12, monthlyInterestBp: 0 }).map((o) => o.parcelas)).toEqual([1, 2]);
    expect(installmentPlan({ valueCents: 300, maxInstallments: 12, monthlyInterestBp: 199 }).map((o) => o.parcelas)).toEqual([1]);
    expect(installmentPlan({ valueCents: 10_000, maxInstallments: 12, monthlyInterestBp: 0, minInstallmentCents: 2_500 })).toHaveLength(4);
    expect(installmentPlan({ valueCents: 7, maxInstallments: 7, monthlyInterestBp: 0, minInstallmentCents: 0 })).toHaveLength(7);
  });
  it('never drifts: every option adds up to its total, covers the value and runs 1..k', () => {
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 1, max: 24 }),
        fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_500 })),
        fc.integer({ min: 0, max: 5_000 }),
        (valueCents, maxInstallments, monthlyInterestBp, minInstallmentCents) => {
          const plan = installmentPlan({ valueCents, maxInstallments, monthlyInterestBp, minInstallmentCents });
          expect(plan.length).toBeGreaterThanOrEqual(1);
          expect(plan.length).toBeLessThanOrEqual(maxInstallments);
          // Plain checks in the loop (expect() per value is slow over 500 runs): the first broken rule is reported.
          const broken = plan.flatMap((option, index) => {
            const rules: [string, boolean][] = [
              ['runs 1..k', option.parcelas === index + 1 && option.valores.length === option.parcelas],
              ['adds up', sum(option.valores) === option.total],
              ['first is largest', option.valorParcela === Math.max(...option.valores)],
              ['juros', option.juros === option.total - valueCents && option.juros >= 0],
              ['no interest', !(monthlyInterestBp === 0 || option.parcelas === 1) || option.total === valueCents],
              ['minimum', option.parcelas === 1 || Math.min(...option.valores) >= minInstallmentCents],
              ['integers', option.valores.every((v) => Number.isSafeInteger(v))],
            ];
            return rules.filter(([, ok]) => !ok).map(([rule]) => `${option.parcelas}x: ${rule}`);
          });
          expect(broken).toEqual([]);
          const next = plan.length + 1;
          if (next <= maxInstallments) {
            const smallest =
              monthlyInterestBp === 0 ? Math.floor(valueCents / next) : priceInstallmentCents(valueCents, next, monthlyInterestBp);
            expect(smallest).toBeLessThan(minInstallmentCents);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
  it('refuses impossible input', () => {
    expect(() => installmentPlan({ valueCents: 10.5, maxInstallments: 2, monthlyInterestBp: 0 })).toThrow(RangeError);
    expect(() => installmentPlan({ valueCents: 1_000, maxInstallments: 0, monthlyInterestBp: 0 })).toThrow(RangeError);
    expect(() => installmentPlan({ valueCents: 1_000, maxInstallments: 2, monthlyInterestBp: 1.5 })).toThrow(RangeError);
    expect(() => installmentPlan({ valueCents: 1_000, maxInstallments: 2, monthlyInterestBp: -1 })).toThrow(RangeError);
  });
});

describe('feeFor', () => {
  it('is the percentage rounded half up plus the fixed part', () => {
    expect(feeFor({ valueCents: 10_000, percentBp: 399, fixedCents: 39 })).toBe(438);
    expect(feeFor({ valueCents: 50, percentBp: 100, fixedCents: 0 })).toBe(1);
    expect(feeFor({ valueCents: 49, percentBp: 100, fixedCents: 0 })).toBe(0);
    expect(feeFor({ valueCents: 150, percentBp: 100, fixedCents: 0 })).toBe(2);
    expect(feeFor({ valueCents: 0, percentBp: 500, fixedCents: 30 })).toBe(30);
    expect(feeFor({ valueCents: 12_345, percentBp: 0, fixedCents: 0 })).toBe(0);
  });
  it('stays exact where a float product would not', () => {
    // 9 007 199 254 740 991 * 0,01 %: the float product loses the last digits; BigInt does not.
    expect(feeFor({ valueCents: Number.MAX_SAFE_INTEGER, percentBp: 1, fixedCents: 0 })).toBe(900_719_925_474);
    // 1,15 % of 100 is 1.15 exactly: 115 bp on 100 cents -> 1.15 -> 1 (half up only at .5).
    expect(feeFor({ valueCents: 100, percentBp: 115, fixedCents: 0 })).toBe(1);
  });
  it('refuses rates of 100 % or more and fractional cents', () => {
    expect(() => feeFor({ valueCents: 100, percentBp: 10_000, fixedCents: 0 })).toThrow(RangeError);
    expect(() => feeFor({ valueCents: 100.5, percentBp: 100, fixedCents: 0 })).toThrow(RangeError);
    expect(() => feeFor({ valueCents: 100, percentBp: 100, fixedCents: -1 })).toThrow(RangeError);
  });
});

describe('grossUpForFees', () => {
  it('covers the fees so the church receives the value', () => {
    // ceil(10 039 / 0,9601) = 10 457 nets 10 001; one cent less still nets 10 000.
    expect(grossUpForFees({ valueCents: 10_000, percentBp: 399, fixedCents: 39 })).toBe(10_456);
    expect(grossUpForFees({ valueCents: 10_000, percentBp: 0, fixedCents: 0 })).toBe(10_000);
    expect(grossUpForFees({ valueCents: 10_000, percentBp: 0, fixedCents: 250 })).toBe(10_250);
    expect(grossUpForFees({ valueCents: 10_000, percentBp: 5_000, fixedCents: 0 })).toBe(20_000);
    expect(grossUpForFees({ valueCents: 0, percentBp: 0, fixedCents: 0 })).toBe(0);
  });
  it('is the smallest gross whose net is exactly the value', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 9_999 }), fc.integer({ min: 0, max: 10_000 }), (valueCents, percentBp, fixedCents) => {
        const gross = grossUpForFees({ valueCents, percentBp, fixedCents });
        const net = (g: number) => g - feeFor({ valueCents: g, percentBp, fixedCents });
        expect(net(gross)).toBe(valueCents);
        if (gross > 0) expect(net(gross - 1)).toBeLessThan(valueCents);
        expect(gross).toBeLessThanOrEqual(Math.ceil(((valueCents + fixedCents) * 10_000) / (10_000 - percentBp)) + 1);
      }),
      { numRuns: 2_000 },
    );
  });
});
