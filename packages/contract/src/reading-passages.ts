import { bibleBookByName, formatBibleReference } from './bible-reference.ts';
import { BIBLE_BOOKS } from './bible-books.ts';
import { LOCALES, type TLocale } from './locale.ts';
import type { TReadingPassage } from './reading-plans.ts';

/**
 * A reading plan day's passages as staff type them ("Gn 1-3; Sl 1", in Portuguese, English or Spanish names or
 * abbreviations: bible-reference.ts's table) and as members read them ("Gênesis 1-3"). A passage is one chapter or
 * a run of chapters of one book (the plan's model: reading-plans.ts `ZReadingPassage`); passages are separated by
 * `;`. A book that is not one, a chapter past the book's end or a run that goes backwards makes the whole text
 * invalid (null), so the console can mark the day.
 */
const PASSAGE = /^(.+?)\s*(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?$/;

function parseOne(text: string, locale: TLocale): TReadingPassage | null {
  const m = PASSAGE.exec(text.trim());
  if (!m) return null;
  const livro = bibleBookByName(m[1]!.replace(/\.$/, ''), locale);
  const book = livro && BIBLE_BOOKS.find((b) => b.code === livro);
  const capitulo = Number(m[2]);
  const fim = m[3] ? Number(m[3]) : undefined;
  if (!book || capitulo < 1 || capitulo > book.chapters) return null;
  if (fim !== undefined && (fim < capitulo || fim > book.chapters)) return null;
  return fim !== undefined && fim > capitulo ? { livro: book.code, capitulo, capituloFim: fim } : { livro: book.code, capitulo };
}

/** The passages of `text` read in the first of `locales` that reads all of them; null if none does (or it is empty). */
export function parseReadingPassages(text: string, locales: readonly TLocale[] = LOCALES): TReadingPassage[] | null {
  const parts = text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length) return null;
  for (const locale of locales) {
    const passages = parts.map((p) => parseOne(p, locale));
    if (passages.every((p) => p !== null)) return passages;
  }
  return null;
}

/** The church's language first, then the others. */
export const passageLocales = (first: TLocale): TLocale[] => [first, ...LOCALES.filter((l) => l !== first)];

/** "Gênesis 1-3": a passage as the member's plan shows it. */
export function formatReadingPassage(passage: TReadingPassage, locale: TLocale): string {
  const label = formatBibleReference({ livro: passage.livro, capitulo: passage.capitulo }, locale);
  return passage.capituloFim ? `${label}-${passage.capituloFim}` : label;
}

/** "Gn 1-3; Sl 1": a day's passages as staff type them, with the language's abbreviations. */
export function readingPassagesText(passages: readonly TReadingPassage[], locale: TLocale): string {
  return passages
    .map((p) => {
      const book = BIBLE_BOOKS.find((b) => b.code === p.livro)!;
      return `${book.abbreviations[locale]} ${p.capitulo}${p.capituloFim ? `-${p.capituloFim}` : ''}`;
    })
    .join('; ');
}
