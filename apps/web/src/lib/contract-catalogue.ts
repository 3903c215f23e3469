import { MESSAGES } from '@congrega/contract/messages';
import type { TLocale } from '@congrega/contract/locale';
import type { Catalogue } from './i18n/translate.ts';

/** The contract's shared messages (validation and API errors) as the i18n namespace `contract` (flat keys). */
export function contractCatalogue(language: string): Catalogue {
  return MESSAGES[language as TLocale] ?? MESSAGES.en;
}
