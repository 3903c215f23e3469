import { afterEach, describe, expect, it } from 'vitest';
import type { TBibleVersion } from '@congrega/contract/bible';
import {
  DEFAULT_FONT_INDEX,
  DEFAULT_PLACE,
  defaultVersion,
  readFontIndex,
  readPlace,
  readVersion,
  saveFontIndex,
  savePlace,
  saveVersion,
  validPlace,
  validVersion,
} from './reader-place.ts';

describe('reader place', () => {
  afterEach(() => localStorage.clear());

  it('starts at the default place and font size, then remembers the last ones', () => {
    expect(readPlace()).toEqual(DEFAULT_PLACE);
    expect(readFontIndex()).toBe(DEFAULT_FONT_INDEX);
    savePlace({ livro: 'PSA', capitulo: 23 });
    saveFontIndex(0);
    expect(readPlace()).toEqual({ livro: 'PSA', capitulo: 23 });
    // A place saved before the translation was kept apart does not pin the reader to its translation.
    localStorage.setItem('congrega.bible.place', JSON.stringify({ versao: 'kjv', livro: 'PSA', capitulo: 23 }));
    expect(readPlace()).toEqual({ livro: 'PSA', capitulo: 23 });
    expect(readVersion()).toBeUndefined();
    saveVersion('rv1909');
    expect(readVersion()).toBe('rv1909');
    expect(readFontIndex()).toBe(0);
  });

  it('refuses unknown books and chapters past the book', () => {
    expect(validPlace({ livro: 'JUD', capitulo: '2' })).toBeNull();
    expect(validPlace({ livro: 'XYZ', capitulo: 1 })).toBeNull();
    expect(validPlace({ livro: 'JHN', capitulo: '3' })).toEqual({ livro: 'JHN', capitulo: 3 });
    expect(validVersion('BAD!')).toBeUndefined();
    localStorage.setItem('congrega.bible.place', '{broken');
    expect(readPlace()).toEqual(DEFAULT_PLACE);
  });

  it('defaults to the first translation in the reader language, else the English one', () => {
    const versions: TBibleVersion[] = [
      { codigo: 'kjv', nome: 'King James Version (1769)', idioma: 'en', fonte: 'local' },
      { codigo: 'rv1909', nome: 'Reina-Valera 1909', idioma: 'es', fonte: 'local' },
    ];
    expect(defaultVersion(versions, 'es')).toBe('rv1909');
    expect(defaultVersion(versions, 'en')).toBe('kjv');
    expect(defaultVersion(versions, 'pt-BR')).toBe('kjv');
    expect(defaultVersion([...versions, { codigo: 'arc', nome: 'ARC', idioma: 'pt-BR', fonte: 'externa' }], 'pt-BR')).toBe('arc');
  });
});
