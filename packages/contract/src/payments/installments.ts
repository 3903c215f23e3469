/**
 * Installment and fee arithmetic, in integer cents only: the quote the browser shows and the charge the server
 * makes come from these same functions, so they cannot disagree by a cent. Rates are integer basis points
 * (1 bp = 0.01 %); every division is done on BigInt with an explicit rounding rule, never on floats.
 */

/** Basis points in 100 %. */
const BP = 10_000n;
/** Smallest installment offered by default: R$ 5,00 (acquirers refuse smaller ones). */
export const DEFAULT_MIN_INSTALLMENT_CENTS = 500;

function assertCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative integer number of cents, got ${value}`);
}

function assertBasisPoints(name: string, value: number, max: number): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > max)
    throw new RangeError(`${name} must be an integer from 0 to ${max} basis points, got ${value}`);
}

/** Ceiling of a / b for non-negative a and positive b. */
function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

/**
 * `n` installments that add up exactly to `totalCents`: equal parts, the leftover cents one each on the first
 * installments (1000 / 3 -> [334, 333, 333]), so the first is the largest and no cent is lost or invented.
 */
export function splitEvenly(totalCents: number, n: number): number[] {
  assertCents('totalCents', totalCents);
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`n must be a positive integer, got ${n}`);
  const base = Math.floor(totalCents / n);
  const remainder = totalCents - base * n;
  return Array.from({ length: n }, (_, i) => (i < remainder ? base + 1 : base));
}

/**
 * The Price (French amortisation) installment of `valueCents` over `n` months at `rateBp` per month,
 * PMT = PV * i / (1 - (1 + i)^-n), computed exactly as PV * r * (B + r)^n / (B * ((B + r)^n - B^n)) with
 * B = 10 000 and r in basis points, and rounded UP to the cent: the installments never add up to less than the
 * amortised value, so the church is never short by a rounding.
 */
export function priceInstallmentCents(valueCents: number, n: number, rateBp: number): number {
  assertCents('valueCents', valueCents);
  assertBasisPoints('rateBp', rateBp, Number.MAX_SAFE_INTEGER);
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`n must be a positive integer, got ${n}`);
  if (rateBp === 0) return Number(ceilDiv(BigInt(valueCents), BigInt(n)));
  const rate = BigInt(rateBp);
  const grown = (BP + rate) ** BigInt(n);
  return Number(ceilDiv(BigInt(valueCents) * rate * grown, BP * (grown - BP ** BigInt(n))));
}

export interface TInstallmentPlanInput {
  valueCents: number;
  /** Most installments offered (1 = cash only). */
  maxInstallments: number;
  /** Monthly interest in basis points (199 = 1,99 % a month); 0 = installments without interest. */
  monthlyInterestBp: number;
  /** Options whose smallest installment is below this are dropped (default R$ 5,00); one installment always stays. */
  minInstallmentCents?: number;
}

export interface TInstallmentOption {
  parcelas: number;
  /** The first (largest) installment, in cents: the "12x de R$ ..." the payer sees. */
  valorParcela: number;
  /** Every installment in cents; always adds up exactly to `total`. */
  valores: number[];
  /** What the payer pays in all, in cents. */
  total: number;
  /** total - value: the interest, in cents (0 without interest). */
  juros: number;
}

/**
 * The installment options of a value, n = 1..maxInstallments.
 * - One installment never has interest.
 * - Without interest the total is the value, split by `splitEvenly` (first installments carry the leftover cents).
 * - With interest every installment is the Price installment rounded up to the cent (`priceInstallmentCents`),
 *   all equal, so total = n * installment >= value and juros = total - value.
 * - Installments shrink as n grows, so dropping the options under `minInstallmentCents` drops a tail: the result
 *   is always 1..k with k <= maxInstallments. The single installment is kept even for a value under the minimum
 *   (paying at once is always possible).
 */
export function installmentPlan(input: TInstallmentPlanInput): TInstallmentOption[] {
  const { valueCents, maxInstallments, monthlyInterestBp, minInstallmentCents = DEFAULT_MIN_INSTALLMENT_CENTS } = input;
  assertCents('valueCents', valueCents);
  assertCents('minInstallmentCents', minInstallmentCents);
  assertBasisPoints('monthlyInterestBp', monthlyInterestBp, Number.MAX_SAFE_INTEGER);
  if (!Number.isSafeInteger(maxInstallments) || maxInstallments < 1)
    throw new RangeError(`maxInstallments must be a positive integer, got ${maxInstallments}`);
  const options: TInstallmentOption[] = [];
  for (let n = 1; n <= maxInstallments; n++) {
    let valores: number[];
    if (n === 1 || monthlyInterestBp === 0) valores = splitEvenly(valueCents, n);
    else valores = new Array<number>(n).fill(priceInstallmentCents(valueCents, n, monthlyInterestBp));
    if (n > 1 && valores[n - 1]! < minInstallmentCents) break;
    const total = valores.reduce((sum, v) => sum + v, 0);
    options.push({ parcelas: n, valorParcela: valores[0]!, valores, total, juros: total - valueCents });
  }
  return options;
}

export interface TFeeInput {
  valueCents: number;
  /** Percentage fee in basis points (399 = 3,99 %), below 100 %. */
  percentBp: number;
  /** Fixed fee per payment, in cents. */
  fixedCents: number;
}

/**
 * The gateway's fee on a payment of `valueCents`: value * percent rounded half up to the cent, plus the fixed
 * part. Exact: (value * bp + 5 000) div 10 000 on BigInt, never a float product.
 */
export function feeFor({ valueCents, percentBp, fixedCents }: TFeeInput): number {
  assertCents('valueCents', valueCents);
  assertCents('fixedCents', fixedCents);
  assertBasisPoints('percentBp', percentBp, Number(BP) - 1);
  const percent = (BigInt(valueCents) * BigInt(percentBp) + BP / 2n) / BP;
  return Number(percent) + fixedCents;
}

/**
 * What the payer pays so that, after `feeFor` takes percentBp + fixedCents from it, the church receives exactly
 * `valueCents` ("payer covers the fees"). Starts from ceil((value + fixed) / (1 - p)) =
 * ceil((value + fixed) * 10 000 / (10 000 - bp)), which always nets at least the value, then steps down while one
 * cent less still does (the half-up rounding of the fee can allow it). Because the net amount grows by 0 or 1 cent
 * per cent of gross, the result is the smallest gross whose net is exactly `valueCents`.
 */
export function grossUpForFees(input: TFeeInput): number {
  const { valueCents, percentBp, fixedCents } = input;
  assertCents('valueCents', valueCents);
  assertCents('fixedCents', fixedCents);
  assertBasisPoints('percentBp', percentBp, Number(BP) - 1);
  const net = (gross: number) => gross - feeFor({ valueCents: gross, percentBp, fixedCents });
  let gross = Number(ceilDiv(BigInt(valueCents + fixedCents) * BP, BP - BigInt(percentBp)));
  while (gross > 0 && net(gross - 1) >= valueCents) gross--;
  return gross;
}
