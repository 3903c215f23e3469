import { describe, expect, it } from 'vitest';
import enPrayer from '../../locales/en/prayer.json';
import esPrayer from '../../locales/es/prayer.json';
import ptPrayer from '../../locales/pt-BR/prayer.json';
import { interpolate, lookup, pluralKeys, splitKey, translate, type Catalogue } from './translate.ts';

const prayer: Record<string, Catalogue> = { 'pt-BR': ptPrayer, en: enPrayer, es: esPrayer };
const t = (language: string, key: string, options = {}) => translate(key, options, [language], (l) => prayer[l]);

describe('splitKey', () => {
  it('reads an ns: prefix, else uses the given namespace', () => {
    expect(splitKey('contract:validation.required', 'notes')).toEqual(['contract', 'validation.required']);
    expect(splitKey('status.saved', 'notes')).toEqual(['notes', 'status.saved']);
  });
});

describe('lookup', () => {
  it('follows nested keys and reads flat dotted keys', () => {
    expect(lookup({ header: { home: 'Home' } }, 'header.home')).toBe('Home');
    expect(lookup({ 'validation.required': 'Required' }, 'validation.required')).toBe('Required');
  });

  it('finds nothing for a missing key, a subtree or a missing catalogue', () => {
    expect(lookup({ header: { home: 'Home' } }, 'header.menu')).toBeUndefined();
    expect(lookup({ header: { home: 'Home' } }, 'header')).toBeUndefined();
    expect(lookup({ header: 'x' }, 'header.home.deeper')).toBeUndefined();
    expect(lookup(undefined, 'header.home')).toBeUndefined();
  });

  it('keeps an empty text (it is a text, not a miss)', () => {
    expect(lookup({ empty: '' }, 'empty')).toBe('');
  });
});

describe('interpolate', () => {
  it('fills every placeholder, spaces allowed', () => {
    expect(interpolate('© {{year}} {{ church }}', { year: 2026, church: 'Videira' }, 'pt-BR')).toBe('© 2026 Videira');
  });

  it('formats {{x, number}} for the language', () => {
    expect(interpolate('{{count, number}}', { count: 1234567 }, 'pt-BR')).toBe('1.234.567');
    expect(interpolate('{{count, number}}', { count: 1234567 }, 'en')).toBe('1,234,567');
    expect(interpolate('{{count, number}}', { count: 1234567 }, 'es')).toBe('1.234.567');
  });

  it('keeps a placeholder without a value, and empties one given as undefined or null', () => {
    expect(interpolate('Olá, {{name}}', {}, 'pt-BR')).toBe('Olá, {{name}}');
    expect(interpolate('Olá, {{name}}', { name: undefined }, 'pt-BR')).toBe('Olá, ');
    expect(interpolate('Olá, {{name}}', { name: null }, 'pt-BR')).toBe('Olá, ');
  });

  it('never fills a value in again (a name with braces stays as typed)', () => {
    expect(interpolate('{{a}} {{b}}', { a: '{{b}}', b: 'x' }, 'en')).toBe('{{b}} x');
  });

  it('leaves markup in values as text: escaping is React’s job, and no HTML is produced', () => {
    const name = '<img src=x onerror=alert(1)> & "quotes"';
    expect(interpolate('Olá, {{name}}', { name }, 'pt-BR')).toBe(`Olá, ${name}`);
  });
});

describe('plurals with the real prayer catalogues', () => {
  it.each([
    ['pt-BR', 0, 'Nenhuma oração ainda'],
    ['pt-BR', 1, '1 oração'],
    ['pt-BR', 2, '2 orações'],
    ['pt-BR', 1500, '1.500 orações'],
    ['pt-BR', 1_000_000, '1.000.000 de orações'],
    ['en', 0, 'No prayers yet'],
    ['en', 1, '1 prayer'],
    ['en', 2, '2 prayers'],
    ['en', 1500, '1,500 prayers'],
    ['en', 1_000_000, '1,000,000 prayers'],
    ['es', 0, 'Ninguna oración todavía'],
    ['es', 1, '1 oración'],
    ['es', 2, '2 oraciones'],
    ['es', 1500, '1500 oraciones'], // Spanish groups from five digits
    ['es', 15_000, '15.000 oraciones'],
    ['es', 1_000_000, '1.000.000 de oraciones'],
  ])('%s, count %d: %s', (language, count, text) => {
    expect(t(language, 'item.prayers', { count })).toBe(text);
  });

  it('tries _zero for 0, then the Intl category, then the bare key', () => {
    expect(pluralKeys('k', 'pt-BR', 0)).toEqual(['k_zero', 'k_other', 'k']);
    expect(pluralKeys('k', 'pt-BR', 1)).toEqual(['k_one', 'k']);
    expect(pluralKeys('k', 'pt-BR', 1.5)).toEqual(['k_one', 'k']);
    expect(pluralKeys('k', 'en', 0)).toEqual(['k_zero', 'k_other', 'k']);
    expect(pluralKeys('k', 'es', 1_000_000)).toEqual(['k_many', 'k']);
    expect(pluralKeys('k', 'en', undefined)).toEqual(['k']);
    const catalogue = { k: 'bare {{count}}', k_one: 'one' };
    expect(translate('k', { count: 1 }, ['en'], () => catalogue)).toBe('one');
    expect(translate('k', { count: 7 }, ['en'], () => catalogue)).toBe('bare 7');
  });
});

describe('translate', () => {
  const catalogues: Record<string, Catalogue> = {
    'pt-BR': { only: { inSource: 'Só em português, {{name}}' }, both: 'Ambos' },
    en: { both: 'Both' },
  };
  const get = (language: string) => catalogues[language];

  it('uses the first language that has the text, formatting for that language', () => {
    expect(translate('both', {}, ['en', 'pt-BR'], get)).toBe('Both');
    expect(translate('only.inSource', { name: 'Ana' }, ['en', 'pt-BR'], get)).toBe('Só em português, Ana');
  });

  it('falls back to defaultValue, then to the key, for a text no language has', () => {
    expect(translate('nowhere', { defaultValue: 'Padrão {{n}}', n: 1 }, ['en', 'pt-BR'], get)).toBe('Padrão 1');
    expect(translate('nowhere.at.all', {}, ['en', 'pt-BR'], get)).toBe('nowhere.at.all');
    expect(translate('nowhere', {}, [], get)).toBe('nowhere');
    expect(translate('nowhere', { count: 3 }, ['es'], () => undefined)).toBe('nowhere');
  });
});
