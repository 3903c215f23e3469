import { bibleBook, type TBibleBookCode } from '@congrega/contract/bible-books';
import type { TBibleVersion } from '@congrega/contract/bible';
import { readItem, writeItem } from '../../../lib/storage.ts';

/**
 * The reader's place, translation and font size, kept on this device (local storage) so the next visit opens
 * where it left. The translation is kept only once the reader picks one; until then it follows the language.
 */
export interface ReaderPlace {
  versao: string;
  livro: TBibleBookCode;
  capitulo: number;
}

const PLACE_KEY = 'congrega.bible.place';
const VERSION_KEY = 'congrega.bible.version';
const FONT_KEY = 'congrega.bible.font';
export const DEFAULT_PLACE: Omit<ReaderPlace, 'versao'> = { livro: 'JHN', capitulo: 1 };
/** The translation shown when none in the reader's language is listed (the shipped English text). */
export const FALLBACK_VERSION = 'kjv';

/** Font sizes offered, in rem; the middle one is the default. */
export const FONT_SIZES = [0.9, 1, 1.15, 1.3, 1.5, 1.75] as const;
export const DEFAULT_FONT_INDEX = 2;

/** A book and chapter that exist (the translation is chosen apart: validVersion). */
export function validPlace(value: { livro?: unknown; capitulo?: unknown }): Omit<ReaderPlace, 'versao'> | null {
  const book = typeof value.livro === 'string' ? bibleBook(value.livro) : undefined;
  const capitulo = Number(value.capitulo);
  if (!book || !Number.isInteger(capitulo) || capitulo < 1 || capitulo > book.chapters) return null;
  return { livro: book.code, capitulo };
}

export function validVersion(value: unknown): string | undefined {
  return typeof value === 'string' && /^[a-z0-9-]{1,20}$/.test(value) ? value : undefined;
}

/** The translation a reader gets before picking one: the first listed in their language, else the English one. */
export function defaultVersion(versions: readonly TBibleVersion[], locale: string): string {
  return versions.find((v) => v.idioma === locale)?.codigo ?? FALLBACK_VERSION;
}

export function readVersion(): string | undefined {
  return validVersion(readItem('local', VERSION_KEY));
}

export function saveVersion(versao: string): void {
  writeItem('local', VERSION_KEY, versao);
}

export function readPlace(): Omit<ReaderPlace, 'versao'> {
  try {
    return validPlace(JSON.parse(readItem('local', PLACE_KEY) ?? 'null') ?? {}) ?? DEFAULT_PLACE;
  } catch {
    return DEFAULT_PLACE;
  }
}

export function savePlace({ livro, capitulo }: Omit<ReaderPlace, 'versao'>): void {
  writeItem('local', PLACE_KEY, JSON.stringify({ livro, capitulo }));
}

export function readFontIndex(): number {
  const raw = readItem('local', FONT_KEY);
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 && n < FONT_SIZES.length ? n : DEFAULT_FONT_INDEX;
}

export function saveFontIndex(index: number): void {
  writeItem('local', FONT_KEY, String(index));
}
