import type { TLocale } from '@congrega/contract/locale';
import { LANGUAGE_STORAGE_KEY, writeLanguageCookie } from './i18n.ts';
import { i18n } from './i18n/store.ts';
import { writeItem } from './storage.ts';

/** Switches language (fetching its catalogues) and remembers the choice for next visits and the server. */
export async function changeLanguage(locale: TLocale): Promise<void> {
  await i18n.changeLanguage(locale);
  writeItem('local', LANGUAGE_STORAGE_KEY, locale);
  writeLanguageCookie(locale);
}

/** The active locale, for Intl formatting. */
export function currentLocale(): TLocale {
  return i18n.getState().language ?? 'en';
}
