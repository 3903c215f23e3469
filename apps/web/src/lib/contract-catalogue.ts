import { MESSAGES } from '@congrega/contract/messages';
import type { TLocale } from '@congrega/contract/locale';
import type { ResourceKey } from 'i18next';

/** 'validation.required' -> { validation: { required } }: i18next reads dots as nesting. */
export function nest(flat: Record<string, string>): ResourceKey {
  const out: Record<string, Record<string, string>> = {};
  for (const [key, value] of Object.entries(flat)) {
    const dot = key.indexOf('.');
    const group = dot < 0 ? '' : key.slice(0, dot);
    (out[group] ??= {})[key.slice(dot + 1)] = value;
  }
  return out;
}

/** The contract's shared messages (validation and API errors) as the i18n namespace `contract`. */
export function contractCatalogue(language: string): ResourceKey {
  return nest(MESSAGES[language as TLocale] ?? MESSAGES.en);
}
