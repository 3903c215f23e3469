import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_FONT_INDEX, DEFAULT_PLACE, readFontIndex, readPlace, saveFontIndex, savePlace, validPlace } from './reader-place.ts';

describe('reader place', () => {
  afterEach(() => localStorage.clear());

  it('starts at the default place and font size, then remembers the last ones', () => {
    expect(readPlace()).toEqual(DEFAULT_PLACE);
    expect(readFontIndex()).toBe(DEFAULT_FONT_INDEX);
    savePlace({ versao: 'kjv', livro: 'PSA', capitulo: 23 });
    saveFontIndex(0);
    expect(readPlace()).toEqual({ versao: 'kjv', livro: 'PSA', capitulo: 23 });
    expect(readFontIndex()).toBe(0);
  });

  it('refuses unknown books and chapters past the book', () => {
    expect(validPlace({ livro: 'JUD', capitulo: '2' })).toBeNull();
    expect(validPlace({ livro: 'XYZ', capitulo: 1 })).toBeNull();
    expect(validPlace({ livro: 'JHN', capitulo: '3', versao: 'BAD!' })).toEqual({ versao: 'kjv', livro: 'JHN', capitulo: 3 });
    localStorage.setItem('congrega.bible.place', '{broken');
    expect(readPlace()).toEqual(DEFAULT_PLACE);
  });
});
