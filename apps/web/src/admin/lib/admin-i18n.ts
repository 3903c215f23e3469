import { matchLocale, type TLocale } from '@congrega/contract/locale';
import { contractCatalogue } from '../../lib/contract-catalogue.ts';
import { i18n } from '../../lib/i18n/store.ts';
import type { Catalogue } from '../../lib/i18n/translate.ts';

/**
 * The console's catalogues: its own `admin` namespace (src/admin/locales, never in the member build), the web's
 * `common` (the shared components' texts) and the contract's messages, each fetched on first use as the member app
 * does (lib/i18n.ts). The language is the path's (`/{lang}/...`): no cookie, no stored choice.
 */
const adminUrls = import.meta.glob<string>('../locales/*/*.json', { query: '?url', import: 'default', eager: true });
const webUrls = import.meta.glob<string>('../../locales/*/common.json', { query: '?url', import: 'default', eager: true });

export const ADMIN_NAMESPACE = 'admin';

function catalogueUrl(language: string, namespace: string): string | undefined {
  return adminUrls[`../locales/${language}/${namespace}.json`] ?? webUrls[`../../locales/${language}/${namespace}.json`];
}

async function loadCatalogue(language: TLocale, namespace: string): Promise<Catalogue> {
  if (namespace === 'contract') return contractCatalogue(language);
  const url = catalogueUrl(language, namespace);
  if (!url) throw new Error(`No catalogue ${language}/${namespace}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Catalogue ${language}/${namespace}: HTTP ${response.status}`);
  return (await response.json()) as Catalogue;
}

/** The language a console path starts with (`/es/videira` -> es), else the browser's, else English. */
export function pathLanguage(pathname: string, browser: readonly string[] = navigator.languages ?? []): TLocale {
  const first = pathname.split('/')[1];
  if (first === 'pt-BR' || first === 'en' || first === 'es') return first;
  for (const tag of browser) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return 'en';
}

function reflect(language: string) {
  document.documentElement.lang = language;
}

export function initAdminI18n(language: TLocale): Promise<void> {
  reflect(language);
  i18n.onLanguageChanged(reflect);
  return i18n.init({ language, load: loadCatalogue, namespaces: [ADMIN_NAMESPACE, 'common', 'contract'] });
}
