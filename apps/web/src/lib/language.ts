import { matchLocale, type TLocale } from '@congrega/contract/locale';
import i18next from 'i18next';
import { LANGUAGE_STORAGE_KEY, writeLanguageCookie } from './i18n.ts';
import { writeItem } from './storage.ts';

/** Switches language (fetching its catalogues) and remembers the choice for next visits and the server. */
export async function changeLanguage(locale: TLocale): Promise<void> {
  await i18next.changeLanguage(locale);
  writeItem('local', LANGUAGE_STORAGE_KEY, locale);
  writeLanguageCookie(locale);
}

/** The active locale, for Intl formatting. */
export function currentLocale(): TLocale {
  return matchLocale(i18next.resolvedLanguage ?? i18next.language) ?? 'en';
}
