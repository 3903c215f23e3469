/**
 * Card number, expiry and CVV rules, shared by the browser (live brand icon, form messages) and the server
 * (token endpoint). Pure functions: the brand is guessed from the number's IIN/BIN prefix, the number checked by
 * length and Luhn. The gateway has the last word; these only stop typos before a request is made.
 */

export type TCardBrand = 'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard' | 'diners' | 'discover' | 'jcb' | 'unknown';

/** A prefix range: numbers whose first `from.length` digits lie in [from, to] (both the same length). */
type TPrefixRange = readonly [from: string, to: string];

interface TBrandRule {
  brand: Exclude<TCardBrand, 'unknown'>;
  prefixes: readonly (string | TPrefixRange)[];
  lengths: readonly number[];
}

/**
 * Brand rules in match order. Elo and Hipercard come first: their BINs sit inside Visa's 4 and Discover's 65
 * ranges, and a Brazilian Elo card must not show a Visa or Discover icon. Prefixes and lengths are the ones the
 * card networks publish to acquirers, as kept by Braintree's credit-card-type: Elo's list; Hipercard is 606282
 * only, 16 digits (the old 3841 cards are retired: a 3841 number is Diners' 38); Visa issues 16, 18 and 19 digits
 * (no 13-digit Visa is issued any more); Diners 14, 16 and 19; Discover 16 and 19.
 */
const BRAND_RULES: readonly TBrandRule[] = [
  {
    brand: 'elo',
    prefixes: [
      '401178',
      '401179',
      '431274',
      '438935',
      '451416',
      '457393',
      '457631',
      '457632',
      '504175',
      ['506699', '506778'],
      ['509000', '509999'],
      '627780',
      '636297',
      '636368',
      ['650031', '650033'],
      ['650035', '650051'],
      ['650405', '650439'],
      ['650485', '650538'],
      ['650541', '650598'],
      ['650700', '650718'],
      ['650720', '650727'],
      ['650901', '650978'],
      ['651652', '651679'],
      ['655000', '655019'],
      ['655021', '655058'],
    ],
    lengths: [16],
  },
  { brand: 'hipercard', prefixes: ['606282'], lengths: [16] },
  { brand: 'amex', prefixes: ['34', '37'], lengths: [15] },
  { brand: 'diners', prefixes: [['300', '305'], '36', '38', '39'], lengths: [14, 16, 19] },
  { brand: 'jcb', prefixes: [['3528', '3589']], lengths: [16, 17, 18, 19] },
  { brand: 'discover', prefixes: ['6011', ['644', '649'], '65', ['622126', '622925']], lengths: [16, 19] },
  {
    brand: 'mastercard',
    prefixes: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
  },
  { brand: 'visa', prefixes: ['4'], lengths: [16, 18, 19] },
];

/** Any card number: ISO/IEC 7812 primary account numbers are 13 to 19 digits long here. */
const UNKNOWN_LENGTHS = { min: 13, max: 19 };

/**
 * Drops the spaces and dashes people type or paste ("4111 1111-1111 1111"). Any other character is kept, so
 * that `cardNumberValid` refuses it instead of silently turning a typo into another number.
 */
export function normalizeCardNumber(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** Luhn (mod 10) check of a string of digits; false for empty or non-digit input. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function matchesPrefix(digits: string, prefix: string | TPrefixRange): boolean {
  if (typeof prefix === 'string') return digits.startsWith(prefix);
  const [from, to] = prefix;
  if (digits.length < from.length) return false;
  const head = digits.slice(0, from.length);
  return head >= from && head <= to;
}

function brandRule(digits: string): TBrandRule | undefined {
  return BRAND_RULES.find((rule) => rule.prefixes.some((prefix) => matchesPrefix(digits, prefix)));
}

/**
 * The brand of a (possibly partial, possibly formatted) card number, from its first digits. Works while typing:
 * "4" is already Visa, and becomes Elo once "401178" is typed. 'unknown' when nothing matches.
 */
export function cardBrand(number: string): TCardBrand {
  const digits = normalizeCardNumber(number);
  if (!/^\d+$/.test(digits)) return 'unknown';
  return brandRule(digits)?.brand ?? 'unknown';
}

/**
 * A complete, plausible card number: digits only (after `normalizeCardNumber`), a length its brand issues and a
 * valid Luhn check digit. A number of no known brand passes with 13-19 digits: the gateway may accept brands we
 * do not list (Cabal, Aura...) and refuses the rest itself.
 */
export function cardNumberValid(number: string): boolean {
  const digits = normalizeCardNumber(number);
  if (!/^\d+$/.test(digits)) return false;
  const rule = brandRule(digits);
  const lengthOk = rule
    ? rule.lengths.includes(digits.length)
    : digits.length >= UNKNOWN_LENGTHS.min && digits.length <= UNKNOWN_LENGTHS.max;
  return lengthOk && luhnValid(digits);
}

export interface TCardExpiry {
  /** 1-12 */
  month: number;
  /** Four digits. */
  year: number;
}

/**
 * Parses the expiry as printed on cards, 'MM/YY' or 'MM/YYYY' (only those two forms; surrounding blanks
 * ignored), or null. A two-digit year is taken in the century that puts it closest to `now` (within 50 years),
 * so '01/00' typed in 2099 is 2100, not 2000.
 */
export function parseCardExpiry(text: string, now: Date = new Date()): TCardExpiry | null {
  const match = /^(\d{2})\/(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const yearText = match[2]!;
  if (yearText.length === 4) return { month, year: Number(yearText) };
  const currentYear = now.getFullYear();
  let year = Math.floor(currentYear / 100) * 100 + Number(yearText);
  if (year < currentYear - 50) year += 100;
  else if (year > currentYear + 50) year -= 100;
  return { month, year };
}

/**
 * A card is good through the last day of its expiry month: it has expired once `now` (in its own calendar,
 * the payer's local time in the browser) is in a later month.
 */
export function cardExpired(expiry: TCardExpiry, now: Date = new Date()): boolean {
  const current = now.getFullYear() * 12 + now.getMonth();
  const last = expiry.year * 12 + (expiry.month - 1);
  return current > last;
}

/** Security code: four digits on American Express cards (front), three on every other brand (back). */
export function cvvValid(cvv: string, brand: TCardBrand): boolean {
  return (brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvv);
}

/** The last four digits of a card number (what receipts and saved cards show), formatting ignored. */
export function lastFour(number: string): string {
  return normalizeCardNumber(number).slice(-4);
}
