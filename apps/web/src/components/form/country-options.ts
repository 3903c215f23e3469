import { currentLocale } from '../../lib/language.ts';

/** Countries offered for a guest payer's address (Pix and boleto need Brazil); names in the user's language. */
export const GUEST_COUNTRIES = ['BR', 'US', 'PT', 'ES', 'AR', 'MX', 'CO', 'CL', 'PY', 'UY', 'CA', 'GB'] as const;

export function countryOptions(): { value: string; label: string }[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([currentLocale()], { type: 'region' });
  } catch {
    names = undefined;
  }
  return GUEST_COUNTRIES.map((code) => ({ value: code, label: names?.of(code) ?? code }));
}
