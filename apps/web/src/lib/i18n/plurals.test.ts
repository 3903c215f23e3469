import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { interpolate, translate, type Catalogue } from './translate.ts';

/**
 * Every counted text of every catalogue, in every language: 0 takes the plural ("0 ingressos", "0 tickets",
 * "0 entradas") unless the text has its own `_zero`, 1 the singular, 2 the plural. Intl's Portuguese rule files 0
 * with 1; the rule is the i18n layer's, so this walks the catalogues rather than one string.
 */
const LOCALES = path.join(import.meta.dirname, '../../locales');
const LANGUAGES = ['pt-BR', 'en', 'es'] as const;

/** Flat `key -> text` of a nested catalogue. */
function flatten(node: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value as Catalogue, `${prefix}${key}.`),
  );
}

const catalogues = LANGUAGES.flatMap((language) =>
  fs
    .readdirSync(path.join(LOCALES, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      language,
      namespace: file.replace(/\.json$/, ''),
      catalogue: JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), 'utf8')) as Catalogue,
    })),
);

/** Every counted key (one with `_one` and `_other` forms), with its catalogue. */
const counted = catalogues.flatMap(({ language, namespace, catalogue }) => {
  const texts = new Map(flatten(catalogue));
  return [...texts.keys()]
    .filter((key) => key.endsWith('_other') && texts.has(key.replace(/_other$/, '_one')))
    .map((key) => ({ language, namespace, key: key.replace(/_other$/, ''), texts, catalogue }));
});

describe('counted texts of every catalogue', () => {
  it('finds the counted texts of each language, tickets included', () => {
    for (const language of LANGUAGES) expect(counted.filter((c) => c.language === language).length).toBeGreaterThan(10);
    expect(counted.some((c) => c.language === 'pt-BR' && c.texts.get(`${c.key}_one`) === '{{count}} ingresso')).toBe(true);
  });

  it.each(LANGUAGES)('%s: 0 takes the plural (or its _zero), 1 the singular, 2 the plural', (language) => {
    const wrong: string[] = [];
    for (const { namespace, key, texts, catalogue } of counted.filter((c) => c.language === language)) {
      const t = (count: number) => translate(key, { count }, [language], () => catalogue);
      const form = (suffix: string, count: number) => interpolate(texts.get(`${key}${suffix}`)!, { count }, language);
      const expected: [number, string][] = [
        [0, texts.has(`${key}_zero`) ? form('_zero', 0) : form('_other', 0)],
        [1, form('_one', 1)],
        [2, form('_other', 2)],
      ];
      for (const [count, text] of expected) if (t(count) !== text) wrong.push(`${namespace}:${key} ${count} -> ${t(count)}`);
    }
    expect(wrong).toEqual([]);
  });
});
