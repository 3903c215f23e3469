import { bibleBook, type TBibleBookCode } from '@congrega/contract/bible-books';
import { readItem, writeItem } from '../../../lib/storage.ts';

/** The reader's place and font size, kept on this device (local storage) so the next visit opens where it left. */
export interface ReaderPlace {
  versao: string;
  livro: TBibleBookCode;
  capitulo: number;
}

const PLACE_KEY = 'congrega.bible.place';
const FONT_KEY = 'congrega.bible.font';
export const DEFAULT_PLACE: ReaderPlace = { versao: 'kjv', livro: 'JHN', capitulo: 1 };

/** Font sizes offered, in rem; the middle one is the default. */
export const FONT_SIZES = [0.9, 1, 1.15, 1.3, 1.5, 1.75] as const;
export const DEFAULT_FONT_INDEX = 2;

export function validPlace(value: Partial<Record<keyof ReaderPlace, unknown>>): ReaderPlace | null {
  const book = typeof value.livro === 'string' ? bibleBook(value.livro) : undefined;
  const capitulo = Number(value.capitulo);
  const versao = typeof value.versao === 'string' && /^[a-z0-9-]{1,20}$/.test(value.versao) ? value.versao : DEFAULT_PLACE.versao;
  if (!book || !Number.isInteger(capitulo) || capitulo < 1 || capitulo > book.chapters) return null;
  return { versao, livro: book.code, capitulo };
}

export function readPlace(): ReaderPlace {
  try {
    return validPlace(JSON.parse(readItem('local', PLACE_KEY) ?? 'null') ?? {}) ?? DEFAULT_PLACE;
  } catch {
    return DEFAULT_PLACE;
  }
}

export function savePlace(place: ReaderPlace): void {
  writeItem('local', PLACE_KEY, JSON.stringify(place));
}

export function readFontIndex(): number {
  const raw = readItem('local', FONT_KEY);
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 && n < FONT_SIZES.length ? n : DEFAULT_FONT_INDEX;
}

export function saveFontIndex(index: number): void {
  writeItem('local', FONT_KEY, String(index));
}
