import { matchLocale, type TLocale } from '@congrega/contract/locale';
import { i18n } from './i18n/store.ts';
import type { Catalogue } from './i18n/translate.ts';
import { readItem } from './storage.ts';

/**
 * The app's i18n (lib/i18n/) with one catalogue per feature and language (src/locales/<locale>/<feature>.json)
 * plus the contract's shared messages as namespace `contract`. Only the active language's catalogues are
 * fetched, each on first use, so the first load stays small. The three catalogues have identical keys
 * (tested), so the source language (pt-BR) is fetched only if a text is ever missing; English is the pick
 * when the browser speaks none of ours.
 */
export const LANGUAGE_STORAGE_KEY = 'congrega.lang';
/** Mirrors the choice for the server, which sets <html lang> and the link previews from it. */
export const LANGUAGE_COOKIE = 'congrega_lang';

/** Where the server lists the active language's catalogue files (hashed URLs from the build manifest). */
export const CATALOGUES_ELEMENT_ID = 'congrega-catalogues';
let injected: Record<string, Record<string, string>> | undefined;

/**
 * Catalogues are hashed JSON assets. The server writes the active language's URLs into the page (and
 * preloads the first ones), so the entry carries no list that grows with every feature; other languages
 * and pages that were not injected (dev server) look them up in the full list, loaded on demand.
 */
async function catalogueUrl(language: string, namespace: string): Promise<string | undefined> {
  if (!injected) {
    try {
      injected = JSON.parse(document.getElementById(CATALOGUES_ELEMENT_ID)?.textContent || '{}') as Record<string, Record<string, string>>;
    } catch {
      injected = {};
    }
  }
  return injected[language]?.[namespace] ?? (await import('./catalogue-urls.ts')).catalogueUrl(language, namespace);
}

async function readCatalogue(language: string, namespace: string): Promise<Catalogue> {
  if (namespace === 'contract') return (await import('./contract-catalogue.ts')).contractCatalogue(language);
  const url = await catalogueUrl(language, namespace);
  if (!url) throw new Error(`No catalogue ${language}/${namespace}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Catalogue ${language}/${namespace}: HTTP ${response.status}`);
  return (await response.json()) as Catalogue;
}

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

/** Starts i18n with the common namespace plus `namespaces` (those of the first screen), in parallel. */
export function initI18n(namespaces: readonly string[] = []): Promise<void> {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  const stored = readItem('local', LANGUAGE_STORAGE_KEY);
  const lng = detectLanguage(stored, browser);
  if (stored && !document.cookie.includes(`${LANGUAGE_COOKIE}=`)) writeLanguageCookie(lng);
  reflectLanguage(lng);
  i18n.onLanguageChanged(reflectLanguage);
  return i18n.init({ language: lng, load: readCatalogue, namespaces });
}

/** Remembers the language for the server, which sets <html lang> and the link previews from it. */
export function writeLanguageCookie(locale: TLocale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
