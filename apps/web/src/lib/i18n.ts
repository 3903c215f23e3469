import { LOCALES, matchLocale, type TLocale } from '@congrega/contract/locale';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readItem, writeItem } from './storage.ts';

/**
 * i18next with one catalogue per feature and language (src/locales/<locale>/<feature>.json) plus the
 * contract's shared messages as namespace `contract`. Only the active language's catalogues are fetched,
 * each on first use, so the first load stays small. The three catalogues have identical keys (tested), so
 * no runtime fallback language is loaded; English is the pick when the browser speaks none of ours.
 */
export const LANGUAGE_STORAGE_KEY = 'congrega.lang';
/** Mirrors the choice for the server, which sets <html lang> and the link previews from it. */
export const LANGUAGE_COOKIE = 'congrega_lang';
export const DEFAULT_NAMESPACE = 'common';

/**
 * Catalogue URLs (hashed, immutable assets). Fetched as JSON rather than imported as JS chunks: smaller
 * entry code, faster to parse, and the server can preload the active language's files from the manifest.
 */
const catalogueUrls = import.meta.glob<string>('../locales/*/*.json', { query: '?url', import: 'default', eager: true });

/** 'validation.required' -> { validation: { required } }: i18next reads dots as nesting. */
function nest(flat: Record<string, string>): ResourceKey {
  const out: Record<string, Record<string, string>> = {};
  for (const [key, value] of Object.entries(flat)) {
    const dot = key.indexOf('.');
    const group = dot < 0 ? '' : key.slice(0, dot);
    (out[group] ??= {})[key.slice(dot + 1)] = value;
  }
  return out;
}

async function readCatalogue(language: string, namespace: string): Promise<ResourceKey> {
  if (namespace === 'contract') {
    const { MESSAGES } = await import('@congrega/contract/messages');
    return nest(MESSAGES[language as TLocale]);
  }
  const url = catalogueUrls[`../locales/${language}/${namespace}.json`];
  if (!url) throw new Error(`No catalogue ${language}/${namespace}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Catalogue ${language}/${namespace}: HTTP ${response.status}`);
  return (await response.json()) as ResourceKey;
}

const backend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    readCatalogue(language, namespace).then(
      (data) => callback(null, data),
      (err: unknown) => callback(err instanceof Error ? err.message : String(err), null),
    );
  },
};

/** Stored choice, else the first browser language we speak, else English (spec: fallback English). */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): TLocale {
  const choice = matchLocale(stored);
  if (choice) return choice;
  for (const tag of browserLanguages) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return 'en';
}

function reflectLanguage(language: string): void {
  document.documentElement.lang = language;
}

/** Starts i18next with the common namespace plus `namespaces` (those of the first screen), in parallel. */
export function initI18n(namespaces: readonly string[] = []): Promise<unknown> {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  const stored = readItem('local', LANGUAGE_STORAGE_KEY);
  const lng = detectLanguage(stored, browser);
  if (stored && !document.cookie.includes(`${LANGUAGE_COOKIE}=`)) writeLanguageCookie(lng);
  reflectLanguage(lng);
  i18next.on('languageChanged', reflectLanguage);
  return i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      fallbackLng: false,
      ns: [DEFAULT_NAMESPACE, ...namespaces],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
}

/** Switches language (fetching its catalogues) and remembers the choice for next visits and the server. */
export async function changeLanguage(locale: TLocale): Promise<void> {
  await i18next.changeLanguage(locale);
  writeItem('local', LANGUAGE_STORAGE_KEY, locale);
  writeLanguageCookie(locale);
}

function writeLanguageCookie(locale: TLocale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** The active locale, for Intl formatting. */
export function currentLocale(): TLocale {
  return matchLocale(i18next.resolvedLanguage ?? i18next.language) ?? 'en';
}
