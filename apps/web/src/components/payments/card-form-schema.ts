import type { TLocale } from '@congrega/contract/locale';
import { cardBrand, normalizeCardNumber, type TCardBrand } from '@congrega/contract/payments/card';
import { ZCardTokenBody } from '@congrega/contract/payments/cards';
import { localeDateToIso } from '@congrega/contract/validators';
import { z } from 'zod';

/**
 * The card form (spec section 3, "Card payment form") as the user types it, checked by the contract's
 * ZCardTokenBody so the browser applies exactly the token endpoint's rules. Only the holder's birthdate differs:
 * it is typed in the locale's short format (DD/MM/AAAA in Portuguese) and turned into ISO before the check.
 */
export const CARD_FIELDS = ['numero', 'titular', 'cpfTitular', 'dataNascimentoTitular', 'cvv', 'validade'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardFormValues = Record<CardField, string>;
export type CardTokenValues = z.output<typeof ZCardTokenBody>;

export const EMPTY_CARD: CardFormValues = { numero: '', titular: '', cpfTitular: '', dataNascimentoTitular: '', cvv: '', validade: '' };

/** Fields never kept after a failed attempt: the user types them again. */
export const CARD_SECRET_FIELDS = ['numero', 'cvv'] as const satisfies readonly CardField[];

const ZCardFormInput = z.object({
  numero: z.string(),
  titular: z.string(),
  cpfTitular: z.string(),
  dataNascimentoTitular: z.string(),
  cvv: z.string(),
  validade: z.string(),
});

/** A date typed in the locale's format -> ISO; what does not parse goes on as typed, for the contract's message. */
function birthdateToIso(text: string, locale: TLocale): string {
  if (!text.trim()) return '';
  return localeDateToIso(text, locale) ?? text;
}

/** The contract's body schema seen from the form: its optional fields' preprocessing takes the form's strings. */
const ZTokenBodyFromForm = ZCardTokenBody as unknown as z.ZodType<CardTokenValues, CardFormValues>;

export function cardFormSchema(locale: TLocale) {
  return ZCardFormInput.transform((v) => ({ ...v, dataNascimentoTitular: birthdateToIso(v.dataNascimentoTitular, locale) })).pipe(
    ZTokenBodyFromForm,
  );
}

export function isCardField(path: string): path is CardField {
  return (CARD_FIELDS as readonly string[]).includes(path);
}

/** Digit groups as printed on the card: 4-6-5 for American Express, groups of four otherwise. */
function groupsOf(brand: TCardBrand): number[] {
  return brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
}

/**
 * The number with spaces as typed ("4111 1111 1111 1111"): digits only, at most 19, grouped by brand. Anything
 * else the user pastes (dashes, dots) is dropped.
 */
export function formatCardNumber(text: string): string {
  const digits = normalizeCardNumber(text).replace(/\D/g, '').slice(0, 19);
  const parts: string[] = [];
  let rest = digits;
  for (const size of groupsOf(cardBrand(digits))) {
    if (!rest) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  if (rest) parts.push(rest);
  return parts.join(' ');
}

/** Expiry as typed: "1230" -> "12/30", "12/2030" kept; at most MM/YYYY. */
export function formatCardExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** CVV: digits only, at most four. */
export function formatCvv(text: string): string {
  return text.replace(/\D/g, '').slice(0, 4);
}
