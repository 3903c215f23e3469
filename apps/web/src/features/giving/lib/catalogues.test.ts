import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/giving.json';
import es from '../../../locales/es/giving.json';
import pt from '../../../locales/pt-BR/giving.json';

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('giving catalogues', () => {
  it('have the same keys in pt-BR, en and es, none empty', () => {
    expect(keys(en)).toEqual(keys(pt));
    expect(keys(es)).toEqual(keys(pt));
    for (const catalogue of [pt, en, es]) expect(JSON.stringify(catalogue)).not.toContain('""');
  });

  it('keeps the spec wording of the minimum-value rule in Portuguese', () => {
    expect(pt.validation.min).toBe('Valor da doação precisa ser maior que {{minValue}}');
  });
});
