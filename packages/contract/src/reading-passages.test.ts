import { describe, expect, it } from 'vitest';
import { formatReadingPassage, parseReadingPassages, passageLocales, readingPassagesText } from './reading-passages.ts';

describe('reading passages', () => {
  it('reads chapters and runs in Portuguese, English or Spanish names and abbreviations', () => {
    expect(parseReadingPassages('Gn 1-3; Sl 1')).toEqual([
      { livro: 'GEN', capitulo: 1, capituloFim: 3 },
      { livro: 'PSA', capitulo: 1 },
    ]);
    expect(parseReadingPassages('Genesis 4; 1 Corinthians 13')).toEqual([
      { livro: 'GEN', capitulo: 4 },
      { livro: '1CO', capitulo: 13 },
    ]);
    expect(parseReadingPassages('Juan 3', passageLocales('es'))).toEqual([{ livro: 'JHN', capitulo: 3 }]);
    expect(parseReadingPassages('Jo 3', passageLocales('pt-BR'))).toEqual([{ livro: 'JHN', capitulo: 3 }]);
  });

  it('refuses unknown books, chapters past the end, backward runs and empty text', () => {
    for (const text of ['Xy 1', 'Gn 51', 'Sl 5-2', 'Sl 150-151', '', ' ; ', 'Gn']) expect(parseReadingPassages(text)).toBeNull();
  });

  it('writes passages back as members read them and as staff type them', () => {
    expect(formatReadingPassage({ livro: 'GEN', capitulo: 1, capituloFim: 3 }, 'pt-BR')).toBe('Gênesis 1-3');
    expect(
      readingPassagesText(
        [
          { livro: 'GEN', capitulo: 1, capituloFim: 3 },
          { livro: 'PSA', capitulo: 1 },
        ],
        'es',
      ),
    ).toBe('Gn 1-3; Sal 1');
  });
});
