import { describe, expect, it } from 'vitest';
import { adjacentChapter } from './bible-books.ts';
import { bibleReaderPath, findBibleReferences, formatBibleReference, parseBibleReference } from './bible-reference.ts';

describe('bible references', () => {
  it('reads abbreviations in the reader language first', () => {
    expect(parseBibleReference('Jo 3:16', 'pt-BR')).toEqual({ livro: 'JHN', capitulo: 3, versiculo: 16 });
    expect(parseBibleReference('Jó 1:1', 'pt-BR')).toEqual({ livro: 'JOB', capitulo: 1, versiculo: 1 });
    expect(parseBibleReference('Jn 3:16', 'es')).toMatchObject({ livro: 'JHN' });
    expect(parseBibleReference('Jn 1', 'pt-BR')).toMatchObject({ livro: 'JON' });
    expect(parseBibleReference('John 3:16-18', 'en')).toEqual({ livro: 'JHN', capitulo: 3, versiculo: 16, versiculoFim: 18 });
  });

  it('reads numbered books, full names in any language and multi-word names', () => {
    expect(parseBibleReference('1 Co 13', 'pt-BR')).toEqual({ livro: '1CO', capitulo: 13 });
    expect(parseBibleReference('1Jo 4.8', 'pt-BR')).toEqual({ livro: '1JN', capitulo: 4, versiculo: 8 });
    expect(parseBibleReference('Salmos 23', 'en')).toEqual({ livro: 'PSA', capitulo: 23 });
    expect(parseBibleReference('Song of Solomon 2:1', 'en')).toMatchObject({ livro: 'SNG', capitulo: 2 });
  });

  it('finds every reference in a text with its position, and skips what is not one', () => {
    const text = 'Leia Gn 1 e Ap 22:21, não Xy 3:1 nem Jd 2 (Judas tem 1 capítulo).';
    const found = findBibleReferences(text, 'pt-BR');
    expect(found.map((f) => text.slice(f.start, f.end))).toEqual(['Gn 1', 'Ap 22:21']);
  });

  it('builds reader links and labels', () => {
    expect(bibleReaderPath({ livro: 'JHN', capitulo: 3, versiculo: 16 })).toBe('/bible?book=JHN&chapter=3&verse=16');
    expect(formatBibleReference({ livro: 'JHN', capitulo: 3, versiculo: 16, versiculoFim: 18 }, 'pt-BR')).toBe('João 3:16-18');
  });

  it('walks chapters across book boundaries', () => {
    expect(adjacentChapter({ livro: 'JHN', capitulo: 3 }, 1)).toEqual({ livro: 'JHN', capitulo: 4 });
    expect(adjacentChapter({ livro: 'MAL', capitulo: 4 }, 1)).toEqual({ livro: 'MAT', capitulo: 1 });
    expect(adjacentChapter({ livro: 'MAT', capitulo: 1 }, -1)).toEqual({ livro: 'MAL', capitulo: 4 });
    expect(adjacentChapter({ livro: 'GEN', capitulo: 1 }, -1)).toBeNull();
    expect(adjacentChapter({ livro: 'REV', capitulo: 22 }, 1)).toBeNull();
  });
});
