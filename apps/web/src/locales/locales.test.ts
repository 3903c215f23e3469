import { LOCALES } from '@congrega/contract/locale';
import { describe, expect, it } from 'vitest';

/**
 * Every catalogue, eagerly, for the checks (the apps themselves load them lazily): the member app's and the staff
 * console's (src/admin/locales, its own build), under the same `./<locale>/<namespace>.json` names.
 */
const adminFiles = import.meta.glob<Record<string, unknown>>('../admin/locales/*/*.json', { eager: true, import: 'default' });
const files = {
  ...import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' }),
  ...Object.fromEntries(Object.entries(adminFiles).map(([path, catalogue]) => [path.replace('../admin/locales/', './'), catalogue])),
};

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function catalogue(locale: string, namespace: string) {
  return files[`./${locale}/${namespace}.json`];
}

const namespaces = [...new Set(Object.keys(files).map((path) => path.split('/')[2]!.replace(/\.json$/, '')))];
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale catalogues', () => {
  it('exist for every language and namespace', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const locale of LOCALES) for (const ns of namespaces) expect(catalogue(locale, ns), `${locale}/${ns}.json`).toBeDefined();
  });

  it.each(namespaces)('have identical keys in pt-BR, en and es: %s', (ns) => {
    const reference = keys(catalogue('pt-BR', ns)).sort();
    for (const locale of LOCALES) expect(keys(catalogue(locale, ns)).sort(), `${locale}/${ns}.json`).toEqual(reference);
  });

  it.each(namespaces)('have non-empty texts with the same placeholders: %s', (ns) => {
    const reference = catalogue('pt-BR', ns);
    for (const locale of LOCALES) {
      const target = catalogue(locale, ns);
      for (const key of keys(reference)) {
        const get = (obj: unknown) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], obj);
        const text = get(target);
        expect(typeof text === 'string' && text.trim().length > 0, `${locale}/${ns}: ${key}`).toBe(true);
        expect(placeholders(text as string), `${locale}/${ns}: ${key}`).toEqual(placeholders(get(reference) as string));
      }
    }
  });
});
