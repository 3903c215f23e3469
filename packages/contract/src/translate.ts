/**
 * The pure half of i18n, shared by the web app and the server's first paint (apps/server plugins/web-texts.ts):
 * finding a text in a catalogue and filling it in. Only what the catalogues and call sites use: `ns:key`
 * prefixes, nested keys (`header.home`), `{{name}}` and `{{name, number}}` placeholders, plurals (`_zero` for 0,
 * then the Intl.PluralRules category: `_one`, `_many`, `_other`..., then the bare key) and `defaultValue`. Texts
 * are plain strings: nothing is HTML-escaped here (React escapes what it renders, the server's drawing escapes
 * what it draws), and nothing here produces markup.
 */

/** One namespace of one language: nested objects of strings (JSON), or flat dotted keys. */
export type Catalogue = { readonly [key: string]: unknown };

export type TOptions = {
  /** Picks the plural form and is a placeholder like any other. */
  count?: number;
  /** Shown (filled in) when no catalogue has the key. */
  defaultValue?: string;
  /** Another language than the current one. */
  lng?: string;
  [placeholder: string]: unknown;
};

export type TFunction = (key: string, options?: TOptions) => string;

const NS_SEPARATOR = ':';
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** 'contract:validation.required' -> ['contract', 'validation.required']; no prefix: the given namespace. */
export function splitKey(key: string, namespace: string): [namespace: string, key: string] {
  const at = key.indexOf(NS_SEPARATOR);
  return at > 0 ? [key.slice(0, at), key.slice(at + 1)] : [namespace, key];
}

/** The text at `key`: a flat key first, else the dotted path through nested objects. */
export function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  if (!catalogue) return undefined;
  const flat = catalogue[key];
  if (typeof flat === 'string') return flat;
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Catalogue)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, language: string, make: (language: string) => T): T {
  let value = cache.get(language);
  if (!value) cache.set(language, (value = make(language)));
  return value;
}

/**
 * The plural category of `count`. Intl (CLDR) files Brazilian Portuguese's 0 under "one" with 1, which reads
 * "0 ingresso"; in use 0 takes the plural ("0 ingressos", as in pt-PT, English and Spanish), so every Portuguese
 * 0 is "other". Fractions keep CLDR's rule (pt: "1,5 milhão").
 */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  if (count === 0 && /^pt(?:-|$)/i.test(language)) return 'other';
  return cached(pluralRules, language, (l) => new Intl.PluralRules(l)).select(count);
}

/** Keys to try, most specific first: `_zero` when count is 0, the language's plural category, the bare key. */
export function pluralKeys(key: string, language: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  const category = pluralCategory(language, count);
  return count === 0 ? [`${key}_zero`, `${key}_${category}`, key] : [`${key}_${category}`, key];
}

function format(value: unknown, style: string | undefined, language: string): string {
  if (style === 'number' && typeof value === 'number')
    return cached(numberFormats, language, (l) => new Intl.NumberFormat(l)).format(value);
  return value === null || value === undefined ? '' : String(value);
}

/**
 * Fills `{{name}}` and `{{name, number}}` in one pass (a value that contains braces is never filled in
 * again). A placeholder with no such option stays as written, so a missing value shows instead of vanishing.
 */
export function interpolate(text: string, options: TOptions, language: string): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, inner: string) => {
    const comma = inner.indexOf(',');
    const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
    if (!Object.prototype.hasOwnProperty.call(options, name)) return whole;
    return format(options[name], comma < 0 ? undefined : inner.slice(comma + 1).trim(), language);
  });
}

/**
 * The text for `key` in the first of `languages` whose catalogue has it (the caller lists the wanted
 * language, then the fallback), else `defaultValue`, else the key itself: never throws for a missing text.
 */
export function translate(
  key: string,
  options: TOptions,
  languages: readonly string[],
  catalogue: (language: string) => Catalogue | undefined,
): string {
  for (const language of languages) {
    const found = catalogue(language);
    if (!found) continue;
    for (const candidate of pluralKeys(key, language, options.count)) {
      const text = lookup(found, candidate);
      if (text !== undefined) return interpolate(text, options, language);
    }
  }
  if (typeof options.defaultValue === 'string') return interpolate(options.defaultValue, options, languages[0] ?? 'en');
  return key;
}
