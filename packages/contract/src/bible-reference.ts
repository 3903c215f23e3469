import { BIBLE_BOOKS, type TBibleBookCode } from './bible-books.ts';
import { LOCALES, type TLocale } from './locale.ts';

/** A verse reference found in text ("Jo 3:16", "John 3:16-18", "1 Co 13"). */
export interface TBibleReference {
  livro: TBibleBookCode;
  capitulo: number;
  versiculo?: number;
  versiculoFim?: number;
}

export interface TReferenceMatch {
  /** Where the reference starts and ends in the text (end exclusive). */
  start: number;
  end: number;
  reference: TBibleReference;
}

const key = (name: string) => name.toLowerCase().replace(/[\s.]/g, '');

/**
 * Names and abbreviations a reader of `locale` writes: that language's first (so "Jo" is João in Portuguese and
 * "Jn" Juan in Spanish), then the full names of the other languages where no earlier entry took the same spelling.
 */
function lookup(locale: TLocale): Map<string, TBibleBookCode> {
  const map = new Map<string, TBibleBookCode>();
  const add = (name: string, code: TBibleBookCode) => {
    if (!map.has(key(name))) map.set(key(name), code);
  };
  for (const book of BIBLE_BOOKS) {
    add(book.abbreviations[locale], book.code);
    add(book.names[locale], book.code);
  }
  for (const other of LOCALES) for (const book of BIBLE_BOOKS) add(book.names[other], book.code);
  return map;
}

const LOOKUPS = new Map<TLocale, Map<string, TBibleBookCode>>();

function namesOf(locale: TLocale): Map<string, TBibleBookCode> {
  let names = LOOKUPS.get(locale);
  if (!names) LOOKUPS.set(locale, (names = lookup(locale)));
  return names;
}

/** The book a reader of `locale` means by a name or abbreviation ("Gn", "Gênesis", "1 Co", "Salmos"), if any. */
export function bibleBookByName(name: string, locale: TLocale): TBibleBookCode | undefined {
  return namesOf(locale).get(key(name));
}

// Optional book number, a book name (up to "Song of Solomon"), the chapter, an optional verse and verse range.
const CANDIDATE =
  /(?<![\p{L}\d])((?:[1-3]\s?)?\p{L}+\.?(?:\s(?:of|de)\s\p{L}+)?)\.?\s?(\d{1,3})(?:[:.,](\d{1,3})(?:\s?[-–]\s?(\d{1,3}))?)?(?![\d\p{L}])/gu;

/** Every valid reference in `text` (unknown books and chapters past the book's end are left as text). */
export function findBibleReferences(text: string, locale: TLocale): TReferenceMatch[] {
  const names = namesOf(locale);
  const found: TReferenceMatch[] = [];
  for (const m of text.matchAll(CANDIDATE)) {
    const livro = names.get(key(m[1]!));
    const book = livro && BIBLE_BOOKS.find((b) => b.code === livro);
    const capitulo = Number(m[2]);
    if (!book || capitulo < 1 || capitulo > book.chapters) continue;
    const reference: TBibleReference = { livro: book.code, capitulo };
    if (m[3]) reference.versiculo = Number(m[3]);
    if (m[4] && Number(m[4]) > Number(m[3])) reference.versiculoFim = Number(m[4]);
    found.push({ start: m.index, end: m.index + m[0].length, reference });
  }
  return found;
}

/** The first reference of a short text ("Jo 3:16"), or null. */
export function parseBibleReference(text: string, locale: TLocale): TBibleReference | null {
  return findBibleReferences(text, locale)[0]?.reference ?? null;
}

/** The reader's address of a reference: `/bible?book=JHN&chapter=3&verse=16`. */
export function bibleReaderPath(reference: TBibleReference): string {
  const query = new URLSearchParams({ book: reference.livro, chapter: String(reference.capitulo) });
  if (reference.versiculo) query.set('verse', String(reference.versiculo));
  return `/bible?${query.toString()}`;
}

/** "João 3:16-18" in the reader's language. */
export function formatBibleReference(reference: TBibleReference, locale: TLocale): string {
  const book = BIBLE_BOOKS.find((b) => b.code === reference.livro)!;
  const verses = reference.versiculo ? `:${reference.versiculo}${reference.versiculoFim ? `-${reference.versiculoFim}` : ''}` : '';
  return `${book.names[locale]} ${reference.capitulo}${verses}`;
}
