import type { TLocale } from '@congrega/contract/locale';
import { useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_NAMESPACE, i18n } from './store.ts';
import type { TFunction } from './translate.ts';

export type { TFunction, TOptions } from './translate.ts';

/**
 * `t` for a component: keys without `ns:` are looked up in `ns` (the first one when several are named;
 * `common` when none). Suspends until the named namespaces are loaded in the current language (route
 * loaders usually have loaded them already) and re-renders on a language switch, with a new `t`.
 */
export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: { language: TLocale | undefined } } {
  const state = useSyncExternalStore(i18n.subscribe, i18n.getState, i18n.getState);
  const namespaces: readonly string[] = ns === undefined ? [DEFAULT_NAMESPACE] : typeof ns === 'string' ? [ns] : ns;
  // Every load starts before the wait, so several namespaces load in parallel. A thrown promise suspends the
  // component until it settles, as react-i18next did (use() would expect the same calls after the wait).
  const wait = namespaces.map((namespace) => i18n.whenReady(namespace)).find(Boolean);
  if (wait) throw wait;
  const primary = namespaces[0] ?? DEFAULT_NAMESPACE;
  return useMemo(() => ({ t: i18n.fixedT(primary, state.language), i18n: { language: state.language } }), [primary, state]);
}
